// Names what a stored consent answered: the banner's text and the Google Ads setting. Any change to either gives another
// version, and a visitor who answered an older one is asked again (an answer covers only what it was asked). The build
// hands the browser the version as a constant (__CONSENT_VERSION__, build/site-plugins.ts), so the banner's text is not
// in the client bundle; the worker computes the same for the pre-paint script.
import { consentText } from '../content/consent.ts';
import type { GoogleAds } from '../site.ts';

/** FNV-1a, 32 bits: a short, stable name for a text; no secret rests on it. */
function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (const unit of text) {
    hash ^= unit.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

/** The version of a consent: the banner text's fingerprint, the tag and every label. */
export function consentVersion(googleAds: GoogleAds, text: unknown = consentText): string {
  const labels = Object.entries(googleAds.labels)
    .filter(([, label]) => label)
    .toSorted(([a], [b]) => a.localeCompare(b))
    .map(([kind, label]) => `${kind}=${label}`);
  return [fingerprint(JSON.stringify(text)), googleAds.tagId, ...labels].join('|');
}
