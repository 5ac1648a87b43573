// The visitor's answer to the consent banner, kept in local storage under one key with a version (version.ts): a changed
// Google Ads setting (another tag or other labels) or a changed banner text asks again. Read by the pre-paint script
// (src/lib/inline-scripts.ts) and the browser code (client/consent/); storage that fails to read or write counts as no
// consent.

export const CONSENT_KEY = 'bemedics:einwilligung';

/** What is stored: the answer, for which setting, and when it was given. */
export interface StoredChoice {
  readonly version: string;
  readonly granted: boolean;
  readonly at: string;
}
