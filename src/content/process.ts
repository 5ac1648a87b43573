// Copy of 'So läuft es ab': three steps, named as the spec names them (free consultation, personal analysis, all-round
// service), from the first contact to the aftercare. The first step's name is the spec's or the lawful one
// (`settings.consultationWording`); our own sentences call no consultation or estimate free (§ 7 Abs. 1 HWG,
// docs/vor-dem-livegang.md, „Kostenlose Beratung“).
import { type SiteFacts, site } from '../site.ts';
import { consultationWords } from './contact-texts.ts';
import { anchors, whatsappAction } from './navigation.ts';
import { packageTermsFor } from './package-terms.ts';
import type { IconName, LinkAction } from './types.ts';

export interface ProcessStep {
  readonly icon: IconName;
  readonly title: string;
  readonly text: string;
  /** What the step is not, where that takes more than a clause: a note of its own beside the step. */
  readonly note?: string;
}

export interface ProcessContent {
  readonly title: string;
  readonly subtitle: string;
  readonly steps: readonly ProcessStep[];
  /**
   * Under the steps, where interest peaks: where the photos for the estimate go (by e-mail: the main button leads to the
   * form), and apart from that sentence WhatsApp as the way to a first conversation.
   */
  readonly photos: {
    readonly title: string;
    readonly text: string;
    readonly action: LinkAction;
    readonly consultation: { readonly text: string; readonly action: LinkAction };
  };
}

export function processFor(facts: SiteFacts): ProcessContent {
  const terms = packageTermsFor(facts);
  return {
    title: 'So läuft es ab',
    subtitle: 'In drei Schritten zu Ihrer Behandlung – um das Organisatorische kümmern wir uns.',
    steps: [
      {
        icon: 'message',
        title: consultationWords[facts.settings.consultationWording].step,
        text: 'Schreiben Sie uns per WhatsApp, rufen Sie an oder senden Sie eine E-Mail. Das Erstgespräch ist unverbindlich; wir beantworten Ihre Fragen zu Methode, Ablauf und Preis.',
      },
      {
        icon: 'clipboard',
        title: 'Persönliche Analyse',
        // An estimate of the cost from photos, made by whom the facts name; no diagnosis (§ 9 HWG), no gift (§ 7 HWG).
        text: `Anhand einiger Fotos schätzt ${facts.estimate.by} die nötige Zahl der Grafts: Ihre ${terms.estimateName}.`,
        note: terms.noDiagnosis,
      },
      {
        icon: terms.travelAlso ? 'plane' : 'heart',
        title: 'Rundum-Service',
        text: `Sie erhalten Ihr ${terms.offerName}, und wir organisieren Ihren Behandlungstermin${
          terms.travelAlso ? `, ${terms.travelAlso}` : ''
        }. Nach dem Eingriff begleiten wir Sie durch die gesamte Nachsorge.`,
      },
    ],
    photos: {
      title: 'Fotos für Ihre Kostenschätzung',
      text: terms.photos,
      action: { label: 'Zum Kontaktformular', href: `#${anchors.contactForm}`, icon: 'mail' },
      consultation: {
        text: 'Lieber erst persönlich sprechen? Ihre Fragen beantworten wir auch per WhatsApp.',
        action: { ...whatsappAction, label: 'Beratung per WhatsApp' },
      },
    },
  };
}

export const howItWorks = processFor(site);
