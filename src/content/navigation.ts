// Header, bottom bar and footer wording, and the anchors of the landing sections.

// The logo: a file in src/assets/images (an SVG keeps it sharp at every size).
import logoPicture from '../assets/images/logo.svg?picture&inline';
import { mailtoHref, telHref } from '../lib/links.ts';
import type { PictureContent } from '../lib/pictures.ts';
import { footerLinks, paths } from '../routes.ts';
import { brand, clinics, contact, links } from '../site.ts';
import { whatsappChatHref } from './contact-texts.ts';
import type { LinkAction } from './types.ts';

/** The id of every page's main content: the skip link's target. */
export const MAIN_ID = 'inhalt';

/** Section ids on the landing page; the header links to the first four (spec). */
export const anchors = {
  benefits: 'vorteile',
  services: 'leistungen',
  process: 'ablauf',
  testimonials: 'erfahrungen',
  faq: 'faq',
  contact: 'kontakt',
  /** The contact form inside the contact section, where the process box sends photos. */
  contactForm: 'kontaktformular',
} as const;

/** The header's links to the landing sections: in-page anchors on the landing page, links to them elsewhere. */
export function sectionLinks(onLandingPage: boolean): readonly LinkAction[] {
  const to = (id: string) => `${onLandingPage ? '' : paths.home}#${id}`;
  return [
    { label: 'Leistungen', href: to(anchors.services) },
    { label: 'Ablauf', href: to(anchors.process) },
    { label: 'FAQ', href: to(anchors.faq) },
    { label: 'Kontakt', href: to(anchors.contact) },
  ];
}

export const headerLinks = sectionLinks(true);

/** The main WhatsApp chat (header, bottom bar, contact card); the price cards use their clinic's number. */
export const whatsappAction: LinkAction = {
  label: 'WhatsApp',
  href: whatsappChatHref,
  icon: 'whatsapp',
  external: true,
};

export const emailAction: LinkAction = { label: 'E-Mail', href: mailtoHref(contact.email), icon: 'mail' };

export const phoneAction: LinkAction = { label: 'Anrufen', href: telHref(contact.phoneE164), icon: 'phone' };

/** The number itself, as a text link in the desktop header from 1280 px: who prefers to call reads it at once. */
export const headerPhone: LinkAction = { ...phoneAction, label: contact.phoneDisplay };

export const instagramAction: LinkAction = {
  label: `${brand.name} auf Instagram`,
  href: links.instagram,
  icon: 'instagram',
  external: true,
};

/**
 * The logo is always the whole content of the link to the home page, so its alt text is the link's name: every checker
 * and reader takes a link's name from its image, while some skip an aria-label on the link (docs/sicherheit.md).
 */
export const logo: PictureContent = { picture: logoPicture, alt: `${brand.name} – zur Startseite` };

export const header = {
  navLabel: 'Hauptnavigation',
  /** The phone menu button's visible label; its accessible name says what a press does (and contains the label). */
  menuLabel: 'Menü',
  menuOpen: 'Menü öffnen',
  menuClose: 'Menü schließen',
  menuTitle: 'Menü',
  contactTitle: 'Direkt Kontakt aufnehmen',
  skipLink: 'Zum Inhalt springen',
} as const;

/** The phone menu's contact entries, in the bottom bar's order, then the call with the opening hours. */
export const menuContacts: readonly LinkAction[] = [
  whatsappAction,
  emailAction,
  { ...phoneAction, label: `Anrufen (${contact.openingHours.label} Uhr)` },
];

export const mobileBar = {
  label: 'Schnellkontakt',
  whatsapp: 'WhatsApp',
  email: 'E-Mail',
} as const;

export const footer = {
  about: `${brand.tagline} in ${clinics.istanbul.city} und ${clinics.willich.city}. Planung aus Deutschland, Betreuung auf Deutsch.`,
  locationsTitle: 'Standorte',
  contactTitle: 'Kontakt',
  hoursTitle: 'Öffnungszeiten',
  hours: contact.openingHours.label,
  legalTitle: 'Rechtliches',
  legalNav: 'Rechtliche Hinweise',
  legalLinks: footerLinks('legal'),
  /** Pages about the offer that the route table puts in the footer (none yet: then the group is not shown). */
  infoTitle: 'Mehr erfahren',
  infoNav: 'Weitere Seiten',
  infoLinks: footerLinks('info'),
  rights: 'Alle Rechte vorbehalten.',
} as const;
