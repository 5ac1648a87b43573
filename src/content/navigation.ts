// Header, bottom bar and footer wording, and the anchors of the landing sections.

// The logo: a file in src/assets/images (an SVG keeps it sharp at every size).
import logoPicture from '../assets/images/logo.svg?picture';
import { mailtoHref, telHref } from '../lib/links.ts';
import type { PictureContent } from '../lib/pictures.ts';
import { legalPages } from '../routes.ts';
import { brand, clinics, contact, links } from '../site.ts';
import { whatsappChatHref } from './contact-texts.ts';
import type { LinkAction } from './types.ts';

/** Section ids on the landing page; the header links to the first four (spec §2). */
export const anchors = {
  benefits: 'vorteile',
  services: 'leistungen',
  process: 'ablauf',
  testimonials: 'erfahrungen',
  faq: 'faq',
  contact: 'kontakt',
} as const;

export const headerLinks: readonly LinkAction[] = [
  { label: 'Leistungen', href: `#${anchors.services}` },
  { label: 'Ablauf', href: `#${anchors.process}` },
  { label: 'FAQ', href: `#${anchors.faq}` },
  { label: 'Kontakt', href: `#${anchors.contact}` },
];

/** The main WhatsApp chat (header, bottom bar, contact card); the price cards use their clinic's number. */
export const whatsappAction: LinkAction = {
  label: 'WhatsApp',
  href: whatsappChatHref,
  icon: 'whatsapp',
  external: true,
};

export const emailAction: LinkAction = { label: 'E-Mail', href: mailtoHref(contact.email), icon: 'mail' };

export const phoneAction: LinkAction = { label: 'Anrufen', href: telHref(contact.phoneE164), icon: 'phone' };

export const instagramAction: LinkAction = {
  label: `${brand.name} auf Instagram`,
  href: links.instagram,
  icon: 'instagram',
  external: true,
};

/** Empty alt: the logo is always inside a link whose label names the home page. */
export const logo: PictureContent = { picture: logoPicture, alt: '' };

export const header = {
  homeLabel: `${brand.name} – zur Startseite`,
  navLabel: 'Hauptnavigation',
  menuOpen: 'Menü öffnen',
  menuClose: 'Menü schließen',
  menuTitle: 'Menü',
  skipLink: 'Zum Inhalt springen',
} as const;

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
  legalLinks: legalPages.map((page) => ({ label: page.meta.linkLabel ?? page.meta.title, href: page.path })),
  rights: 'Alle Rechte vorbehalten.',
} as const;
