// Copy of 'So läuft es ab': three steps, named as the spec names them (free consultation, personal analysis, all-round
// service), from the first contact to the aftercare.
import { type SiteFacts, site } from '../site.ts';
import { packageTermsFor } from './package-terms.ts';
import type { IconName } from './types.ts';

export interface ProcessStep {
  readonly icon: IconName;
  readonly title: string;
  readonly text: string;
}

export interface ProcessContent {
  readonly title: string;
  readonly subtitle: string;
  readonly steps: readonly ProcessStep[];
  /** Under the steps: where the photos for the estimate go. */
  readonly photos: string;
}

export function processFor(facts: SiteFacts): ProcessContent {
  const terms = packageTermsFor(facts);
  return {
    title: 'So läuft es ab',
    subtitle: 'In drei Schritten zu Ihrer Behandlung – wir kümmern uns um alles Organisatorische.',
    steps: [
      {
        icon: 'message',
        title: 'Kostenlose Beratung',
        text: 'Schreiben Sie uns per WhatsApp, rufen Sie an oder senden Sie eine E-Mail. Das Erstgespräch ist kostenlos und unverbindlich.',
      },
      {
        icon: 'clipboard',
        title: 'Persönliche Analyse',
        // An estimate of the cost from photos, made by whom the facts name; no diagnosis (§ 9 HWG), no gift (§ 7 HWG).
        text: `Anhand einiger Fotos schätzt ${facts.estimate.by} die nötige Zahl der Grafts; daraus erhalten Sie Ihre ${terms.estimateName} und Ihr ${terms.offerName}. ${terms.noDiagnosis}`,
      },
      {
        icon: terms.travelAlso ? 'plane' : 'heart',
        title: 'Rundum-Service',
        text: `Wir organisieren Ihren Behandlungstermin${
          terms.travelAlso ? `, ${terms.travelAlso}` : ''
        }. Nach dem Eingriff begleiten wir Sie durch die gesamte Nachsorge.`,
      },
    ],
    photos: terms.photos,
  };
}

export const howItWorks = processFor(site);
