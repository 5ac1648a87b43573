// Where a setting stands in src/site.ts (scripts/lib/site-source.ts): the line of its key, whether the value there is a
// placeholder's call, the owner's own or another fact's name; keys inside comments, strings and deeper objects do not
// count.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { factStrings, writtenFacts } from '../../scripts/lib/fact-strings.ts';
import { settingKeys } from '../../scripts/lib/site-source.ts';
import { openFacts, site, website } from '../../src/site.ts';

const SOURCE = `// name: in a comment
const other = { companyName: 'not this one' };

export const operator: Operator = {
  /** companyName: the firm */
  legalForm: 'GmbH', // companyName: here neither
  note: 'companyName: in a string',
  nested: { companyName: 'deeper' },
  companyName: placeholder(
    'operator.companyName',
    'Firmenname (z. B. { companyName: "…" })',
  ),
  address: clinics.istanbul.address,
  rating: { score: 4.7, source: 'Google' },
  days: ['Monday'],
};
`;

describe('where a setting stands', () => {
  const keyOf = settingKeys(SOURCE);
  const lines = SOURCE.split('\n');
  const lineWith = (text: string) => lines.findIndex((line) => line.includes(text)) + 1;

  it('is the line of its key, past keys in comments, strings and deeper objects', () => {
    expect(keyOf('operator.companyName')).toEqual({ line: lineWith('companyName: placeholder('), reference: false });
    expect(keyOf('operator.legalForm')?.line).toBe(lineWith("legalForm: 'GmbH'"));
    expect(keyOf('operator.nested.companyName')?.line).toBe(lineWith('nested: {'));
  });

  it('is the key of an object written on one line, and of an array for its items', () => {
    expect(keyOf('operator.rating.source')?.line).toBe(lineWith('rating: {'));
    expect(keyOf('operator.days.0')?.line).toBe(lineWith('days: ['));
  });

  it('stops at a call: a field of what a placeholder gives stands on its key', () => {
    expect(keyOf('operator.companyName.detail')?.line).toBe(lineWith('companyName: placeholder('));
  });

  it('knows a value that is another fact’s name, and every field below it', () => {
    expect(keyOf('operator.address')).toEqual({ line: lineWith('address: clinics'), reference: true });
    expect(keyOf('operator.address.street')).toEqual({ line: lineWith('address: clinics'), reference: true });
  });

  it('is unknown without an export of that name', () => {
    expect(keyOf('other.companyName')).toBeUndefined();
    expect(keyOf('contact.email')).toBeUndefined();
  });
});

describe('in src/site.ts', () => {
  const source = readFileSync('src/site.ts', 'utf8');
  const lines = source.split('\n');
  const keyOf = settingKeys(source);

  it('every string of the facts stands on the line of its key, or of the key above it that holds a call or another fact', () => {
    for (const { id } of factStrings(writtenFacts(site, website))) {
      const key = keyOf(id);
      expect(key, id).toBeDefined();
      const line = lines[(key?.line ?? 0) - 1] ?? '';
      const names = id.split('.').filter((part) => !/^\d+$/.test(part));
      expect(
        names.some((name) => line.trimStart().startsWith(`${name}:`) || line.includes(` ${name}: `)),
        `${id} at line ${key?.line}: ${line}`,
      ).toBe(true);
    }
  });

  it('an open fact’s key stands on its id’s line or the line before', () => {
    for (const fact of openFacts.filter((open) => !open.id.startsWith('legalReview.'))) {
      const id = lines.findIndex((line) => line.includes(`'${fact.id}'`)) + 1;
      const key = keyOf(fact.id)?.line ?? 0;
      expect(id - key, fact.id).toBeGreaterThanOrEqual(0);
      expect(id - key, fact.id).toBeLessThanOrEqual(1);
    }
  });
});
