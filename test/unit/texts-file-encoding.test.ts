// The one decoder of a texts file's bytes, for edit mode's import and `npm run texts:apply`
// (src/edit-mode/texts-file-encoding.ts): UTF-8 with or without byte-order mark, UTF-16 with it; nothing else.
import { expect, it } from 'vitest';
import { decodeTextsFile } from '../../src/edit-mode/texts-file-encoding.ts';

const TEXT = '{"texts":{"hero-badge":"Grüße – „aus“ Willich 😀"}}';
const utf16 = (order: 'le' | 'be', mark = true) => {
  const bytes = Buffer.from(`${mark ? '\ufeff' : ''}${TEXT}`, 'utf16le');
  return order === 'be' ? bytes.swap16() : bytes;
};

it.each([
  ['UTF-8', Buffer.from(TEXT)],
  ['UTF-8 with a byte-order mark', Buffer.from(`\ufeff${TEXT}`)],
  ['UTF-16 LE with a byte-order mark', utf16('le')],
  ['UTF-16 BE with a byte-order mark', utf16('be')],
])('reads %s, without the mark', (_, bytes) => {
  expect(decodeTextsFile(bytes)).toBe(TEXT);
});

it.each([
  ['Windows-1252', Buffer.from(TEXT.replace(' 😀', ''), 'latin1')],
  ['UTF-16 LE without a byte-order mark', utf16('le', false)],
  ['UTF-16 BE without a byte-order mark', utf16('be', false)],
  ['UTF-8 cut off in the middle of a character', Buffer.from(TEXT).subarray(0, TEXT.indexOf('ü') + 1)],
])('refuses %s instead of guessing', (_, bytes) => {
  expect(decodeTextsFile(bytes)).toBeNull();
});
