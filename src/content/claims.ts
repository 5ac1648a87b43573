// The spec's advertising claims, phrased once from the facts in site.ts and quoted by every section and legal page:
// experience, patients, each location's starting price with its place, the take-rate guarantee in one wording (of the
// two `settings.guaranteeWording` offers), and the registry of the claims only the owner can prove.
import type { AuditOptions, Badge, GuaranteeWording, Milestone, Place } from '../lib/claim-audit.ts';
import { euroParts, formatEuro, formatNumber, formatPercent } from '../lib/format.ts';
import { type Clinic, type MeasuredTakeRate, type SiteFacts, site } from '../site.ts';
import { consultationWords, whatsappGreetingFor } from './contact-texts.ts';

/** '2.299 EUR' for a location: never shown without its place (test/unit/claims-audit.test.ts). */
export const priceOf = (clinic: Clinic) => formatEuro(clinic.priceFrom);

/** The same price as its figure and currency, for the price card that sets them in two sizes. */
export const pricePartsOf = (clinic: Clinic) => euroParts(clinic.priceFrom);

/** 'in Istanbul ab 2.299 EUR': a starting price, always with the place it is for. */
export const placedPrice = (clinic: Clinic) => `in ${clinic.city} ab ${priceOf(clinic)}`;

/** A clause as the owner writes it, as a sentence: with its full stop, unless it ends in one already. */
const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/**
 * The measured range in numbers, from what the clinic counted (src/site.ts `MeasuredTakeRate`): how many operations,
 * how many of them came to the check and so which share, the median, the shares within and below the range, and who
 * counted. The share that came is rounded down, so that it never reads higher than it was.
 */
function measuredSentence(measured: MeasuredTakeRate, range: string): string {
  const came = Math.floor((measured.checked / measured.operations) * 100);
  return [
    `Von ${formatNumber(measured.operations)} Eingriffen ${measured.period} kamen ${formatNumber(measured.checked)} (${formatPercent(came)}) zur Kontrolle nach ${measured.monthsAfter} Monaten.`,
    `Bei ihnen wuchsen im Median ${formatPercent(measured.median)} der verpflanzten Grafts an, gezählt durch ${measured.countedBy}; bei ${formatPercent(measured.withinRange)} von ihnen waren es ${range} %, bei ${formatPercent(measured.belowRange)} weniger.`,
    'Das ist ein Erfahrungswert, keine Zusage für Ihr Ergebnis.',
  ].join(' ');
}

export function claimsFor(facts: SiteFacts) {
  const { brand, clinics } = facts;
  const take = brand.graftTakeRate;
  const range = `${take.min}–${take.max}`;
  const binding = facts.settings.guaranteeWording === 'binding';
  /** The condition the take-rate guarantee depends on (spec), in one wording wherever it is named. */
  const takeRateCondition = 'wenn Sie die Nachsorgehinweise befolgen';
  /**
   * The condition is not all or nothing: a guarantee that lapses on any deviation, whether or not it caused the
   * shortfall, would not hold in terms and conditions (§ 307 BGB; BGH VIII ZR 206/12). Without its subject, which each
   * text names in its own sentence.
   */
  const takeRateLapse =
    'entfällt nur, soweit eine Abweichung von den Nachsorgehinweisen die geringere Anwuchsrate verursacht hat.';
  /** What the guarantee covers and what not: a share of grafts, never a look (§ 3 S. 2 Nr. 2 a HWG). */
  const takeRateCovers =
    'Die Garantie bezieht sich allein auf den Anteil der angewachsenen Grafts, nicht auf eine bestimmte Haardichte oder ein bestimmtes ästhetisches Ergebnis.';
  /**
   * The guarantee, in the one wording every page uses. The spec's: its range and condition, the lower bound as what is
   * bound (a range alone would be read against us, BGB § 305c Abs. 2). The binding one: only the lower bound, and what
   * it covers, so that no eye-catcher promises more than the terms hold (§ 5 UWG; BGH, I ZR 260/14).
   */
  const guarantee = binding
    ? `Wir garantieren, dass mindestens ${take.min} Prozent der verpflanzten Grafts anwachsen, ${takeRateCondition} – zugesagt ist dieser Anteil, keine Haardichte und kein Aussehen. Die Garantie ${takeRateLapse}`
    : `Wir garantieren eine Anwuchsrate von mindestens ${range} Prozent, ${takeRateCondition} – verbindlich zugesagt sind mindestens ${take.min} Prozent der verpflanzten Grafts. Die Garantie ${takeRateLapse}`;
  const { remedy, measurement, followUpTravel, measuredBasis: basis } = facts.guarantee;
  /** Who pays travel and stay for the count and the follow-up treatment, per location: 'in Istanbul übernehmen wir sie, …'. */
  const travel =
    followUpTravel &&
    Object.values(clinics)
      .map((clinic) => `in ${clinic.city} ${followUpTravel[clinic.id]}`)
      .join(', ');
  /**
   * What the guarantee gives, for its footnote in the binding wording: the remedy, who pays the journey to it and how,
   * when and where the count is made, in the owner's words that AGB § 5 Abs. 4 lists (§ 5 Abs. 2 Nr. 7 UWG: what a
   * guarantee gives is part of what it promises). How to claim it stays in the AGB, which the FAQ names.
   */
  const remedyNote = [
    `Wachsen weniger an, erhalten Sie ${sentence(remedy)}`,
    travel ? `Reise und Aufenthalt für Zählung und Nachbehandlung: ${sentence(travel)}` : '',
    `Messung: ${sentence(measurement)}`,
  ]
    .filter(Boolean)
    .join(' ');
  return {
    experience: `${brand.yearsOfExperience}+ Jahre Erfahrung`,
    /** The experience in a sentence: 'seit über 17 Jahren'. */
    experienceSince: `seit über ${brand.yearsOfExperience} Jahren`,
    patients: formatNumber(brand.patients),
    /** The spec's badge of the most booked location. */
    popular: 'Beliebteste Wahl',
    /** '90–95', a range with an en dash (spec). */
    takeRate: range,
    takeRateCondition,
    /** The short form beside an icon; its asterisk leads to `guarantee`, which the same section states in full. */
    takeRateLabel: binding ? `Anwuchsrate mind. ${take.min} % garantiert*` : `Anwuchsrate ${range} % garantiert*`,
    guarantee,
    /**
     * The guarantee in full where an asterisk or a question leads to it (the hero's footnote, the FAQ): in the binding
     * wording with what it gives; the spec's wording keeps its words.
     */
    guaranteeNote: binding ? `${guarantee} ${remedyNote}` : guarantee,
    /**
     * The guarantee in one line where its footnote folds (the hero): what is promised and on which condition, so that
     * the promise never stands without its condition; the rest of `guaranteeNote` one tap away.
     */
    guaranteeSummary: binding
      ? `Garantiert sind mindestens ${take.min} % angewachsene Grafts, ${takeRateCondition}.`
      : `Garantiert ist eine Anwuchsrate von mindestens ${range} %, ${takeRateCondition}.`,
    /** Who pays travel and stay for the follow-up treatment, per location (AGB § 5 Abs. 4); null without a guarantee. */
    followUpTravel: travel,
    /** The guarantee as the AGB grant it: with what it covers in either wording. */
    guaranteeTerms: binding ? guarantee : `${guarantee} ${takeRateCovers}`,
    /**
     * In the binding wording, the range as what the clinic measured, in its numbers, in a paragraph of its own that
     * promises nothing; null where the wording shows no range. While the basis is still the placeholder's stand-in (a
     * text), the stand-in stands where the numbers will.
     */
    takeRateMeasured:
      binding && take.max > take.min && basis
        ? typeof basis === 'string'
          ? `In unseren Nachkontrollen wuchsen meist ${range} % der verpflanzten Grafts an (${basis}). Das ist ein Erfahrungswert, keine Zusage für Ihr Ergebnis.`
          : measuredSentence(basis, range)
        : null,
    /** What a deviation from the aftercare costs: only the shortfall it caused, never the whole guarantee. */
    takeRateLapse,
    /** Both starting prices, each with its place: 'in Istanbul ab 2.299 EUR und in Willich ab 2.990 EUR'. */
    prices: `${placedPrice(clinics.istanbul)} und ${placedPrice(clinics.willich)}`,
  } as const;
}

export const claims = claimsFor(site);

/** A claim as it stands on the page, with where it holds beside it once the owner has said so. */
export interface ClaimLine {
  readonly text: string;
  /** e.g. 'in Istanbul seit 2009' (src/site.ts `evidence`); null, and nothing shown, until given. */
  readonly scope: string | null;
}

/**
 * An advertising claim only the owner can prove: a figure of years, patients or percent, or a superlative. Each has its
 * evidence in src/site.ts; the pages advertise no other (test/unit/claims-registry.test.ts).
 */
export interface AdvertisingClaim extends ClaimLine {
  /** Its key in src/site.ts `evidence`: the basis `npm run deploy` requires, and the scope shown beside it. */
  readonly evidence: keyof SiteFacts['evidence'];
  /** Every way the pages write it ('über 17 Jahren'): a figure or superlative in no claim's forms is not allowed. */
  readonly forms: readonly string[];
}

/** The registry: every advertising claim of the pages, with its forms and where it holds. */
export function advertisingClaimsFor(facts: SiteFacts): readonly AdvertisingClaim[] {
  const claims = claimsFor(facts);
  const { brand, evidence } = facts;
  const { min } = brand.graftTakeRate;
  return [
    {
      evidence: 'experience',
      text: claims.experience,
      forms: [
        `${brand.yearsOfExperience}+ Jahre`,
        `${brand.yearsOfExperience} Jahre`,
        `${brand.yearsOfExperience} Jahren`,
      ],
      scope: evidence.experience.scope,
    },
    {
      evidence: 'patients',
      text: `Über ${claims.patients} Patienten`,
      forms: [`${claims.patients} Patienten`, `${claims.patients} Patientinnen`],
      scope: evidence.patients.scope,
    },
    {
      evidence: 'takeRate',
      text: claims.takeRateLabel,
      forms: [`${claims.takeRate} %`, `${claims.takeRate} Prozent`, `${min} %`, `${min} Prozent`],
      // Where the guarantee holds is its condition: under the label too, so that at 1280×800, where the footnote the
      // asterisk leads to lies below the first screen, the claim never stands without it (docs/gestaltung.md).
      scope: claims.takeRateCondition,
    },
    { evidence: 'popular', text: claims.popular, forms: [claims.popular], scope: evidence.popular.scope },
  ];
}

/**
 * Every form of a figure or superlative the pages may advertise (src/lib/advertised-figures.ts): the registry's claims
 * with what the owner says of where they hold (his basis backs those figures too: '62 % unserer Buchungen 2025'), the
 * measured range's sentence whole (its shares are allowed only in it, where they stand with their basis), and the
 * figures that are terms or prices rather than claims (the deposit, each location's VAT as the owner words it).
 */
export function allowedFigures(facts: SiteFacts): string[] {
  return [
    ...advertisingClaimsFor(facts).flatMap((claim) => [...claim.forms, claim.scope ?? '']),
    claimsFor(facts).takeRateMeasured ?? '',
    `${facts.terms.depositPercent} Prozent`,
    `${facts.terms.depositPercent} %`,
    ...Object.values(facts.clinics).map((clinic) => clinic.priceCovers.vat),
  ];
}

/** One claim of the registry as a page shows it: its words and where it holds. */
export function claimLine(facts: SiteFacts, id: AdvertisingClaim['evidence']): ClaimLine {
  const found = advertisingClaimsFor(facts).find((claim) => claim.evidence === id);
  if (!found) throw new Error(`no advertising claim ${id}`);
  return { text: found.text, scope: found.scope };
}

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
  cards: readonly { readonly clinic: keyof SiteFacts['clinics']; readonly highlight?: ClaimLine }[],
): Badge[] =>
  cards.flatMap(({ clinic, highlight }) =>
    highlight ? [{ label: highlight.text, city: facts.clinics[clinic].city }] : [],
  );

/** The guarantee's one wording, for the wording rules. */
export const guaranteeWording = (facts: SiteFacts): GuaranteeWording => {
  const { guarantee, takeRateLabel, guaranteeSummary, takeRateCondition } = claimsFor(facts);
  return { sentence: guarantee, label: takeRateLabel, summary: guaranteeSummary, condition: takeRateCondition };
};

/**
 * The spec's words that call the consultation free, while `settings.consultationWording` keeps them: the first process
 * step's name and the WhatsApp greeting (which the privacy policy quotes). Our own copy is held to the rule on a free
 * consultation with exactly these let stand; the owner's headlines have none (`headlineAudit`).
 */
export const specConsultation = ({ settings }: SiteFacts): string[] =>
  settings.consultationWording === 'spec' ? [consultationWords.spec.step, whatsappGreetingFor('spec')] : [];

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
  figures: allowedFigures(facts),
});
