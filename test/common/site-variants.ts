// The facts of src/site.ts in the other shapes the owner may give them: the Istanbul company running Willich itself or a
// Willich company of its own, and the journey in no package, in Istanbul's only or in every one (with its insolvency
// protection and cancellation scale); beside these, the standard contractual clauses confirmed or not and the data
// protection officer named or not. The unit and worker layers build the copy from each, so both sides of every such
// setting are tested without another build.
import type { Clinic, DataProtectionOfficer, GuaranteeForm, MeasuredTakeRate, SiteFacts } from '../../src/site.ts';
import { site } from '../../src/site.ts';

export type OperatorVariant = 'willich-company' | 'istanbul-runs-both';
export type TravelVariant = 'none' | 'istanbul' | 'every';

export interface SiteVariant {
  readonly name: string;
  readonly operator: OperatorVariant;
  readonly travel: TravelVariant;
  readonly facts: SiteFacts;
}

/** A Willich company, where the site's facts name none. */
const willichCompany = {
  companyName: 'Beispiel Haarklinik Willich GmbH',
  legalForm: 'GmbH',
  representatives: 'Erika Beispiel',
  address: site.clinics.willich.address,
  tradeRegister: 'Amtsgericht Krefeld, HRB 1',
  vatId: null,
  gdprRepresentative: 'Beispiel Haarklinik Willich GmbH, Willich',
  jointControllerAgreement: true,
  standardContractualClauses: true,
};

const journey = {
  airports: 'Düsseldorf und Köln/Bonn',
  hotel: '2 Nächte im Hotel mit Frühstück',
  insolvencyProtection: 'Beispiel Kundengeld AG, Ringstraße 1, 50667 Köln, Telefon +49 221 000000',
  cancellationScale: 'bis 30 Tage vor Reisebeginn 25 %, danach 70 % des Reisepreises',
};

function withTravel(clinic: Clinic, travel: boolean): Clinic {
  return travel
    ? { ...clinic, packageIncludesTravel: true, journey: clinic.journey ?? journey }
    : { ...clinic, packageIncludesTravel: false, journey: null };
}

function variant(operator: OperatorVariant, travel: TravelVariant): SiteVariant {
  const { istanbul, willich } = site.clinics;
  const facts: SiteFacts = {
    ...site,
    clinics: {
      istanbul: withTravel(istanbul, travel !== 'none'),
      willich: withTravel(willich, travel === 'every'),
    },
    operator: {
      ...site.operator,
      willichOperator: operator === 'istanbul-runs-both' ? null : (site.operator.willichOperator ?? willichCompany),
    },
  };
  return { name: `${operator}, travel: ${travel}`, operator, travel, facts };
}

/**
 * The facts with the standard contractual clauses between the two companies confirmed or not (src/site.ts
 * `operator.willichOperator.standardContractualClauses`); unchanged where one company runs both, which has none.
 */
export function withStandardContractualClauses(facts: SiteFacts, confirmed: boolean): SiteFacts {
  const company = facts.operator.willichOperator;
  if (!company) return facts;
  return {
    ...facts,
    operator: { ...facts.operator, willichOperator: { ...company, standardContractualClauses: confirmed } },
  };
}

/** The two shapes of src/site.ts `privacy.dataProtectionOfficer`: a named officer, or none with the owner's reason. */
export const officerShapes: readonly { readonly name: string; readonly officer: DataProtectionOfficer }[] = [
  {
    name: 'a named officer',
    officer: 'Dr. Jana Beispiel, Beispiel Datenschutz GmbH, Hansaring 12, 50670 Köln, dsb@beispiel-datenschutz.de',
  },
  {
    name: 'none, with its reason',
    officer: { noneBecause: 'Vermerk der Kanzlei vom 20.11.2026: keine Benennungspflicht.' },
  },
];

export const withOfficer = (facts: SiteFacts, officer: DataProtectionOfficer): SiteFacts => ({
  ...facts,
  privacy: { ...facts.privacy, dataProtectionOfficer: officer },
});

export const siteVariants: readonly SiteVariant[] = (['willich-company', 'istanbul-runs-both'] as const).flatMap(
  (operator) => (['none', 'istanbul', 'every'] as const).map((travel) => variant(operator, travel)),
);

/** A measured range's basis, where the site's facts give none. */
export const MEASURED_BASIS: MeasuredTakeRate = {
  period: '2022–2024 in Istanbul',
  operations: 2015,
  checked: 1607,
  monthsAfter: 12,
  median: 92.5,
  withinRange: 78,
  belowRange: 14,
  countedBy: 'eine Ärztin, die nicht selbst operiert hatte',
};

/** The site's facts with the guarantee in `wording`, and in the binding one a measured range with its basis or without. */
function withGuarantee(wording: GuaranteeForm, measuredBasis: MeasuredTakeRate | null): SiteFacts {
  return {
    ...site,
    settings: { ...site.settings, guaranteeWording: wording },
    guarantee: { ...site.guarantee, measuredBasis },
  };
}

/** The guarantee's two wordings (`settings.guaranteeWording`), the binding one with and without a measured range. */
export const guaranteeVariants = [
  { name: 'the spec’s wording', wording: 'spec', measured: false, facts: withGuarantee('spec', null) },
  {
    name: 'the binding wording with the measured range',
    wording: 'binding',
    measured: true,
    facts: withGuarantee('binding', MEASURED_BASIS),
  },
  {
    name: 'the binding wording without a measurement',
    wording: 'binding',
    measured: false,
    facts: withGuarantee('binding', null),
  },
] as const satisfies readonly { name: string; wording: GuaranteeForm; measured: boolean; facts: SiteFacts }[];

/** The consultation's two wordings (`settings.consultationWording`): the spec's, which calls it free, and the lawful one. */
export const consultationVariants = (['spec', 'lawful'] as const).map((wording) => ({
  name: wording === 'spec' ? 'the spec’s wording' : 'the lawful wording',
  wording,
  facts: { ...site, settings: { ...site.settings, consultationWording: wording } } satisfies SiteFacts,
}));

/** The facts with the owner's decisions (src/site.ts `decisions`) as given; each one left out keeps the site's. */
export const withDecisions = (facts: SiteFacts, decisions: Partial<SiteFacts['decisions']>): SiteFacts => ({
  ...facts,
  decisions: { ...facts.decisions, ...decisions },
});

/** Each decision on either side and open (null), for the tests that read both sides whatever src/site.ts says today. */
export const decisionSides = {
  withdrawal: [null, 'exempt', 'right'],
  bloodTest: [null, 'in-package', 'own-doctor'],
  depositBase: [null, 'treatment-plus-flight', 'package-price'],
} as const satisfies { readonly [Key in keyof SiteFacts['decisions']]: readonly SiteFacts['decisions'][Key][] };
