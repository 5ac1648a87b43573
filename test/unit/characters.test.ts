// The one character rule of the owner's tools (src/lib/characters.ts): what it refuses, what it lets through, and how a
// tool prints what it refuses.
import { describe, expect, it } from 'vitest';
import {
  escapeUnsafe,
  hasUnsafeCharacters,
  printable,
  UNSAFE_CHARACTER_SOURCE,
  withoutUnsafeCharacters,
} from '../../src/lib/characters.ts';

/** Every kind the rule names, each with how a tool shows it. */
const REFUSED: readonly [string, string, string][] = [
  ['NUL', '\u0000', '\\u{0}'],
  ['ESC', '\u001b', '\\u{1b}'],
  ['BEL', '\u0007', '\\u{7}'],
  ['DEL', '\u007f', '\\u{7f}'],
  ['C1 CSI', '\u009b', '\\u{9b}'],
  ['right-to-left override', '\u202e', '\\u{202e}'],
  ['left-to-right embedding', '\u202a', '\\u{202a}'],
  ['pop directional isolate', '\u2069', '\\u{2069}'],
  ['left-to-right mark', '\u200e', '\\u{200e}'],
  ['right-to-left mark', '\u200f', '\\u{200f}'],
  ['Arabic letter mark', '\u061c', '\\u{61c}'],
  ['zero-width space', '\u200b', '\\u{200b}'],
  ['zero-width joiner', '\u200d', '\\u{200d}'],
  ['word joiner', '\u2060', '\\u{2060}'],
  ['soft hyphen', '\u00ad', '\\u{ad}'],
  ['byte-order mark', '\ufeff', '\\u{feff}'],
  ['line separator', '\u2028', '\\u{2028}'],
  ['paragraph separator', '\u2029', '\\u{2029}'],
  ['tag letter A', '\u{E0041}', '\\u{e0041}'],
  ['cancel tag', '\u{E007F}', '\\u{e007f}'],
  ['unassigned tag code point', '\u{E0000}', '\\u{e0000}'],
];

describe('the character rule', () => {
  it.each(REFUSED)('refuses the %s', (_, character, shown) => {
    expect(hasUnsafeCharacters(`Warum${character}Bemedics`)).toBe(true);
    expect(withoutUnsafeCharacters(`Warum${character}Bemedics`)).toBe('WarumBemedics');
    expect(escapeUnsafe(`Warum${character}Bemedics`)).toBe(`Warum${shown}Bemedics`);
    expect(new RegExp(UNSAFE_CHARACTER_SOURCE, 'u').test(character)).toBe(true);
  });

  it('lets every character of ordinary German copy through', () => {
    const copy = 'Haartransplantation „ab 1.990 €“ – 2–3 Wochen, Größe 100\u00a0%, 5\u202fmm, Ärzte · Straße ✓ 😀 👍🏽';
    expect(hasUnsafeCharacters(copy)).toBe(false);
    expect(escapeUnsafe(copy)).toBe(copy);
  });

  it('escapes a line feed and a tab inside a value, so that a value cannot start a line of its own', () => {
    expect(escapeUnsafe('hero\n\n3 Texte geändert\tok')).toBe('hero\\u{a}\\u{a}3 Texte geändert\\u{9}ok');
  });

  it('keeps the line feeds and tabs of a message the tool composed, and escapes everything else', () => {
    expect(printable('Zeile 1\n\tZeile 2 \u001b[2J\u202e')).toBe('Zeile 1\n\tZeile 2 \\u{1b}[2J\\u{202e}');
  });
});
