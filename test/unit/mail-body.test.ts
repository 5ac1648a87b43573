// The body of the prepared e-mail: the entries as typed, then the consent with date and time (Art. 7 Abs. 1 DSGVO).
import { expect, it } from 'vitest';
import { consentNamesIstanbul, mailDraft } from '../../src/content/mail-draft.ts';
import { consentTime, mailBody } from '../../src/lib/mail-body.ts';
import { site } from '../../src/site.ts';

it('writes date and time the German way, 24-hour clock', () => {
  expect(consentTime(new Date(2026, 10, 22, 14, 5))).toBe('22.11.2026, 14:05 Uhr');
  expect(consentTime(new Date(2027, 0, 3, 0, 7))).toBe('03.01.2027, 00:07 Uhr');
});

it('ends the mail with the consent line, after the message and a signature separator', () => {
  const body = mailBody(
    mailDraft,
    { name: 'Max', email: 'max@example.de', message: 'Hallo\r\nzweite Zeile' },
    new Date(2026, 10, 22, 9, 30),
  );
  expect(body).toBe(
    'Name: Max\r\nE-Mail: max@example.de\r\n\r\nNachricht:\r\nHallo\r\nzweite Zeile\r\n\r\n--\r\n' +
      mailDraft.consentRecord.replace('{date}', '22.11.2026, 09:30 Uhr'),
  );
  // The recorded consent says what was agreed to: health data, and processing in Istanbul, outside the EU, while the
  // consent carries it (test/unit/claims-audit.test.ts has both sides).
  const line = body.split('\r\n').at(-1) ?? '';
  expect(line).toMatch(
    /^Einwilligung zur Verarbeitung meiner Angaben einschließlich Gesundheitsdaten gemäß Datenschutzerklärung.*: erteilt am 22\.11\.2026, 09:30 Uhr$/,
  );
  expect(line.includes('Istanbul')).toBe(consentNamesIstanbul(site));
});
