// The one reader of the stored consent answer (src/consent/choice.ts), which both the pre-paint script (the banner) and
// the browser code (Google's tag) use: an answer counts only when it was given to this version and says yes or no.
import { describe, expect, it } from 'vitest';
import { TEST_GOOGLE_ADS } from '../../scripts/lib/google-ads-site.ts';
import { CONSENT_KEY, readStoredChoice } from '../../src/consent/choice.ts';
import { consentVersion } from '../../src/consent/version.ts';
import { consentText } from '../../src/content/consent.ts';
import { consentAskScript } from '../../src/lib/inline-scripts.ts';

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
  it('runs from its own source alone, as the pre-paint script inlines it (no imports, no outer names)', () => {
    // A function rebuilt from its text in a scope of its own: any outer name it used would throw here.
    const alone = new Function(`'use strict'; return (${readStoredChoice.toString()});`)() as typeof readStoredChoice;
    expect(alone(stored({ version, granted: true, at: 'x' }), version)).toEqual({ version, granted: true });
    expect(alone(stored({ version, granted: 'true' }), version)).toBeUndefined();
    expect(alone('{kaputt', version)).toBeUndefined();
  });

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
    const laterText = consentVersion(TEST_GOOGLE_ADS, { ...consentText, heading: `${consentText.heading} (neu)` });
    for (const later of [laterLabels, laterTag, laterText]) {
      expect(later).not.toBe(version);
      expect(readStoredChoice(now, later)).toBeUndefined();
      expect(readStoredChoice(stored({ version: later, granted: true }), version)).toBeUndefined();
    }
  });
});

describe('the pre-paint script', () => {
  const script = consentAskScript(CONSENT_KEY, version);

  /** Whether the script shows the banner for what storage holds (or throws on reading). */
  const asks = (raw: unknown, throws = false) => {
    const attributes = new Set<string>();
    const localStorage = {
      getItem: (key: string) => {
        expect(key).toBe(CONSENT_KEY);
        if (throws) throw new DOMException('blocked', 'SecurityError');
        return raw;
      },
    };
    new Function('localStorage', 'document', script)(localStorage, {
      documentElement: { setAttribute: (name: string) => attributes.add(name) },
    });
    return attributes.has('data-consent-ask');
  };

  it('hides the banner exactly when the browser code counts the stored answer (the same reader)', () => {
    expect(script).toContain(readStoredChoice.toString());
    expect(asks(stored({ version, granted: true }))).toBe(false);
    expect(asks(stored({ version, granted: false }))).toBe(false);
  });

  it.each(noAnswer.filter(([, raw]) => typeof raw === 'string' || raw === null))(
    'asks when storage holds %s',
    (_, raw) => {
      expect(asks(raw)).toBe(true);
    },
  );

  it('asks when storage cannot be read', () => {
    expect(asks(null, true)).toBe(true);
  });
});
