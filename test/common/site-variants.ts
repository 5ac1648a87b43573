// The facts of src/site.ts in the other shapes the owner may give them: the Istanbul company running Willich itself or a
// Willich company of its own, and the journey in no package, in Istanbul's only or in every one. The unit and worker
// layers build the copy from each, so both sides of every such setting are tested without another build.
import type { Clinic, GuaranteeForm, SiteFacts } from '../../src/site.ts';
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
  flightPayment: 'mit der Anzahlung an uns; wir buchen den Flug, sobald sie eingegangen ist',
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

export const siteVariants: readonly SiteVariant[] = (['willich-company', 'istanbul-runs-both'] as const).flatMap(
  (operator) => (['none', 'istanbul', 'every'] as const).map((travel) => variant(operator, travel)),
);

/** A measured range's basis, where the site's facts give none. */
export const MEASURED_BASIS = '1.240 Nachkontrollen zwölf Monate nach dem Eingriff in Istanbul und Willich, 2023–2025';

/** The site's facts with the guarantee in `wording`, and in the binding one a measured range with its basis or without. */
function withGuarantee(wording: GuaranteeForm, measuredBasis: string | null): SiteFacts {
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
