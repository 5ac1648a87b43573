// The facts the deploy refuses as written (scripts/lib/malformed-facts.ts), on the real src/site.ts: each named once, by
// its setting, its label while the file still names one, and the line of its key; an open fact is left to the list of
// placeholders, a fact that only names another to the one it names.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { writtenFacts } from '../../scripts/lib/fact-strings.ts';
import { malformedFacts } from '../../scripts/lib/malformed-facts.ts';
import { settingKeys } from '../../scripts/lib/site-source.ts';
import { factLabels, legalReview, openFacts, site, UNDECIDED, website } from '../../src/site.ts';

const source = readFileSync('src/site.ts', 'utf8');
const lines = source.split('\n');

/** The line of `key:` in the block of `export const block`, found without the code under test. */
function keyLine(block: string, key: string): number {
  const start = lines.findIndex((line) => line.startsWith(`export const ${block}`));
  return lines.findIndex((line, index) => index > start && new RegExp(`^\\s*${key}:`).test(line)) + 1;
}

/** The malformed facts of `facts`, where the owner wrote the facts `written` and left the others open as they are. */
const check = (facts: unknown, ...written: string[]) =>
  malformedFacts({
    facts,
    open: new Set(openFacts.map((fact) => fact.id).filter((id) => !written.includes(id))),
    keyOf: settingKeys(source),
    labels: factLabels,
  });

describe('the facts written but not fit to go out', () => {
  const facts = writtenFacts(site, website);

  it('name the setting, its label where a call still names it, the line of its key and the value', () => {
    const written = {
      ...facts,
      operator: { ...site.operator, companyName: '' },
      contact: { ...site.contact, email: ' ' },
    };
    const found = check(written, 'operator.companyName', 'contact.email');
    expect(found).toEqual([
      {
        id: 'contact.email',
        label: factLabels.get('contact.email'),
        line: keyLine('contact', 'email'),
        value: ' ',
        problem: 'ist leer (kein Buchstabe, keine Ziffer)',
      },
      {
        id: 'operator.companyName',
        label: factLabels.get('operator.companyName'),
        line: keyLine('operator', 'companyName'),
        value: '',
        problem: 'ist leer (kein Buchstabe, keine Ziffer)',
      },
    ]);
  });

  it('reach the fields of an optional fact, under its label', () => {
    const rating = { score: 4.7, count: 268, source: 'Google ', url: 'https://example.org', asOf: '2026-03' };
    const [found] = check({ ...facts, reviews: { ...site.reviews, rating } }, 'reviews.rating');
    expect(found?.id).toBe('reviews.rating.source');
    expect(found?.label).toBe(factLabels.get('reviews.rating'));
    expect(found?.line).toBe(keyLine('reviews', 'rating'));
    expect(found?.problem).toContain('Leerraum');
  });

  it('name a number shown that the links do not dial, once both numbers are written and each has its form', () => {
    const contact = (phoneDisplay: string, phoneE164: string) => ({
      ...facts,
      contact: { ...site.contact, phoneDisplay, phoneE164 },
    });
    const both = ['contact.phoneDisplay', 'contact.phoneE164'];
    expect(check(contact('+49 2154 812 341', '+492154812340'), ...both)).toEqual([
      {
        id: 'contact.phoneDisplay',
        label: factLabels.get('contact.phoneDisplay'),
        line: keyLine('contact', 'phoneDisplay'),
        value: '+49 2154 812 341',
        problem: expect.stringContaining('+492154812340'),
      },
    ]);
    expect(check(contact('02154 812340', '+492154812340'), ...both)).toEqual([]);
    // The number dialled of the wrong form is named for that alone; an open one is left to the placeholders.
    expect(check(contact('+49 2154 812 341', '+49 2154 812340'), ...both).map((fact) => fact.id)).toEqual([
      'contact.phoneE164',
    ]);
    // Whether or not src/site.ts still has the number dialled open: here it is.
    const dialledOpen = malformedFacts({
      facts: contact('+49 2154 812 341', '+492154812340'),
      open: new Set([...openFacts.map((fact) => fact.id), 'contact.phoneE164']),
      keyOf: settingKeys(source),
      labels: factLabels,
    });
    expect(dialledOpen.map((fact) => fact.id)).not.toContain('contact.phoneDisplay');
  });

  it('name the measured take rate’s figures that do not fit together, each by its field, at the line of its key', () => {
    const measuredBasis = {
      period: '2023–2025 in Istanbul und Willich',
      operations: 1480,
      checked: 1481,
      monthsAfter: 12,
      median: 93,
      withinRange: 81,
      belowRange: 11,
      countedBy: 'die operierenden Ärztinnen und Ärzte ',
    };
    const found = check({ ...facts, guarantee: { ...site.guarantee, measuredBasis } }, 'guarantee.measuredBasis');
    const line = keyLine('guarantee', 'measuredBasis');
    expect(found.map(({ id, line: at, value }) => ({ id, line: at, value }))).toEqual([
      // A field's text by the rules of every fact, its figures by their own.
      { id: 'guarantee.measuredBasis.countedBy', line, value: measuredBasis.countedBy },
      { id: 'guarantee.measuredBasis.checked', line, value: '1481' },
    ]);
    expect(found[1]?.problem).toContain('mehr Kontrollierte als Eingriffe (operations: 1480)');
    // Written as a text instead of its numbers: named as the whole.
    const text = check(
      { ...facts, guarantee: { ...site.guarantee, measuredBasis: '1.240 Nachkontrollen' } },
      'guarantee.measuredBasis',
    );
    expect(text.map((fact) => fact.id)).toEqual(['guarantee.measuredBasis']);
  });

  it('name a clinic’s coordinates that are no place on the globe, each by its field; none and a place pass', () => {
    const withGeo = (istanbul: unknown, willich: unknown) => ({
      ...facts,
      clinics: {
        istanbul: { ...site.clinics.istanbul, geo: istanbul },
        willich: { ...site.clinics.willich, geo: willich },
      },
    });
    const found = check(
      withGeo({ latitude: '41.05372', longitude: 28.98771 }, { latitude: 51.26318, longitude: 186.5 }),
      'clinics.istanbul.geo',
      'clinics.willich.geo',
    );
    expect(found.map(({ id, value, problem }) => ({ id, value, problem }))).toEqual([
      {
        id: 'clinics.istanbul.geo.latitude',
        value: '41.05372',
        problem: 'ist keine Zahl von -90 bis 90 (Dezimalgrad mit Punkt, ohne Anführungszeichen)',
      },
      {
        id: 'clinics.willich.geo.longitude',
        value: '186.5',
        problem: 'ist keine Zahl von -180 bis 180 (Dezimalgrad mit Punkt, ohne Anführungszeichen)',
      },
    ]);
    expect(found[0]?.label).toBe(factLabels.get('clinics.istanbul.geo'));
    // Written as one text, or with a field missing or one too many: named as the whole or by the field.
    const text = check(withGeo('41.05372, 28.98771', null), 'clinics.istanbul.geo');
    expect(text.map((fact) => fact.id)).toEqual(['clinics.istanbul.geo']);
    const fields = check(withGeo({ latitude: 41.05372, lng: 28.98771 }, null), 'clinics.istanbul.geo');
    expect(fields.map((fact) => fact.id)).toEqual(['clinics.istanbul.geo.longitude', 'clinics.istanbul.geo.lng']);
    const places = withGeo({ latitude: -33.8688, longitude: -180 }, { latitude: 90, longitude: 6.54927 });
    expect(check(places, 'clinics.istanbul.geo', 'clinics.willich.geo')).toEqual([]);
    expect(check(withGeo(null, null))).toEqual([]);
  });

  it('name „Dr.“ for a doctor whose degree is from outside the EU, in her name and where a shown text names her', () => {
    const leadDoctor = {
      name: 'Dr. Ayşe Demir',
      degree: { form: 'Tıp Doktoru', institution: 'İstanbul Üniversitesi', inEuEea: false },
      title: 'Fachärztin für Dermatologie',
      titleAwardedIn: 'Türkei',
      since: 2009,
      operatesIn: 'istanbul',
    };
    const written = {
      ...facts,
      team: { leadDoctor },
      operator: { ...site.operator, representatives: 'Dr. med. Ayşe Demir, Geschäftsführerin' },
    };
    const found = check(written, 'team.leadDoctor', 'operator.representatives');
    expect(found.map(({ id, line }) => ({ id, line }))).toEqual([
      { id: 'team.leadDoctor.name', line: keyLine('team', 'leadDoctor') },
      { id: 'operator.representatives', line: keyLine('operator', 'representatives') },
    ]);
    expect(found[1]?.problem).toContain('nennt Dr. Ayşe Demir mit „Dr.“');
    // With a German doctorate both may stand as written, the name without it.
    const german = {
      ...leadDoctor,
      name: 'Ayşe Demir',
      degree: { ...leadDoctor.degree, inEuEea: true, form: 'Dr. med.' },
    };
    expect(check({ ...written, team: { leadDoctor: german } }, 'team.leadDoctor', 'operator.representatives')).toEqual(
      [],
    );
  });

  it('leave an open fact to the list of placeholders', () => {
    const written = { ...facts, operator: { ...site.operator, companyName: '[Platzhalter: Firmenname]' } };
    const open = new Set(['operator.companyName']);
    const keyOf = settingKeys(source);
    const ids = (found: readonly { readonly id: string }[]) => found.map((fact) => fact.id);
    expect(ids(malformedFacts({ facts: written, open, keyOf, labels: factLabels }))).not.toContain(
      'operator.companyName',
    );
    expect(ids(check(written, 'operator.companyName'))).toContain('operator.companyName');
  });

  it('name a fact that two settings share once, where it is written', () => {
    // contact.whatsapp is clinics.willich.whatsapp in src/site.ts, and operator.address is clinics.istanbul.address.
    const whatsapp = '+49 151';
    const street = 'Halaskargazi Caddesi 112 ';
    const address = { ...site.clinics.istanbul.address, street };
    const clinics = {
      istanbul: { ...site.clinics.istanbul, address },
      willich: { ...site.clinics.willich, whatsapp },
    };
    const written = {
      ...facts,
      clinics,
      contact: { ...site.contact, whatsapp },
      operator: { ...site.operator, address },
    };
    const found = check(written, 'clinics.willich.whatsapp', 'clinics.istanbul.address.street');
    expect(found.map((fact) => fact.id)).toEqual(['clinics.istanbul.address.street', 'clinics.willich.whatsapp']);
  });
});

describe('the placeholders of src/site.ts', () => {
  it('carry the id of the setting that holds them, and their label, so a fact is listed once', () => {
    const facts = { ...writtenFacts(site, website), legalReview } as Record<string, unknown>;
    const at = (id: string) => id.split('.').reduce<unknown>((value, key) => (value as never)?.[key], facts);
    // A confirmation not yet given is false, a decision not yet taken null, every other fact its stand-in.
    const notYet: Record<string, boolean | null> = { 'noch nicht bestätigt': false, [UNDECIDED]: null };
    const standIn = (value: string) => (value in notYet ? notYet[value] : value);
    for (const fact of openFacts) {
      expect(at(fact.id), fact.id).toBe(standIn(fact.value));
      if (fact.value !== 'noch nicht bestätigt') expect(factLabels.get(fact.id), fact.id).toBe(fact.label);
    }
  });
});
