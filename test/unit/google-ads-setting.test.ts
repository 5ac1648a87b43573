// The check of the Google Ads setting prints what it refuses, in `vite build` and `npm run deploy`: every value and every
// label's kind with its control characters escaped (src/consent/google-ads-setting.ts, src/lib/characters.ts).
import { expect, it } from 'vitest';
import { googleAdsProblem } from '../../src/consent/google-ads-setting.ts';
import { hasUnsafeCharacters } from '../../src/lib/characters.ts';
import type { GoogleAds } from '../../src/site.ts';

// Retitles the terminal window, then clears the screen: what a raw kind did to the terminal of `vite build`.
const HOSTILE = '\u001b]0;pwned\u0007\u001b[2J';
const SHOWN = '\\u{1b}]0;pwned\\u{7}\\u{1b}[2J';

const setting = (labels: Record<string, string>) =>
  ({ tagId: 'AW-123', labels, accountHolder: 'Beispiel GmbH, Willich' }) as unknown as GoogleAds;

it.each([
  ['an empty label', setting({ whatsapp: 'x', [HOSTILE]: '' })],
  ['a label with other characters', setting({ whatsapp: 'x', [HOSTILE]: 'a b' })],
  ['a well-formed label', setting({ whatsapp: 'x', [HOSTILE]: 'AbC-1' })],
])('names a kind with %s escaped, never raw', (_, googleAds) => {
  const problem = googleAdsProblem(googleAds) ?? '';
  expect(problem).toContain(SHOWN);
  expect(hasUnsafeCharacters(problem)).toBe(false);
});

// A kind with a typo would leave its conversions unreported without a word.
it('names a kind the site does not report, and accepts the three it does', () => {
  expect(googleAdsProblem(setting({ whatsapp: 'AbC-1', telefon: 'DeF_2' }))).toContain('telefon');
  expect(googleAdsProblem(setting({ whatsapp: 'AbC-1', phone: 'DeF_2', mail: 'GhI3' }))).toBeNull();
});

// From the environment the setting is JSON no type checked: a wrong type gets the owner's message, not a TypeError.
it.each([
  ['a tag ID as a number', { tagId: 123, labels: { whatsapp: 'AbC-1' } }],
  ['a tag ID as a list', { tagId: ['AW-123'], labels: { whatsapp: 'AbC-1' } }],
  ['a label as a list', { tagId: 'AW-123', labels: { whatsapp: ['AbC-1'] } }],
  ['labels as a list', { tagId: 'AW-123', labels: ['AbC-1'] }],
  ['no labels', { tagId: 'AW-123', labels: null }],
])('refuses %s with a message', (_, wrong) => {
  const googleAds = { ...wrong, accountHolder: 'Beispiel GmbH, Willich' } as unknown as GoogleAds;
  expect(googleAdsProblem(googleAds)).toContain('tagId als Text');
});

it.each([
  ['a list', ['Beispiel GmbH, Willich']],
  ['true', true],
  ['an object', { a: 1 }],
])('asks for the account holder where it is %s', (_, accountHolder) => {
  const googleAds = { tagId: 'AW-123', labels: { whatsapp: 'AbC-1' }, accountHolder } as unknown as GoogleAds;
  expect(googleAdsProblem(googleAds)).toContain('welche Firma das Google-Ads-Konto hält');
});
