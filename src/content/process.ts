// Copy of 'So läuft es ab': three steps from the first contact to the all-round service.
import { packageTerms } from './package-terms.ts';
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

export const howItWorks: ProcessContent = {
  title: 'So läuft es ab',
  subtitle: 'In drei Schritten zu Ihrem neuen Haar – wir kümmern uns um alles Organisatorische.',
  steps: [
    {
      icon: 'message',
      title: 'Kostenlose Beratung',
      text: 'Schreiben Sie uns per WhatsApp, rufen Sie an oder senden Sie eine E-Mail. Das Erstgespräch ist kostenlos und unverbindlich.',
    },
    {
      icon: 'clipboard',
      title: 'Persönliche Analyse',
      text: `Anhand einiger Fotos beurteilen unsere Spezialisten Ihre Ausgangslage, schätzen die nötige Graftzahl und erstellen Ihr ${packageTerms.offerName}. ${packageTerms.photos}`,
    },
    {
      icon: 'plane',
      title: 'Rundum-Service',
      text: 'Wir organisieren Termin, Flug, Hotel und Transfer. Nach dem Eingriff begleiten wir Sie durch die gesamte Nachsorge.',
    },
  ],
};
