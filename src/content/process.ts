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
        // A first estimate from photos, not a diagnosis: a doctor examines before the operation (HWG § 9).
        text: `Anhand einiger Fotos schätzen unsere Spezialisten die nötige Zahl der Grafts und erstellen Ihr ${terms.offerName}. Ob der Eingriff für Sie geeignet ist, entscheidet die Ärztin oder der Arzt erst nach einer Untersuchung vor dem Eingriff. ${terms.photos}`,
      },
      {
        icon: terms.travelAlso ? 'plane' : 'heart',
        title: 'Rundum-Service',
        text: `Wir organisieren Ihren Behandlungstermin${
          terms.travelAlso ? `, ${terms.travelAlso}` : ''
        }. Nach dem Eingriff begleiten wir Sie durch die gesamte Nachsorge.`,
      },
    ],
  };
}

export const howItWorks = processFor(site);
