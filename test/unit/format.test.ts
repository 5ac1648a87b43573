import { expect, it } from 'vitest';
import { firmName, formatEuro, formatNumber } from '../../src/lib/format.ts';

it('writes prices the German way, as the spec does', () => {
  expect(formatEuro(2299)).toBe('2.299 EUR');
  expect(formatEuro(2990)).toBe('2.990 EUR');
  expect(formatEuro(750)).toBe('750 EUR');
});

it('groups thousands with a dot', () => {
  expect(formatNumber(10_000)).toBe('10.000');
});

it('names a firm with its legal form once, never a bracket inside a bracket', () => {
  const full = 'Gesellschaft mit beschränkter Haftung (GmbH)';
  expect(firmName({ companyName: 'Bemedics Deutschland GmbH', legalForm: full })).toBe('Bemedics Deutschland GmbH');
  expect(firmName({ companyName: 'Bemedics Deutschland GmbH', legalForm: 'GmbH' })).toBe('Bemedics Deutschland GmbH');
  expect(firmName({ companyName: 'Bemedics Sağlık Hizmetleri', legalForm: 'Limited Şirketi (Ltd. Şti.)' })).toBe(
    'Bemedics Sağlık Hizmetleri, Limited Şirketi (Ltd. Şti.)',
  );
  expect(
    firmName({ companyName: 'Bemedics Sağlık Hizmetleri Ltd. Şti.', legalForm: 'Limited Şirketi (Ltd. Şti.)' }),
  ).toBe('Bemedics Sağlık Hizmetleri Ltd. Şti.');
  expect(firmName({ companyName: 'Haarpraxis Willich', legalForm: 'Einzelunternehmen' })).toBe(
    'Haarpraxis Willich (Einzelunternehmen)',
  );
});
