// Copy of 'Unsere Leistungen': heading and the two price cards, Istanbul ('Beliebteste Wahl') and Willich.

import { whatsappHref } from '../lib/links.ts';
import { type Clinic, clinics, treatments } from '../site.ts';
import { claims } from './claims.ts';
import { whatsappGreeting } from './contact-texts.ts';
import { packageTerms } from './package-terms.ts';
import type { EditableText, LinkAction } from './types.ts';

export interface PriceCard {
  readonly clinic: Clinic['id'];
  readonly title: string;
  readonly location: string;
  /** e.g. 'Beliebteste Wahl'; the card is highlighted when set. */
  readonly highlight?: string;
  readonly pricePrefix: string;
  readonly price: string;
  readonly priceNote: string;
  readonly includes: readonly string[];
  readonly action: LinkAction;
}

export interface ServicesContent {
  readonly title: EditableText;
  readonly subtitle: EditableText;
  readonly includesLabel: string;
  readonly cards: readonly PriceCard[];
  /** Below the cards: how the price is set and what the offer binds. */
  readonly footnote: string;
  /** What the named procedures are, e.g. the cell therapy. */
  readonly notes: readonly string[];
}

/** The journey, listed where a clinic's package includes it (site.ts `packageIncludesTravel`). */
const travel = ['Hin- und Rückflug', 'Hotel in Kliniknähe', 'Alle Transfers: Flughafen, Hotel, Klinik'];

/** Each card opens a chat with its own clinic's WhatsApp number (spec §7). */
function clinicChat(clinic: Clinic): LinkAction {
  return {
    label: `Beratung für ${clinic.city} anfragen`,
    href: whatsappHref(clinic.whatsapp, `${whatsappGreeting} (Standort ${clinic.city})`),
    icon: 'whatsapp',
    external: true,
  };
}

export const services: ServicesContent = {
  title: { key: 'services-title', text: 'Unsere Leistungen' },
  subtitle: {
    key: 'services-subtitle',
    text: `Zwei Standorte, ein Anspruch: Ihr Komplettpaket zum Festpreis – ${packageTerms.priceIncludes}.`,
  },
  includesLabel: 'Im Paket enthalten',
  cards: [
    {
      clinic: 'istanbul',
      title: 'Haartransplantation in Istanbul',
      location: `${clinics.istanbul.city}, ${clinics.istanbul.address.country}`,
      highlight: 'Beliebteste Wahl',
      pricePrefix: 'ab',
      price: claims.priceIstanbul,
      priceNote: packageTerms.priceIncludes,
      includes: [
        ...(clinics.istanbul.packageIncludesTravel ? travel : []),
        'FUE-Haartransplantation',
        'PRP-Therapie',
        'Zelltherapie',
        'Nachsorge-Set und Nachbetreuung',
        'Deutschsprachige Begleitung vor Ort',
      ],
      action: clinicChat(clinics.istanbul),
    },
    {
      clinic: 'willich',
      title: 'Haartransplantation in Willich',
      location: `${clinics.willich.city} (NRW), ${clinics.willich.address.country}`,
      pricePrefix: 'ab',
      price: claims.priceWillich,
      priceNote: packageTerms.priceIncludes,
      includes: [
        ...(clinics.willich.packageIncludesTravel ? travel : ['Behandlung in Deutschland, ohne Flugreise']),
        'FUE-Haartransplantation',
        'PRP-Therapie',
        'Zelltherapie',
        'Nachsorge und Nachbetreuung vor Ort',
        'Persönliche Betreuung auf Deutsch',
      ],
      action: clinicChat(clinics.willich),
    },
  ],
  footnote: `Der endgültige Preis richtet sich nach der Zahl der benötigten Grafts. ${packageTerms.offer} ${packageTerms.includes}`,
  notes: [`Zelltherapie: ${treatments.cellTherapy}`],
};
