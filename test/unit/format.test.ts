import { expect, it } from 'vitest';
import { formatEuro, formatNumber } from '../../src/lib/format.ts';

it('writes prices the German way, as the spec does', () => {
  expect(formatEuro(2299)).toBe('2.299 EUR');
  expect(formatEuro(2990)).toBe('2.990 EUR');
  expect(formatEuro(750)).toBe('750 EUR');
});

it('groups thousands with a dot', () => {
  expect(formatNumber(10_000)).toBe('10.000');
});
