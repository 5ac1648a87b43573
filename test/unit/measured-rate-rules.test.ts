// The measured take rate's figures as the deploy holds them (scripts/lib/measured-rate-rules.ts): whole counts, no more
// checked than operated, shares and median from 0 to 100, within and below the range together at most 100, every
// field there, and numbers, not a text; the live copy's figures pass.
import { describe, expect, it } from 'vitest';
import { liveFacts } from '../../scripts/lib/live-facts.ts';
import { measuredRateProblems } from '../../scripts/lib/measured-rate-rules.ts';

const MEASURED = {
  period: '2023–2025 in Istanbul und Willich',
  operations: 1480,
  checked: 1240,
  monthsAfter: 12,
  median: 93,
  withinRange: 81,
  belowRange: 11,
  countedBy: 'die operierenden Ärztinnen und Ärzte',
};
const fields = (basis: unknown) => measuredRateProblems(basis).map((problem) => problem.field);

describe('the measured take rate', () => {
  it('passes with figures that fit together, a share with a decimal among them, and as the live copy gives it', () => {
    expect(measuredRateProblems(MEASURED)).toEqual([]);
    expect(measuredRateProblems({ ...MEASURED, median: 92.5, withinRange: 89, belowRange: 11 })).toEqual([]);
    expect(measuredRateProblems({ ...MEASURED, checked: 1480 })).toEqual([]);
    expect(measuredRateProblems(liveFacts['guarantee.measuredBasis'])).toEqual([]);
  });

  it.each([
    [{ checked: 1481 }, 'checked', 'mehr Kontrollierte als Eingriffe'],
    [{ operations: 1480.5 }, 'operations', 'keine ganze Zahl'],
    [{ checked: 0 }, 'checked', 'keine ganze Zahl ab 1'],
    [{ monthsAfter: '12' }, 'monthsAfter', 'ohne Anführungszeichen'],
    [{ median: 101 }, 'median', 'kein Anteil von 0 bis 100'],
    [{ withinRange: -1 }, 'withinRange', 'kein Anteil von 0 bis 100'],
    [{ belowRange: '11 %' }, 'belowRange', 'kein Anteil von 0 bis 100'],
    [{ withinRange: 90, belowRange: 11 }, 'belowRange', 'mehr als 100 Prozent'],
    [{ countedBy: 7 }, 'countedBy', 'kein Text'],
    [{ period: undefined }, 'period', 'fehlt'],
  ])('refuses %o, naming the field %s', (change, field, problem) => {
    const found = measuredRateProblems({ ...MEASURED, ...change });
    expect(found.map((item) => item.field)).toEqual([field]);
    expect(found[0]?.problem).toContain(problem);
  });

  it('refuses a text in place of the numbers, and shows the form they take', () => {
    const [found] = measuredRateProblems('1.240 Nachkontrollen in Istanbul und Willich, 2023–2025');
    expect(found?.field).toBe('');
    expect(found?.problem).toContain('nennt die Zahlen nicht einzeln');
    expect(found?.problem).toContain('operations: 1480');
    expect(fields({})).toEqual([
      'period',
      'countedBy',
      'operations',
      'checked',
      'monthsAfter',
      'median',
      'withinRange',
      'belowRange',
    ]);
  });
});
