// The facts of src/site.ts that are written but cannot go out as they are (scripts/lib/fact-rules.ts; the measured take
// rate's figures, scripts/lib/measured-rate-rules.ts; the doctor's degree, scripts/lib/degree-rules.ts; a clinic's
// coordinates, scripts/lib/geo-rules.ts), each with what the owner needs to find it: its setting, its label where the
// file still names one, and the line of its key.
import { factLabels, openFacts, site, website } from '../../src/site.ts';
import { degreeProblems } from './degree-rules.ts';
import { factProblem, phoneDisplayProblem } from './fact-rules.ts';
import { factStrings, writtenFacts } from './fact-strings.ts';
import type { FieldProblem } from './field-rules.ts';
import { geoProblems } from './geo-rules.ts';
import { measuredRateProblems } from './measured-rate-rules.ts';
import { type SettingKey, settingKeys } from './site-source.ts';

const PHONE_DISPLAY = 'contact.phoneDisplay';
const PHONE_E164 = 'contact.phoneE164';

/** One fact the deploy refuses as written. */
export interface MalformedFact {
  /** Its setting (`operator.companyName`). */
  readonly id: string;
  /** The words of the checklist, while a call in src/site.ts still names them (the fact's own, or its optional's). */
  readonly label?: string | undefined;
  /** The line of its key in src/site.ts. */
  readonly line?: number | undefined;
  readonly value: string;
  /** What is wrong, in the owner's words (`ist leer (kein Buchstabe, keine Ziffer)`). */
  readonly problem: string;
}

export interface MalformedInput {
  /** The facts by the name of their export (scripts/lib/fact-strings.ts `writtenFacts`). */
  readonly facts: unknown;
  /** The ids of the facts still open: the deploy lists them as placeholders already. */
  readonly open: ReadonlySet<string>;
  /** Where each setting stands in src/site.ts (scripts/lib/site-source.ts `settingKeys`). */
  readonly keyOf: (id: string) => SettingKey | undefined;
  /** src/site.ts `factLabels`. */
  readonly labels: ReadonlyMap<string, string>;
}

/** The label of `id`, or of the nearest setting above it that has one (`reviews.rating` for `reviews.rating.url`). */
function labelOf(id: string, labels: ReadonlyMap<string, string>): string | undefined {
  const parts = id.split('.');
  for (let length = parts.length; length > 0; length -= 1) {
    const label = labels.get(parts.slice(0, length).join('.'));
    if (label !== undefined) return label;
  }
  return undefined;
}

const MEASURED = 'guarantee.measuredBasis';
const DOCTOR = 'team.leadDoctor';
/** Each clinic's coordinates, an optional fact: null until given, and then a latitude and a longitude. */
const GEO = Object.keys(site.clinics).map((clinic) => `clinics.${clinic}.geo`);

/** The value at `id` in `facts` (`guarantee.measuredBasis`), or undefined. */
const valueAt = (facts: unknown, id: string) =>
  id.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown> | null)?.[key], facts);

/**
 * Every string of the facts that breaks a rule, once: where it is written, not where another fact refers to it; then
 * the number shown that differs from the number dialled, once both are written and each has its form; then the
 * measured take rate's figures that do not fit together, a doctor's title the degree does not give, and coordinates
 * that are no place on the globe.
 */
export function malformedFacts({ facts, open, keyOf, labels }: MalformedInput): MalformedFact[] {
  const named = (id: string, value: string, problem: string): MalformedFact => ({
    id,
    label: labelOf(id, labels),
    line: keyOf(id)?.line,
    value,
    problem,
  });
  const strings = factStrings(facts);
  const found: MalformedFact[] = strings.flatMap(({ id, value }) => {
    const problem = open.has(id) || keyOf(id)?.reference ? null : factProblem(id, value);
    return problem ? [named(id, value, problem)] : [];
  });
  const value = (id: string) => strings.find((fact) => fact.id === id)?.value;
  const display = value(PHONE_DISPLAY);
  const e164 = value(PHONE_E164);
  const checked = (id: string) => !open.has(id) && !found.some((fact) => fact.id === id);
  if (display !== undefined && e164 !== undefined && checked(PHONE_DISPLAY) && checked(PHONE_E164)) {
    const problem = phoneDisplayProblem(display, e164);
    if (problem) found.push(named(PHONE_DISPLAY, display, problem));
  }
  // The facts written as objects of fields, each problem named by its field (scripts/lib/field-rules.ts).
  const fields = (id: string, problems: (value: unknown) => FieldProblem[]) => {
    const written = valueAt(facts, id);
    if (written === null || written === undefined || open.has(id)) return;
    for (const { field, value, problem } of problems(written))
      found.push(named(field ? `${id}.${field}` : id, value, problem));
  };
  fields(MEASURED, measuredRateProblems);
  if (!open.has(DOCTOR)) {
    const shown = strings.filter(({ id }) => !open.has(id) && !keyOf(id)?.reference);
    for (const { id, value, problem } of degreeProblems(valueAt(facts, DOCTOR), shown)) {
      if (!found.some((fact) => fact.id === id)) found.push(named(id, value, problem));
    }
  }
  for (const id of GEO) fields(id, geoProblems);
  return found;
}

/**
 * The malformed facts of src/site.ts as this process loaded it, named by the lines of `source` (its text): what the
 * deploy names. A written fact is found by the line of its key: once the owner has replaced a placeholder's call, its
 * id is gone from the file.
 */
export function malformedSiteFacts(source: string): MalformedFact[] {
  return malformedFacts({
    facts: writtenFacts(site, website),
    open: new Set(openFacts.map((fact) => fact.id)),
    keyOf: settingKeys(source),
    labels: factLabels,
  });
}
