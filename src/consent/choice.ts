// The visitor's answer to the consent notice, kept in local storage under one key with a version (version.ts): a changed
// Google Ads setting (another tag or other labels) or a changed text asks again. Read by one function, readStoredChoice,
// wherever the browser code asks (client/consent/): at start, before every report, when another tab answers and when a
// page comes back from the back/forward cache. Storage that fails to read or write counts as no consent.

export const CONSENT_KEY = 'bemedics:einwilligung';

/** What is stored: the answer, for which setting, and when it was given. */
export interface StoredChoice {
  readonly version: string;
  readonly granted: boolean;
  readonly at: string;
}

/** What counts of a stored answer: given to this version, yes or no. */
export type ConsentChoice = Pick<StoredChoice, 'version' | 'granted'>;

/**
 * The answer stored as `raw` if it was given to `version` and says yes or no (`granted` a boolean); anything else
 * (nothing stored, text that is no JSON, another shape, `"granted": "true"`, another version, an older or a later one)
 * is undefined: no answer, so nothing of Google's loads and a visitor from an ad is asked.
 */
export function readStoredChoice(raw: unknown, version: string): ConsentChoice | undefined {
  if (typeof raw !== 'string') return undefined;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch (_) {
    return undefined;
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return undefined;
  const stored = data as Record<string, unknown>;
  if (stored.version !== version || typeof stored.granted !== 'boolean') return undefined;
  return { version, granted: stored.granted };
}
