// Copy of the hero: badge, two-part title, subtitle, trust points, calls to action and the team image.
// The team picture: a file in src/assets/images. To show a photograph, put it there and change this file name.
import teamPicture from '../assets/images/team.svg?picture';
import type { PictureContent } from '../lib/pictures.ts';
import { clinics } from '../site.ts';
import { claims } from './claims.ts';
import { anchors, whatsappAction } from './navigation.ts';
import { packageTerms } from './package-terms.ts';
import type { EditableText, IconName, LinkAction } from './types.ts';

export interface HeroContent {
  readonly badge: EditableText;
  readonly titleStart: EditableText;
  readonly titleHighlight: EditableText;
  readonly subtitle: EditableText;
  readonly trustPoints: readonly { readonly icon: IconName; readonly text: string }[];
  readonly primary: LinkAction;
  readonly secondary: LinkAction;
  readonly image: PictureContent;
  readonly priceNote: string;
}

export const hero: HeroContent = {
  badge: { key: 'hero-badge', text: `FUE-Haartransplantation in ${clinics.istanbul.city} & ${clinics.willich.city}` },
  titleStart: { key: 'hero-title-1', text: 'Endlich wieder volles Haar –' },
  titleHighlight: { key: 'hero-title-2', text: 'natürlich und dauerhaft' },
  subtitle: {
    key: 'hero-subtitle',
    text: 'Ihr Rundum-sorglos-Paket mit Flug, Hotel, Transfer, Operation, Nachsorge, PRP- und Zelltherapie. Geplant von Deutschland aus, begleitet auf Deutsch – vom ersten Gespräch bis zum Ergebnis.',
  },
  trustPoints: [
    { icon: 'award', text: claims.experience },
    { icon: 'users', text: `Über ${claims.patients} Patienten` },
    { icon: 'headset', text: 'Deutschsprachige Betreuung' },
    { icon: 'shield', text: `Anwuchsrate ${claims.takeRate} % garantiert*` },
  ],
  primary: { ...whatsappAction, label: 'Kostenlose Beratung per WhatsApp' },
  secondary: { label: 'Preise ansehen', href: `#${anchors.services}` },
  image: {
    picture: teamPicture,
    alt: 'Das Bemedics-Team: eine Ärztin, ein Chirurg und eine Patientenbetreuerin',
  },
  priceNote: `Komplettpaket ab ${claims.priceIstanbul} ${packageTerms.priceIncludes}. *Garantiert, ${claims.takeRateCondition}.`,
};
