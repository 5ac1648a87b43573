// Names what a stored consent answered: the notice's text, its details (the privacy policy's section) and the Google Ads
// setting. Any change to one gives another version, and a visitor who answered an older one is asked again (an answer
// covers only what it was asked). The build hands the browser the version as a constant (__CONSENT_VERSION__,
// build/site-plugins.ts).
import { consentDetails, consentText } from '../content/consent.ts';
import { type GoogleAds, operator } from '../site.ts';

/** FNV-1a, 32 bits: a short, stable name for a text; no secret rests on it. */
function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (const unit of text) {
    hash ^= unit.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

/** The version of a consent: the fingerprint of what the visitor read, the tag and every label. */
export function consentVersion(
  googleAds: GoogleAds,
  text: unknown = { notice: consentText, details: consentDetails(googleAds, operator.companyName) },
): string {
  const labels = Object.entries(googleAds.labels)
    .filter(([, label]) => label)
    .toSorted(([a], [b]) => a.localeCompare(b))
    .map(([kind, label]) => `${kind}=${label}`);
  return [fingerprint(JSON.stringify(text)), googleAds.tagId, ...labels].join('|');
}
