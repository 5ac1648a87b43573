// The texts file: its exact shape and name, and the one validator the edit mode's import and `npm run texts:apply` use.
import { describe, expect, it } from 'vitest';
import { EDITABLE_KEYS } from '../../src/edit-mode/editable-keys.ts';
import { MAX_TEXT_LENGTH } from '../../src/edit-mode/saved-texts.ts';
import {
  looksLikeMarkup,
  MAX_TEXTS_FILE_BYTES,
  readTextsFile,
  readTextsFileBytes,
  TEXTS_FORMAT,
  TEXTS_VERSION,
  textsFileContent,
  textsFileName,
} from '../../src/edit-mode/texts-file.ts';

const [first = '', second = '', third = ''] = EDITABLE_KEYS;
const file = (texts: unknown, extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    format: TEXTS_FORMAT,
    version: TEXTS_VERSION,
    exportedAt: '2026-11-22T13:05:00.000Z',
    texts,
    ...extra,
  });

describe('the exported file', () => {
  it('has exactly the documented shape, pretty-printed, texts in page order', () => {
    const content = textsFileContent({ [second]: 'Zwei', [first]: 'Eins' }, new Date('2026-11-22T13:05:00Z'));
    expect(content).toBe(
      `{\n  "format": "bemedics-texte",\n  "version": 1,\n  "exportedAt": "2026-11-22T13:05:00.000Z",\n  "texts": {\n    "${first}": "Eins",\n    "${second}": "Zwei"\n  }\n}\n`,
    );
  });

  it('is named after the local date', () => {
    expect(textsFileName(new Date(2026, 10, 2, 23, 59))).toBe('bemedics-texte-2026-11-02.json');
  });

  it('reads back what it wrote', () => {
    const texts = Object.fromEntries(EDITABLE_KEYS.map((key) => [key, `Text für ${key} – mit „Anführungszeichen“`]));
    expect(readTextsFile(textsFileContent(texts, new Date()), { strict: true })).toEqual({
      ok: true,
      texts,
      skipped: [],
    });
  });
});

describe('a file is refused whole', () => {
  it.each([
    ['not JSON', 'das ist kein JSON', 'not-json'],
    ['JSON, but an array', '[]', 'format'],
    ['another format', JSON.stringify({ format: 'andere-texte', version: 1, texts: {} }), 'format'],
    ['no format', JSON.stringify({ version: 1, texts: {} }), 'format'],
    ['another version', file({}, { version: 2 }), 'version'],
    ['a version as text', file({}, { version: '1' }), 'version'],
    ['texts missing', JSON.stringify({ format: TEXTS_FORMAT, version: TEXTS_VERSION }), 'no-texts'],
    ['texts as a list', file(['Eins']), 'no-texts'],
  ])('%s', (_, raw, problem) => {
    for (const strict of [false, true]) expect(readTextsFile(raw, { strict })).toEqual({ ok: false, problem });
  });

  it(`larger than ${MAX_TEXTS_FILE_BYTES / 1024} KB (in bytes of UTF-8, not characters)`, () => {
    const padding = (bytes: number) => ({ padding: 'ä'.repeat(bytes / 2) });
    const base = file({ [first]: 'Eins' }, padding(0)).length;
    const atLimit = file({ [first]: 'Eins' }, padding(MAX_TEXTS_FILE_BYTES - base - 1));
    expect(new TextEncoder().encode(atLimit).length).toBeLessThanOrEqual(MAX_TEXTS_FILE_BYTES);
    expect(readTextsFile(atLimit, { strict: false }).ok).toBe(true);
    const over = file({ [first]: 'Eins' }, padding(MAX_TEXTS_FILE_BYTES - base + 2));
    expect(over.length).toBeLessThan(MAX_TEXTS_FILE_BYTES);
    expect(readTextsFile(over, { strict: false })).toEqual({ ok: false, problem: 'too-large' });
  });
});

describe('each text', () => {
  it('folds white space and keeps valid texts', () => {
    const result = readTextsFile(file({ [first]: '  Neue\n\tÜberschrift  ' }), { strict: true });
    expect(result).toEqual({ ok: true, texts: { [first]: 'Neue Überschrift' }, skipped: [] });
  });

  it('skips unknown keys, values that are not text, empty and too long texts, and names each', () => {
    const result = readTextsFile(
      file({
        [first]: 'Gut',
        'hero-unbekannt': 'Text',
        [second]: 42,
        [third]: ' \n ',
        [EDITABLE_KEYS[3] ?? '']: 'x'.repeat(MAX_TEXT_LENGTH + 1),
        [EDITABLE_KEYS[4] ?? '']: 'y'.repeat(MAX_TEXT_LENGTH),
      }),
      { strict: false },
    );
    expect(result).toEqual({
      ok: true,
      texts: { [first]: 'Gut', [EDITABLE_KEYS[4] ?? '']: 'y'.repeat(MAX_TEXT_LENGTH) },
      skipped: [
        { key: 'hero-unbekannt', problem: 'unknown-key' },
        { key: second, problem: 'not-a-string' },
        { key: third, problem: 'empty' },
        { key: EDITABLE_KEYS[3], problem: 'too-long' },
      ],
    });
  });

  it('skips a "__proto__" key as unknown and changes no prototype', () => {
    const raw = `{"format":"${TEXTS_FORMAT}","version":${TEXTS_VERSION},"texts":{"__proto__":{"polluted":"ja"},"${first}":"Gut"}}`;
    const result = readTextsFile(raw, { strict: true });
    expect(result).toEqual({
      ok: true,
      texts: { [first]: 'Gut' },
      skipped: [{ key: '__proto__', problem: 'unknown-key' }],
    });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('skips texts with control or bidi characters, in the browser and when publishing', () => {
    const raw = file({ [first]: 'Volles \u202EraaH', [second]: 'Zeile\u001b[31m rot' });
    for (const strict of [false, true]) {
      expect(readTextsFile(raw, { strict })).toEqual({
        ok: true,
        texts: {},
        skipped: [
          { key: first, problem: 'control' },
          { key: second, problem: 'control' },
        ],
      });
    }
  });

  it('folds tabs and line breaks instead of refusing them', () => {
    expect(readTextsFile(file({ [first]: 'Zwei\tWörter\r\nund mehr' }), { strict: true })).toEqual({
      ok: true,
      texts: { [first]: 'Zwei Wörter und mehr' },
      skipped: [],
    });
  });

  it.each([
    ['a terminal escape', '\u001b[2J'],
    ['a reversing bidi character', '\u202e'],
    ['a zero-width space', '\u200b'],
    ['a soft hyphen', '\u00ad'],
    ['a tag character', '\u{E0041}'],
  ])('skips a text with %s (the one rule of src/lib/characters.ts)', (_, character) => {
    expect(
      readTextsFile(file({ [first]: `Warum${character}Bemedics`, [second]: 'bleibt' }), { strict: false }),
    ).toEqual({
      ok: true,
      texts: { [second]: 'bleibt' },
      skipped: [{ key: first, problem: 'control' }],
    });
  });

  // JSON's escapes can write half of a surrogate pair; stored, it became U+FFFD after the check had passed.
  it.each([
    ['a lone high surrogate', '\\ud800'],
    ['a lone low surrogate', '\\udc00'],
    ['a pair in the wrong order', '\\udc00\\ud800'],
  ])('skips a text with %s, in the browser and when publishing', (_, half) => {
    const raw = `{"format":"${TEXTS_FORMAT}","version":${TEXTS_VERSION},"texts":{"${first}":"Warum${half}Bemedics","${second}":"Gut \\ud83d\\ude00"}}`;
    for (const strict of [false, true]) {
      expect(readTextsFile(raw, { strict })).toEqual({
        ok: true,
        texts: { [second]: 'Gut 😀' },
        skipped: [{ key: first, problem: 'half-character' }],
      });
    }
  });

  it('keeps markup as text in the browser, refuses it when publishing', () => {
    const raw = file({ [first]: '<img src=x onerror=alert(1)>', [second]: 'Preise &amp; Leistungen' });
    expect(readTextsFile(raw, { strict: false })).toEqual({
      ok: true,
      texts: { [first]: '<img src=x onerror=alert(1)>', [second]: 'Preise &amp; Leistungen' },
      skipped: [],
    });
    expect(readTextsFile(raw, { strict: true })).toEqual({
      ok: true,
      texts: {},
      skipped: [
        { key: first, problem: 'markup' },
        { key: second, problem: 'markup' },
      ],
    });
  });

  it.each([
    ['<b>fett</b>', true],
    ['</p>', true],
    ['<!-- Kommentar -->', true],
    ['&#60;', true],
    ['&lt;', true],
    ['Haare < 2 cm & mehr', false],
    ['3 < 5 und 5 > 3', false],
    ['Istanbul & Willich', false],
    ['ab 2.299 EUR – inkl. Flug', false],
  ])('%s looks like markup: %s', (text, expected) => {
    expect(looksLikeMarkup(text)).toBe(expected);
  });
});

// The bytes as the import and `npm run texts:apply` both read them (src/edit-mode/texts-file-encoding.ts).
describe('a file’s bytes', () => {
  const raw = file({ [first]: 'Grüße' });
  const utf16 = (text: string, order: 'le' | 'be') => {
    const bytes = Buffer.from(`\ufeff${text}`, 'utf16le');
    if (order === 'be') bytes.swap16();
    return bytes;
  };

  it.each([
    ['UTF-8', Buffer.from(raw)],
    ['UTF-8 with a byte-order mark', Buffer.from(`\ufeff${raw}`)],
    ['UTF-16 LE with a byte-order mark', utf16(raw, 'le')],
    ['UTF-16 BE with a byte-order mark', utf16(raw, 'be')],
  ])('in %s are read', (_, bytes) => {
    expect(readTextsFileBytes(bytes, { strict: true })).toEqual({ ok: true, texts: { [first]: 'Grüße' }, skipped: [] });
  });

  it.each([
    ['Windows-1252', Buffer.from(raw, 'latin1')],
    ['UTF-16 without its byte-order mark', Buffer.from(raw, 'utf16le')],
  ])('in %s are refused whole, never read with U+FFFD in place of a letter', (_, bytes) => {
    expect(readTextsFileBytes(bytes, { strict: false })).toEqual({ ok: false, problem: 'encoding' });
  });

  it(`beyond ${MAX_TEXTS_FILE_BYTES / 1024} KB are refused before they are decoded`, () => {
    expect(readTextsFileBytes(new Uint8Array(MAX_TEXTS_FILE_BYTES + 1), { strict: false })).toEqual({
      ok: false,
      problem: 'too-large',
    });
  });
});
