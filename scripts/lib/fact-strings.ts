// Every string of the business facts with the id of its setting, as src/site.ts names them
// (`operator.willichOperator.companyName`, `contact.openingHours.days.0`): what the deploy check holds to the rules of
// scripts/lib/fact-rules.ts, the fields of an optional fact and of the owner's objects included.
import type { SiteFacts, website } from '../../src/site.ts';

/** One string of the facts. */
export interface FactString {
  /** The path to it from the top of src/site.ts: the id a placeholder there carries. */
  readonly id: string;
  readonly value: string;
}

/**
 * The facts the pages are written from, by the name of each export of src/site.ts: the site's facts and the website's,
 * without the settings, which are switches and a Google Ads setting with a check of its own (src/consent/google-ads-setting.ts).
 */
export function writtenFacts(site: SiteFacts, websiteFacts: typeof website): Readonly<Record<string, unknown>> {
  const { settings: _switches, ...facts } = site;
  return { ...facts, website: websiteFacts };
}

/** Every string under `value`, depth first in the order the facts are written; `null`, numbers and booleans have none. */
export function factStrings(value: unknown, id = ''): FactString[] {
  if (typeof value === 'string') return [{ id, value }];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, field]) => factStrings(field, id ? `${id}.${key}` : key));
}
