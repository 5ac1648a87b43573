// The spec's advertising claims, phrased once from the facts in site.ts and quoted by every section and legal page:
// experience, patients, each location's starting price with its place, and the take-rate guarantee in one wording.
import type { AuditOptions, Badge, GuaranteeWording, Milestone, Place } from '../lib/claim-audit.ts';
import { euroParts, formatEuro, formatNumber } from '../lib/format.ts';
import { type Clinic, type SiteFacts, site } from '../site.ts';

/** '2.299 EUR' for a location: never shown without its place (test/unit/claims-audit.test.ts). */
export const priceOf = (clinic: Clinic) => formatEuro(clinic.priceFrom);

/** The same price as its figure and currency, for the price card that sets them in two sizes. */
export const pricePartsOf = (clinic: Clinic) => euroParts(clinic.priceFrom);

/** 'in Istanbul ab 2.299 EUR': a starting price, always with the place it is for. */
export const placedPrice = (clinic: Clinic) => `in ${clinic.city} ab ${priceOf(clinic)}`;

export function claimsFor(facts: SiteFacts) {
  const { brand, clinics } = facts;
  const take = brand.graftTakeRate;
  /** The condition the take-rate guarantee depends on (spec), in one wording wherever it is named. */
  const takeRateCondition = 'wenn Sie die Nachsorgehinweise befolgen';
  /**
   * The condition is not all or nothing: a guarantee that lapses on any deviation, whether or not it caused the
   * shortfall, would not hold in terms and conditions (§ 307 BGB; BGH VIII ZR 206/12).
   */
  const takeRateLapse =
    'Sie entfällt nur, soweit eine Abweichung von den Nachsorgehinweisen die geringere Anwuchsrate verursacht hat.';
  return {
    experience: `${brand.yearsOfExperience}+ Jahre Erfahrung`,
    patients: formatNumber(brand.patients),
    /** '90–95', a range with an en dash (spec). */
    takeRate: `${take.min}–${take.max}`,
    takeRateCondition,
    /** The short form beside an icon; its asterisk leads to `guarantee`, which the same section states in full. */
    takeRateLabel: `Anwuchsrate ${take.min}–${take.max} % garantiert*`,
    /**
     * The guarantee, in the one wording every page uses: the spec's range and condition, the lower bound as what is bound
     * (a range alone would be read against us, BGB § 305c Abs. 2), and how far a deviation from the aftercare counts.
     */
    guarantee: `Wir garantieren eine Anwuchsrate von mindestens ${take.min}–${take.max} Prozent, ${takeRateCondition} – verbindlich zugesagt sind mindestens ${take.min} Prozent der verpflanzten Grafts. ${takeRateLapse}`,
    /** What a deviation from the aftercare costs: only the shortfall it caused, never the whole guarantee. */
    takeRateLapse,
    /** Both starting prices, each with its place: 'in Istanbul ab 2.299 EUR und in Willich ab 2.990 EUR'. */
    prices: `${placedPrice(clinics.istanbul)} und ${placedPrice(clinics.willich)}`,
  } as const;
}

export const claims = claimsFor(site);

/** The locations as the wording rules see them (src/lib/claim-audit.ts). */
export const auditPlaces = (facts: SiteFacts): Place[] =>
  Object.values(facts.clinics).map((clinic) => ({
    city: clinic.city,
    price: priceOf(clinic),
    travel: clinic.packageIncludesTravel,
  }));

/** The price cards' badges (`highlight`, src/content/services.ts), each with its card's place, for the wording rules. */
export const auditBadges = (
  facts: SiteFacts,
  cards: readonly { readonly clinic: keyof SiteFacts['clinics']; readonly highlight?: string }[],
): Badge[] =>
  cards.flatMap(({ clinic, highlight }) => (highlight ? [{ label: highlight, city: facts.clinics[clinic].city }] : []));

/** The guarantee's one wording, for the wording rules. */
export const guaranteeWording = (facts: SiteFacts): GuaranteeWording => {
  const { guarantee, takeRateLabel } = claimsFor(facts);
  return { sentence: guarantee, label: takeRateLabel };
};

/**
 * The recovery figures of the facts, each with words that name its step, for the wording rules: when the scabs fall
 * off, when one is back among people (the FAQ's "gesellschaftsfähig", and what a headline says for it: everyday life,
 * work) and when the result is final.
 */
export const recoveryMilestones = ({ recovery }: SiteFacts): Milestone[] => [
  { figure: recovery.scabsFallOffDays, unit: 'Tag', words: ['Kruste', 'Schorf'] },
  {
    figure: recovery.presentableWeeks,
    unit: 'Woche',
    words: [
      'gesellschaftsfähig',
      'unter Menschen',
      'unter Leute',
      'Öffentlichkeit',
      'Alltag',
      'Arbeit',
      'Büro',
      'Beruf',
      'Job',
    ],
  },
  { figure: recovery.finalResultMonths, unit: 'Monat', words: ['Ergebnis', 'Resultat', 'endgültig'] },
];

/** The rules the owner's headlines are held to when `npm run texts:apply` publishes them (docs/verhalten.md). */
export const headlineAudit = (facts: SiteFacts): AuditOptions => ({
  guarantee: guaranteeWording(facts),
  recovery: recoveryMilestones(facts),
});
