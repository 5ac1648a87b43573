// The figures behind the measured take rate (src/site.ts `MeasuredTakeRate`), as the deploy holds them before they go
// out (docs/vor-dem-livegang.md, „Anwuchsgarantie“): whoever advertises a health claim must prove it (BGH I ZR 62/11),
// so the FAQ states the rate only with its basis in numbers, and numbers that cannot all be true at once would prove
// nothing. Each field's text is held to the rules of every written fact (scripts/lib/fact-rules.ts) besides.

/** One field of the measured basis that cannot go out as written: its name ('' for the whole), value and what is wrong. */
export interface FieldProblem {
  readonly field: string;
  readonly value: string;
  readonly problem: string;
}

/** The counts: whole numbers, at least 1. */
const COUNTS = ['operations', 'checked', 'monthsAfter'] as const;
/** The shares and the median: percent, from 0 to 100. */
const SHARES = ['median', 'withinRange', 'belowRange'] as const;
/** The texts the sentence names: when and where, who counted. */
const TEXTS = ['period', 'countedBy'] as const;

const FORM =
  '{ period: "2023–2025 in Istanbul und Willich", operations: 1480, checked: 1240, monthsAfter: 12, median: 93, withinRange: 81, belowRange: 11, countedBy: "die operierenden Ärztinnen und Ärzte" }';

/**
 * Why the measured basis cannot go out as written, field by field: a text in place of the numbers, a field missing,
 * a count that is no whole number, more checked than operated, a share or median outside 0–100, and the shares within
 * and below the range together above 100.
 */
export function measuredRateProblems(basis: unknown): FieldProblem[] {
  if (typeof basis !== 'object' || basis === null) {
    return [
      { field: '', value: String(basis), problem: `nennt die Zahlen nicht einzeln; schreiben Sie sie so: ${FORM}` },
    ];
  }
  const fields = basis as Record<string, unknown>;
  const problems: FieldProblem[] = [];
  const shown = (value: unknown) => (value === undefined ? '' : String(value));
  const number = (field: string) => {
    const value = fields[field];
    return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
  };
  for (const field of [...TEXTS, ...COUNTS, ...SHARES]) {
    if (fields[field] === undefined) problems.push({ field, value: '', problem: `fehlt (Form: ${FORM})` });
  }
  for (const field of TEXTS) {
    const value = fields[field];
    if (value !== undefined && typeof value !== 'string') {
      problems.push({ field, value: shown(value), problem: 'ist kein Text' });
    }
  }
  for (const field of COUNTS) {
    const value = fields[field];
    if (value === undefined) continue;
    if (!Number.isInteger(value) || (value as number) < 1) {
      problems.push({ field, value: shown(value), problem: 'ist keine ganze Zahl ab 1 (ohne Anführungszeichen)' });
    }
  }
  for (const field of SHARES) {
    const value = fields[field];
    if (value === undefined) continue;
    const share = number(field);
    if (share === undefined || share < 0 || share > 100) {
      problems.push({ field, value: shown(value), problem: 'ist kein Anteil von 0 bis 100 (Prozent, ohne %)' });
    }
  }
  const operations = number('operations');
  const checked = number('checked');
  if (operations !== undefined && checked !== undefined && checked > operations) {
    problems.push({
      field: 'checked',
      value: shown(checked),
      problem: `sind mehr Kontrollierte als Eingriffe (operations: ${operations})`,
    });
  }
  const within = number('withinRange');
  const below = number('belowRange');
  if (within !== undefined && below !== undefined && within + below > 100) {
    problems.push({
      field: 'belowRange',
      value: shown(below),
      problem: `ergibt mit withinRange (${within}) mehr als 100 Prozent der Kontrollierten`,
    });
  }
  return problems;
}
