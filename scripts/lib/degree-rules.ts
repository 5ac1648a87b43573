// The operating doctor's degree as the deploy holds it (src/site.ts `AcademicDegree`; docs/vor-dem-livegang.md,
// „Ärztin oder Arzt im Hero“): a degree may be carried only in the form it was awarded, one from outside the EU and
// the EEA only with the institution that awarded it (§ 132a StGB; § 5 Abs. 2 Nr. 3 UWG; § 3 S. 2 Nr. 3 b HWG). The
// Turkish medical degree „Tıp Doktoru“ is the first professional degree, not a doctorate: „Dr.“ or „Dr. med.“ is not
// true for it, neither beside the picture nor wherever a page names the same person (the Impressum's representatives,
// the person responsible for the content, the data protection officer).
import type { FactString } from './fact-strings.ts';

/** A German doctor's title: „Dr.“, „Dr. med.“ and the like, „Dr“ before a name, „Doktor“ as a word of its own. */
const DOCTOR_TITLE = String.raw`(?<!\p{L})(?:Dr\.|Dr(?=\s)|Doktor(?!\p{L}))`;

/** Whether `text` carries a German doctor's title anywhere. */
export const hasDoctorTitle = (text: string) => new RegExp(DOCTOR_TITLE, 'u').test(text);

/**
 * The facts no page shows (src/site.ts `unpublished(…)`): what they say of a person reaches no visitor. A fixed list,
 * because a fact's call is gone once the owner has written its value (test/unit/degree-rules.test.ts holds it to the
 * calls in src/site.ts).
 */
export const UNPUBLISHED_FACTS: readonly RegExp[] = [
  /^evidence\.\w+\.basis$/,
  /^legalReview\./,
  /^treatments\.drugLawStatus$/,
];

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The pattern of the same person named with a doctor's title: „Dr.“ (with parts such as „med.“), then none, some or all
 * of his or her given names, each whole or as its initial, then the surname. „Dr. Demir“, „Dr. med. A. Demir“ and
 * „Dr. Ayşe Demir“ name Ayşe Demir; „Dr. Mehmet Demir“ names someone else, who may hold a doctorate of his own.
 */
function titledMention(name: string): RegExp {
  const parts = name.trim().split(/\s+/u);
  const surname = literal(parts.at(-1) ?? '');
  const given = parts.slice(0, -1).flatMap((part) => [literal(part), `${literal(part.charAt(0))}\\.`]);
  const givenNames = given.length ? String.raw`(?:\s*(?:${given.join('|')}))*` : '';
  return new RegExp(String.raw`${DOCTOR_TITLE}(?:\s*\p{Ll}+\.)*${givenNames}\s*${surname}(?!\p{L})`, 'u');
}

/** One fact that names the doctor with a title the degree does not give. */
export interface DegreeProblem {
  readonly id: string;
  readonly value: string;
  readonly problem: string;
}

interface Doctor {
  readonly name?: unknown;
  readonly degree?: { readonly form?: unknown; readonly institution?: unknown; readonly inEuEea?: unknown } | null;
}

/**
 * Why the doctor's facts, or a shown fact that names him or her, cannot go out (`doctor` is src/site.ts
 * `team.leadDoctor`, `shown` every other written string a page shows): a degree in the name, where the page sets it from
 * `degree`; a degree of unknown origin; and, for a degree from outside the EU and the EEA, „Dr.“ as its form or before
 * the name in any shown text. The same person is found by the surname, with the given names where a text names them.
 */
export function degreeProblems(doctor: unknown, shown: readonly FactString[]): DegreeProblem[] {
  if (typeof doctor !== 'object' || doctor === null) return [];
  const { name, degree } = doctor as Doctor;
  const problems: DegreeProblem[] = [];
  const foreign = degree?.inEuEea === false;
  const awarded =
    degree && typeof degree.form === 'string' && typeof degree.institution === 'string'
      ? `„${degree.form}“ (${degree.institution})`
      : 'der Grad';
  const law = '§ 132a StGB; § 5 Abs. 2 Nr. 3 UWG';
  const notDoctorate = `${awarded} ist nicht in der EU oder im EWR verliehen und darf nur in dieser Form mit der Hochschule geführt werden, nicht als „Dr.“ (${law})`;
  if (degree && typeof degree.inEuEea !== 'boolean') {
    problems.push({
      id: 'team.leadDoctor.degree.inEuEea',
      value: String(degree.inEuEea),
      problem: 'sagt nicht, ob der Grad in der EU oder im EWR verliehen wurde (true oder false)',
    });
  }
  if (typeof name === 'string' && hasDoctorTitle(name)) {
    problems.push({
      id: 'team.leadDoctor.name',
      value: name,
      problem: foreign
        ? `trägt „Dr.“: ${notDoctorate}`
        : 'trägt einen Grad: Der Name steht ohne Grad da, den Grad setzt die Seite aus degree davor (form, institution, inEuEea)',
    });
  }
  if (foreign && typeof degree?.form === 'string' && hasDoctorTitle(degree.form)) {
    problems.push({
      id: 'team.leadDoctor.degree.form',
      value: degree.form,
      problem: `ist eine deutsche Form; ein Grad von außerhalb der EU und des EWR steht in der Form, in der ihn die Hochschule verliehen hat, etwa „Tıp Doktoru“ (${law})`,
    });
  }
  if (foreign && typeof name === 'string' && name.trim()) {
    const pattern = titledMention(name.replace(new RegExp(`${DOCTOR_TITLE}(?:\\s*\\p{Ll}+\\.)*`, 'gu'), ''));
    for (const fact of shown) {
      if (fact.id.startsWith('team.leadDoctor.') || UNPUBLISHED_FACTS.some((id) => id.test(fact.id))) continue;
      if (pattern.test(fact.value)) {
        problems.push({ id: fact.id, value: fact.value, problem: `nennt ${name.trim()} mit „Dr.“: ${notDoctorate}` });
      }
    }
  }
  return problems;
}
