// Copy of the hero: badge, two-part title, the offer with each location's starting price, calls to action, subtitle,
// trust points and the team image.
// The team picture: a file in src/assets/images. To show a photograph, put it there and change this file name.
import teamPicture from '../assets/images/team.svg?picture';
import type { PictureContent } from '../lib/pictures.ts';
import { type SiteFacts, site } from '../site.ts';
import { claimsFor, placedPrice } from './claims.ts';
import { anchors, whatsappAction } from './navigation.ts';
import { packageTermsFor } from './package-terms.ts';
import type { EditableText, IconName, LinkAction } from './types.ts';

export interface HeroContent {
  readonly badge: EditableText;
  readonly titleStart: EditableText;
  readonly titleHighlight: EditableText;
  readonly subtitle: EditableText;
  readonly trustPoints: readonly { readonly icon: IconName; readonly text: string }[];
  /**
   * The offer in one line for the first screen: 'Komplettpaket' and each location's starting price with its place, in
   * the price cards' words ('ab', 'inklusive aller Nebenkosten').
   */
  readonly offer: { readonly lead: string; readonly prices: readonly string[]; readonly note: string };
  readonly primary: LinkAction;
  readonly secondary: LinkAction;
  readonly image: PictureContent;
  /** The footnote of the trust point with an asterisk: the guarantee in full. */
  readonly priceNote: string;
}

export function heroFor(facts: SiteFacts): HeroContent {
  const claims = claimsFor(facts);
  const terms = packageTermsFor(facts);
  const { istanbul, willich } = facts.clinics;
  return {
    badge: { key: 'hero-badge', text: `FUE-Haartransplantation in ${istanbul.city} & ${willich.city}` },
    titleStart: { key: 'hero-title-1', text: 'Endlich wieder volleres Haar –' },
    titleHighlight: { key: 'hero-title-2', text: 'mit Ihren eigenen Haarwurzeln' },
    subtitle: {
      key: 'hero-subtitle',
      text: `Ihr Komplettpaket: ${terms.contents}. Geplant von Deutschland aus, begleitet auf Deutsch – vom ersten Gespräch bis zur Nachsorge.`,
    },
    trustPoints: [
      { icon: 'award', text: claims.experience },
      { icon: 'users', text: `Über ${claims.patients} Patienten` },
      { icon: 'headset', text: 'Deutschsprachige Betreuung' },
      { icon: 'shield', text: claims.takeRateLabel },
    ],
    offer: {
      lead: 'Komplettpaket',
      prices: Object.values(facts.clinics).map(placedPrice),
      note: `jeweils ${terms.priceIncludes}`,
    },
    primary: { ...whatsappAction, label: 'Kostenlose Beratung per WhatsApp' },
    secondary: { label: 'Preise ansehen', href: `#${anchors.services}` },
    image: {
      picture: teamPicture,
      alt: 'Das Bemedics-Team: eine Ärztin, ein Chirurg und eine Patientenbetreuerin',
    },
    priceNote: `*${claims.guarantee}`,
  };
}

export const hero = heroFor(site);
