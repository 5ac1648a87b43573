// The figures behind the measured take rate (src/site.ts `MeasuredTakeRate`), as the deploy holds them before they go
// out (docs/vor-dem-livegang.md, „Anwuchsgarantie“): whoever advertises a health claim must prove it (BGH I ZR 62/11),
// so the FAQ states the rate only with its basis in numbers, and numbers that cannot all be true at once would prove
// nothing. Each field's text is held to the rules of every written fact (scripts/lib/fact-rules.ts) besides.
import { type FieldProblem, fieldProblems } from './field-rules.ts';

const FORM =
  '{ period: "2023–2025 in Istanbul und Willich", operations: 1480, checked: 1240, monthsAfter: 12, median: 93, withinRange: 81, belowRange: 11, countedBy: "die operierenden Ärztinnen und Ärzte" }';

/** The texts the sentence names: when and where, who counted. */
const text = (value: unknown) => (typeof value === 'string' ? null : 'ist kein Text');
/** The counts: whole numbers, at least 1. */
const count = (value: unknown) =>
  Number.isInteger(value) && (value as number) >= 1 ? null : 'ist keine ganze Zahl ab 1 (ohne Anführungszeichen)';
/** The shares and the median: percent, from 0 to 100. */
const share = (value: unknown) =>
  typeof value === 'number' && value >= 0 && value <= 100 ? null : 'ist kein Anteil von 0 bis 100 (Prozent, ohne %)';

const CHECKS = {
  period: text,
  countedBy: text,
  operations: count,
  checked: count,
  monthsAfter: count,
  median: share,
  withinRange: share,
  belowRange: share,
};

/**
 * Why the measured basis cannot go out as written, field by field: a text in place of the numbers, a field missing,
 * a count that is no whole number, more checked than operated, a share or median outside 0–100, and the shares within
 * and below the range together above 100.
 */
export function measuredRateProblems(basis: unknown): FieldProblem[] {
  const problems = fieldProblems(basis, FORM, 'nennt die Zahlen nicht einzeln', CHECKS);
  if (problems.some(({ field }) => field === '')) return problems;
  const number = (field: keyof typeof CHECKS) => {
    const value = (basis as Record<string, unknown>)[field];
    return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
  };
  const [operations, checked] = [number('operations'), number('checked')];
  if (operations !== undefined && checked !== undefined && checked > operations) {
    problems.push({
      field: 'checked',
      value: String(checked),
      problem: `sind mehr Kontrollierte als Eingriffe (operations: ${operations})`,
    });
  }
  const [within, below] = [number('withinRange'), number('belowRange')];
  if (within !== undefined && below !== undefined && within + below > 100) {
    problems.push({
      field: 'belowRange',
      value: String(below),
      problem: `ergibt mit withinRange (${within}) mehr als 100 Prozent der Kontrollierten`,
    });
  }
  return problems;
}
