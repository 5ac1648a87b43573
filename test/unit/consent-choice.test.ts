// The one reader of the stored consent answer (src/consent/choice.ts), which the browser code uses wherever it asks
// (at start, before each report, on another tab's answer): an answer counts only when it was given to this version and
// says yes or no; and a no of any version, or anything stored that is no answer, ends a yes the page was given itself.
import { describe, expect, it } from 'vitest';
import { TEST_GOOGLE_ADS } from '../../scripts/lib/google-ads-site.ts';
import { readStoredChoice, refusesAny } from '../../src/consent/choice.ts';
import { consentVersion } from '../../src/consent/version.ts';
import { consentDetails, consentSheet, consentText } from '../../src/content/consent.ts';
import { operator } from '../../src/site.ts';

const version = consentVersion(TEST_GOOGLE_ADS);
const stored = (value: unknown) => JSON.stringify(value);

/** Stored values that must count as no answer, each with why. */
const noAnswer: [string, unknown][] = [
  ['nothing stored', null],
  ['an empty string', ''],
  ['text that is no JSON', '{kaputt'],
  ['JSON cut short', stored({ version, granted: true }).slice(0, -1)],
  ['granted as the string "true"', stored({ version, granted: 'true' })],
  ['granted as the string "false"', stored({ version, granted: 'false' })],
  ['granted as 1', stored({ version, granted: 1 })],
  ['granted as null', stored({ version, granted: null })],
  ['granted as an object', stored({ version, granted: { valueOf: true } })],
  ['granted missing', stored({ version, at: '2026-11-25T00:00:00.000Z' })],
  ['no version', stored({ granted: true })],
  ['the version as a list', stored({ version: [version], granted: true })],
  ['another version', stored({ version: 'x', granted: true })],
  ['the version with a space', stored({ version: `${version} `, granted: true })],
  ['an answer inside a list', stored([{ version, granted: true }])],
  ['an answer under __proto__', `{"__proto__":${stored({ version, granted: true })}}`],
  ['a string', stored('granted')],
  ['a number', '42'],
  ['true', 'true'],
  ['JSON null', 'null'],
  ['not a string at all', { version, granted: true }],
];

describe('readStoredChoice', () => {
  it('returns a yes or a no given to this version, and nothing else of what is stored', () => {
    const at = '2026-11-25T10:00:00.000Z';
    expect(readStoredChoice(stored({ version, granted: true, at }), version)).toEqual({ version, granted: true });
    expect(readStoredChoice(stored({ version, granted: false, at }), version)).toEqual({ version, granted: false });
    expect(readStoredChoice(stored({ version, granted: true, extra: '<script>' }), version)).toEqual({
      version,
      granted: true,
    });
  });

  it.each(noAnswer)('counts %s as no answer', (_, raw) => {
    expect(readStoredChoice(raw, version)).toBeUndefined();
  });

  it('counts an answer to an earlier setting or text as no answer, and one given now as none once they change', () => {
    const now = stored({ version, granted: true });
    const laterLabels = consentVersion({ ...TEST_GOOGLE_ADS, labels: { ...TEST_GOOGLE_ADS.labels, mail: 'MaIl-1' } });
    const laterTag = consentVersion({ ...TEST_GOOGLE_ADS, tagId: 'AW-987654321' });
    const laterText = consentVersion(TEST_GOOGLE_ADS, {
      notice: { ...consentText, title: `${consentText.title} (neu)` },
      details: consentDetails(TEST_GOOGLE_ADS, operator.companyName),
    });
    // The details are what the visitor reads too: another account holder, or another word of them, asks again; so does
    // a line of the short summary they open with.
    const laterHolder = consentVersion({ ...TEST_GOOGLE_ADS, accountHolder: 'Andere Beispiel GmbH, Köln' });
    const details = consentDetails(TEST_GOOGLE_ADS, operator.companyName);
    const laterSummary = consentVersion(TEST_GOOGLE_ADS, {
      notice: consentText,
      details: { ...details, blocks: [{ list: ['Gemessen wird mehr.'] }, ...details.blocks.slice(1)] },
    });
    expect(details.blocks[0]).toEqual({ list: Object.values(consentSheet(TEST_GOOGLE_ADS, operator.companyName)) });
    for (const later of [laterLabels, laterTag, laterText, laterHolder, laterSummary]) {
      expect(later).not.toBe(version);
      expect(readStoredChoice(now, later)).toBeUndefined();
      expect(readStoredChoice(stored({ version: later, granted: true }), version)).toBeUndefined();
    }
  });
});

describe('refusesAny', () => {
  const other = consentVersion({ ...TEST_GOOGLE_ADS, tagId: 'AW-987654321' });

  it('counts a no of this or of any other version as a refusal, and a yes of any version as none', () => {
    expect(refusesAny(stored({ version, granted: false, at: '2026-11-25T10:00:00.000Z' }))).toBe(true);
    expect(refusesAny(stored({ version: other, granted: false }))).toBe(true);
    expect(refusesAny(stored({ version: 'ältere Fassung', granted: false }))).toBe(true);
    expect(refusesAny(stored({ version, granted: true }))).toBe(false);
    expect(refusesAny(stored({ version: other, granted: true }))).toBe(false);
  });

  // Withdrawal wins: what cannot be read as an answer may have been one (another build's format, a write cut short).
  // Of the values that are no answer for this version, these are not refusals: nothing stored, and a yes of another.
  const notRefusals = [
    'nothing stored',
    'an empty string',
    'not a string at all',
    'another version',
    'the version with a space',
  ];
  it.each(noAnswer.filter(([name]) => !notRefusals.includes(name)))('counts %s as a refusal', (_, raw) => {
    expect(refusesAny(raw)).toBe(true);
  });

  it.each<[string, unknown]>([
    ...noAnswer.filter(([name]) => notRefusals.includes(name)),
    ['not a string at all, saying no', { version, granted: false }],
  ])('counts %s as no refusal', (_, raw) => {
    expect(refusesAny(raw)).toBe(false);
  });
});
