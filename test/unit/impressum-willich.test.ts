// Both sides of `operator.willichOperator` in src/site.ts: a company of its own gets its complete § 5 DDG block in the
// Impressum, and `null` (the Istanbul company runs Willich itself) says so, whatever site.ts says today.
import { expect, it } from 'vitest';
import { willichSection } from '../../src/content/legal/impressum.ts';
import { type Company, clinics } from '../../src/site.ts';

const company: Company = {
  companyName: 'Beispiel Klinik GmbH',
  legalForm: 'GmbH',
  representatives: 'Erika Beispiel',
  address: { street: 'Musterweg 1', postalCode: '47877', city: 'Willich', country: 'Deutschland', countryCode: 'DE' },
  tradeRegister: 'Amtsgericht Krefeld, HRB 1',
  vatId: 'DE999999999',
};

const text = (value: unknown) => JSON.stringify(value);

it('gives a Willich company of its own its complete block: name, form, address, representatives, register, ID', () => {
  const section = text(willichSection(clinics.willich, company));
  for (const fact of [
    'Beispiel Klinik GmbH',
    'Rechtsform: GmbH',
    'Musterweg 1',
    'Erika Beispiel',
    'HRB 1',
    'DE999999999',
  ]) {
    expect(section).toContain(fact);
  }
});

it('leaves the ID line out when that company has none', () => {
  expect(text(willichSection(clinics.willich, { ...company, vatId: null }))).not.toContain('Identifikationsnummer');
});

it('says that the Istanbul company runs Willich when there is no company of its own', () => {
  const section = text(willichSection(clinics.willich, null));
  expect(section).toContain('wird von der oben genannten Gesellschaft betrieben');
  expect(section).not.toContain('Betreiber des Standorts');
});
