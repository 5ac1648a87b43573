// The visitor's answer to the consent notice, kept in local storage under one key with a version (version.ts): a changed
// Google Ads setting (another tag or other labels) or a changed text asks again. Read only here (parseChoice), wherever
// the browser code asks (client/consent/): readStoredChoice for this version's answer, at start, before every report,
// when another tab answers and when a page comes back from the back/forward cache; refusesAny for a no of any version,
// which ends a yes the page was given itself (withdrawal wins, also across deploys). Storage that fails to read or
// write counts as no consent.

export const CONSENT_KEY = 'bemedics:einwilligung';

/** What is stored: the answer, for which setting, and when it was given. */
export interface StoredChoice {
  readonly version: string;
  readonly granted: boolean;
  readonly at: string;
}

/** What counts of a stored answer: given to this version, yes or no. */
export type ConsentChoice = Pick<StoredChoice, 'version' | 'granted'>;

/** The answer stored as `raw`, given to any version, if it says yes or no (`granted` a boolean); else undefined. */
function parseChoice(raw: unknown): ConsentChoice | undefined {
  if (typeof raw !== 'string') return undefined;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch (_) {
    return undefined;
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return undefined;
  const stored = data as Record<string, unknown>;
  if (typeof stored.version !== 'string' || typeof stored.granted !== 'boolean') return undefined;
  return { version: stored.version, granted: stored.granted };
}

/**
 * The answer stored as `raw` if it was given to `version` and says yes or no (`granted` a boolean); anything else
 * (nothing stored, text that is no JSON, another shape, `"granted": "true"`, another version, an older or a later one)
 * is undefined: no answer, so nothing of Google's loads and a visitor from an ad is asked.
 */
export function readStoredChoice(raw: unknown, version: string): ConsentChoice | undefined {
  const choice = parseChoice(raw);
  return choice?.version === version ? choice : undefined;
}

/**
 * Whether `raw` ends a yes this page was given and could not keep: anything stored but a yes, that is a no of any
 * version (a newer deploy's page in another tab said no) or a value that cannot be read as an answer. Withdrawal wins;
 * nothing stored (null, '') or a yes of any version does not. Not a reason to skip the notice: a page without an
 * answer of its own still asks (readStoredChoice).
 */
export function refusesAny(raw: unknown): boolean {
  return typeof raw === 'string' && raw !== '' && parseChoice(raw)?.granted !== true;
}
