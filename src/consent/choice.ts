// The visitor's answer to the consent banner, kept in local storage under one key with a version (version.ts): a changed
// Google Ads setting (another tag or other labels) or a changed banner text asks again. Read by one function,
// readStoredChoice, in both places that read it: the pre-paint script that decides whether the banner shows
// (src/lib/inline-scripts.ts, which inlines its source) and the browser code that decides whether Google loads
// (client/consent/). Storage that fails to read or write counts as no consent.

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
 * is undefined: no answer, so the banner asks and nothing of Google's loads. Self-contained on purpose: the pre-paint
 * script inlines this very function's source, so it may use no imports or outer names and only syntax every browser
 * that runs the site's scripts parses (test/unit/consent-choice.test.ts runs it from its source alone).
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
