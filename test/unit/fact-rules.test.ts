// What a written fact must look like before the deploy lets it out (scripts/lib/fact-rules.ts): one that is there but
// empty, padded, broken over lines or of the wrong form is refused with the reason; the live copy's facts all pass.
import { describe, expect, it } from 'vitest';
import { factProblem, MULTI_LINE_FACTS, phoneDisplayProblem } from '../../scripts/lib/fact-rules.ts';
import { factStrings } from '../../scripts/lib/fact-strings.ts';
import { liveFacts, liveGoogleAds } from '../../scripts/lib/live-facts.ts';

describe('a written fact', () => {
  it.each([
    ['', 'ist leer'],
    [' ', 'ist leer'],
    ['\u200b', 'ist leer'],
    ['\u00a0', 'ist leer'],
    ['-', 'ist leer'],
    ['[Platzhalter: Firmenname]', 'ist noch ein Platzhalter'],
    ['Bemedics [platzhalter: Rechtsform]', 'ist noch ein Platzhalter'],
    ['Bemedics GmbH ', 'beginnt oder endet mit Leerraum'],
    [' Bemedics GmbH', 'beginnt oder endet mit Leerraum'],
    ['Bemedics GmbH\u00a0', 'beginnt oder endet mit Leerraum'],
    ['Bemedics  GmbH', 'enthält doppelten Leerraum'],
    ['Bemedics \u00a0GmbH', 'enthält doppelten Leerraum'],
    ['Bemedics\nGmbH', 'Zeilenumbruch oder Tabulator'],
    ['Bemedics\tGmbH', 'Zeilenumbruch oder Tabulator'],
    ['Bemedics GmbH\n', 'Zeilenumbruch oder Tabulator'],
    ['Bemedics\u200b GmbH', 'unsichtbares oder Steuerzeichen'],
    ['Bemedics \u202eHbmG', 'unsichtbares oder Steuerzeichen'],
    ['Bemedics\u001b[2J GmbH', 'unsichtbares oder Steuerzeichen'],
    ['Bemedics\u2028GmbH', 'unsichtbares oder Steuerzeichen'],
  ])('is refused as %j: %s', (value, problem) => {
    expect(factProblem('operator.companyName', value)).toContain(problem);
  });

  it.each([
    'Bemedics Sağlık Hizmetleri',
    'Limited Şirketi (Ltd. Şti.)',
    '3.000 Grafts',
    'inkl. 10\u00a0% KDV',
    '47877',
  ])('goes out as written: %j', (value) => {
    expect(factProblem('operator.companyName', value)).toBeNull();
  });

  it('spans lines only where every page that shows it keeps its line breaks, each line held to the rules', () => {
    const address = 'Jan Becker\nBahnstraße 14\n47877 Willich';
    for (const id of MULTI_LINE_FACTS) expect(factProblem(id, address), id).toBeNull();
    expect(factProblem('privacy.emailProvider', address)).toContain('Zeilenumbruch');
    const contentResponsible = (value: string) => factProblem('operator.contentResponsible', value);
    expect(contentResponsible('Jan Becker\n\nBahnstraße 14')).toContain('leere Zeile');
    expect(contentResponsible('Jan Becker \nBahnstraße 14')).toContain('eine Zeile beginnt oder endet mit Leerraum');
    expect(contentResponsible('Jan Becker\n Bahnstraße 14')).toContain('eine Zeile beginnt oder endet mit Leerraum');
    expect(contentResponsible('Jan Becker\r\nBahnstraße 14')).toContain('Steuerzeichen');
    expect(contentResponsible('Jan Becker\tBahnstraße 14')).toContain('Steuerzeichen');
    expect(contentResponsible('Jan Becker\n')).toContain('leere Zeile');
    expect(contentResponsible('\n')).toContain('ist leer');
  });

  it.each([
    ['contact.email', 'beratung@bemedics-test.de', true],
    ['contact.email', 'info@haarklinik-müller.de', true],
    ['contact.email', 'vorname.nachname+anfrage@mail.bemedics.de', true],
    ['contact.email', 'beratung@', false],
    ['contact.email', 'beratung bemedics.de', false],
    ['contact.email', 'beratung@bemedics', false],
    ['contact.email', 'beratung@bemedics.d', false],
    ['contact.email', 'mailto:beratung@bemedics.de', false],
    ['contact.email', 'beratung@@bemedics.de', false],
    ['contact.email', 'beratung@bemedics..de', false],
    ['contact.phoneE164', '+492154812340', true],
    ['contact.phoneE164', '+49 2154 812340', false],
    ['contact.phoneE164', '02154812340', false],
    ['contact.phoneE164', '+0049 2154812340', false],
    ['contact.phoneE164', '+49', false],
    ['contact.phoneE164', '+4921548123401234', false],
    ['clinics.willich.whatsapp', '4915112345678', true],
    ['clinics.istanbul.whatsapp', '905321234567', true],
    ['clinics.willich.whatsapp', '+4915112345678', false],
    ['clinics.willich.whatsapp', '004915112345678', false],
    ['clinics.willich.whatsapp', '49 151 12345678', false],
    ['clinics.willich.whatsapp', '01511234567', false],
    ['website.origin', 'https://www.bemedics.de', true],
    ['website.origin', 'https://www.bemedics.de/', false],
    ['website.origin', 'https://www.bemedics.de/de', false],
    ['website.origin', 'http://www.bemedics.de', false],
    ['website.origin', 'www.bemedics.de', false],
    ['website.origin', 'https://WWW.bemedics.de', false],
    ['website.origin', 'https://localhost', false],
    ['privacy.dataProtectionOfficer', 'Dr. Jana Beispiel, datenschutz@bemedics.de', true],
    ['privacy.dataProtectionOfficer', '+49 221 123456', false],
  ])('%s as %j has its form: %s', (id, value, ok) => {
    expect(factProblem(id, value) === null, String(factProblem(id, value))).toBe(ok);
  });

  it.each([
    ['+49 2154 812 340', '+492154812340', true],
    ['+49 (0) 2154 812340', '+492154812340', true],
    ['0049 2154 812340', '+492154812340', true],
    ['02154 812340', '+492154812340', true],
    ['02154 / 81 23 40', '+492154812340', true],
    ['+90 212 555 0101', '+902125550101', true],
    ['+49 2154 812 341', '+492154812340', false],
    ['02154 81234', '+492154812340', false],
    ['+49 2154 812 340 0', '+492154812340', false],
    ['0221 812340', '+492154812340', false],
    ['+90 2154 812340', '+492154812340', false],
  ])('the number shown %j against the number dialled %s: the same number %s', (display, e164, same) => {
    expect(phoneDisplayProblem(display, e164) === null, String(phoneDisplayProblem(display, e164))).toBe(same);
  });

  it('lets every string of the live copy’s facts and its Google Ads account holder through', () => {
    expect(
      phoneDisplayProblem(String(liveFacts['contact.phoneDisplay']), String(liveFacts['contact.phoneE164'])),
    ).toBeNull();
    const strings = Object.entries(liveFacts).flatMap(([id, value]) => factStrings(value, id));
    expect(strings.length).toBeGreaterThan(Object.keys(liveFacts).length);
    for (const { id, value } of strings) expect(factProblem(id, value), `${id}: ${value}`).toBeNull();
    expect(factProblem('settings.googleAds.accountHolder', liveGoogleAds.accountHolder)).toBeNull();
  });
});
