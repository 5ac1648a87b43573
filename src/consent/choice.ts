// The visitor's answer to the consent banner, kept in local storage under one key with a version: a changed Google Ads
// setting (another tag or other labels) asks again. Read by the pre-paint script (src/lib/inline-scripts.ts) and the
// browser code (client/consent/); storage that fails to read or write counts as no consent.
import type { GoogleAds } from '../site.ts';

export const CONSENT_KEY = 'bemedics:einwilligung';

/** What is stored: the answer, for which setting, and when it was given. */
export interface StoredChoice {
  readonly version: string;
  readonly granted: boolean;
  readonly at: string;
}

/** Names the setting the visitor answered for: the wording's revision, the tag and every label. */
export function consentVersion(googleAds: GoogleAds): string {
  const labels = Object.entries(googleAds.labels)
    .filter(([, label]) => label)
    .toSorted(([a], [b]) => a.localeCompare(b))
    .map(([kind, label]) => `${kind}=${label}`);
  return ['1', googleAds.tagId, ...labels].join('|');
}
