// The spec's advertising claims, phrased once from the facts in site.ts and reused by every section.

import { formatEuro, formatNumber } from '../lib/format.ts';
import { brand, clinics } from '../site.ts';

export const claims = {
  years: `${brand.yearsOfExperience}+`,
  experience: `${brand.yearsOfExperience}+ Jahre Erfahrung`,
  patients: formatNumber(brand.patients),
  /** '90–95', a range with an en dash. */
  takeRate: `${brand.graftTakeRate.min}–${brand.graftTakeRate.max}`,
  priceIstanbul: formatEuro(clinics.istanbul.priceFrom),
  priceWillich: formatEuro(clinics.willich.priceFrom),
  /** The condition the take-rate guarantee depends on (spec §1). */
  takeRateCondition: 'wenn Sie die Nachsorgehinweise befolgen',
} as const;
