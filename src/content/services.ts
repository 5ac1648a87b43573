// Copy of 'Unsere Leistungen': heading and the two price cards, Istanbul ('Beliebteste Wahl') and Willich, each with a
// picture of its place, what its starting price covers and who the contract is with.
// The pictures: files in src/assets/images, drawn until the owner brings photos of the places; to show a photograph, put
// it there and change the file name here (docs/betreiber.md).
import istanbulPicture from '../assets/images/istanbul.svg?picture';
import willichPicture from '../assets/images/willich.svg?picture';
import { whatsappHref } from '../lib/links.ts';
import type { PictureContent } from '../lib/pictures.ts';
import { paths } from '../routes.ts';
import { type Clinic, type SiteFacts, site } from '../site.ts';
import { type ClaimLine, claimLine, pricePartsOf } from './claims.ts';
import { whatsappGreetingFor } from './contact-texts.ts';
import { withdrawalMention } from './legal/withdrawal.ts';
import {
  bloodTest,
  type CoverageItem,
  contractPartnerLine,
  type LedSentence,
  type PartnerLine,
  packageTermsFor,
  priceCoverage,
} from './package-terms.ts';
import type { EditableText, LinkAction } from './types.ts';

export interface PriceCard {
  readonly clinic: Clinic['id'];
  /** The card's id, which its tile above the cards links to ('preis-istanbul'). */
  readonly anchor: string;
  /** The place as its tile names it, above its starting price ('Istanbul'). */
  readonly place: string;
  /** The place, across the top of the card. */
  readonly picture: PictureContent;
  readonly title: string;
  readonly location: string;
  /** e.g. 'Beliebteste Wahl', with what it rests on once given; the card is highlighted when set. */
  readonly highlight?: ClaimLine;
  readonly pricePrefix: string;
  /** The starting price as its figure and currency ('2.299' and 'EUR'), which the card sets in two sizes. */
  readonly price: { readonly figure: string; readonly currency: string };
  readonly priceNote: string;
  /** Whether the price includes VAT, beside it (PAngV § 3), a foreign tax named with what it is (the owner's fact). */
  readonly vat: string;
  /** What the starting price covers: grafts, days on site, the journey where there is one, and what it does not. */
  readonly coverage: readonly CoverageItem[];
  readonly includes: readonly string[];
  /** Who the contract is with: firm, legal form and full address, and where to read more. */
  readonly partner: PartnerLine & { readonly more: LinkAction };
  /** Where the owner grants a right of withdrawal, one short line linked to the Widerrufsbelehrung; else null. */
  readonly withdrawal: LinkAction | null;
  readonly action: LinkAction;
}

export interface ServicesContent {
  readonly title: EditableText;
  readonly subtitle: EditableText;
  readonly includesLabel: string;
  readonly coverageLabel: string;
  readonly cards: readonly PriceCard[];
  /**
   * On a phone the package list folds into a disclosure under this line, which takes the place of its heading ('Im
   * Paket enthalten: 9 Leistungen'); from tablet width, where the cards stand side by side, it is shown whole.
   */
  readonly includesFolded: (count: number) => string;
  /**
   * Below the cards, a row each with its lead in bold: what the offer binds, what happens when more grafts are needed,
   * what is included, and what the named procedures are (the cell therapy).
   */
  readonly notes: readonly LedSentence[];
}

/** What the drawings show; a photograph, once the owner puts one in, is described in his own words instead. */
const istanbulScene = 'Istanbul am Bosporus: Moscheekuppeln, Minarette und der Galataturm';
const willichScene = 'Willich am Niederrhein: Backsteinhäuser, Kirchturm, Windmühle und die Klinik';

/** A drawing says so in its alt text; a photograph is not called an illustration. */
function placePicture(picture: PictureContent['picture'], scene: string): PictureContent {
  return { picture, alt: picture.kind === 'vector' ? `Illustration: ${scene}` : scene };
}

/** The journey, listed where a clinic's package includes it (site.ts `packageIncludesTravel`). */
const travel = ['Hin- und Rückflug', 'Hotel in Kliniknähe', 'Alle Transfers: Flughafen, Hotel, Klinik'];

/** Each card opens a chat with its own clinic's WhatsApp number (spec), with the greeting the facts word. */
function clinicChat(clinic: Clinic, facts: SiteFacts): LinkAction {
  return {
    label: `Beratung für ${clinic.city} anfragen`,
    href: whatsappHref(
      clinic.whatsapp,
      `${whatsappGreetingFor(facts.settings.consultationWording)} (Standort ${clinic.city})`,
    ),
    icon: 'whatsapp',
    external: true,
  };
}

export function servicesFor(facts: SiteFacts): ServicesContent {
  const terms = packageTermsFor(facts);
  const { istanbul, willich } = facts.clinics;
  const card = (
    clinic: Clinic,
    location: string,
    picture: PictureContent,
    care: readonly string[],
  ): Omit<PriceCard, 'title'> => ({
    clinic: clinic.id,
    anchor: `preis-${clinic.id}`,
    place: clinic.city,
    picture,
    location,
    pricePrefix: 'ab',
    price: pricePartsOf(clinic),
    priceNote: terms.priceIncludes,
    vat: clinic.priceCovers.vat,
    coverage: priceCoverage(clinic, facts.decisions.bloodTest),
    includes: [
      ...(clinic.packageIncludesTravel ? travel : [`Behandlung in ${clinic.address.country}, ohne Flugreise`]),
      ...(facts.decisions.bloodTest === 'in-package' ? [bloodTest.included] : []),
      'FUE-Haartransplantation',
      'PRP-Therapie',
      'Zelltherapie',
      ...care,
    ],
    partner: { ...contractPartnerLine(facts, clinic), more: { label: 'Impressum', href: paths.impressum } },
    withdrawal: withdrawalMention(facts),
    action: clinicChat(clinic, facts),
  });
  return {
    title: { key: 'services-title', text: 'Unsere Leistungen' },
    subtitle: {
      key: 'services-subtitle',
      text: `Zwei Standorte, ein Anspruch: Ihr Komplettpaket – ${terms.priceIncludes}.`,
    },
    includesLabel: 'Im Paket enthalten',
    includesFolded: (count) => `Im Paket enthalten: ${count} Leistungen`,
    coverageLabel: 'Was der Ab-Preis umfasst',
    cards: [
      {
        title: `Haartransplantation in ${istanbul.city}`,
        highlight: claimLine(facts, 'popular'),
        ...card(
          istanbul,
          `${istanbul.city}, ${istanbul.address.country}`,
          placePicture(istanbulPicture, istanbulScene),
          ['Nachsorge-Set und Nachbetreuung', 'Deutschsprachige Begleitung vor Ort'],
        ),
      },
      {
        title: `Haartransplantation in ${willich.city}`,
        ...card(
          willich,
          `${willich.city} (NRW), ${willich.address.country}`,
          placePicture(willichPicture, willichScene),
          ['Nachsorge und Nachbetreuung vor Ort', 'Persönliche Betreuung auf Deutsch'],
        ),
      },
    ],
    notes: [
      terms.notes.offer,
      terms.notes.moreGrafts,
      terms.notes.includes,
      { lead: 'Zelltherapie', rest: `: ${facts.treatments.cellTherapy}` },
    ],
  };
}

export const services = servicesFor(site);
