// Title and meta description of every page, and the wording of the 404 and error screens. Paths: src/routes.ts.
import { brand, clinics } from '../site.ts';
import { claims } from './claims.ts';

export interface PageMeta {
  readonly title: string;
  readonly description: string;
  /** The page's name in links to it (the footer's legal navigation). */
  readonly linkLabel?: string;
}

export const pageMeta = {
  home: {
    title: `${brand.name} – Haartransplantation in ${clinics.istanbul.city} & ${clinics.willich.city} ab ${claims.priceIstanbul}`,
    description: `FUE-Haartransplantation als Komplettpaket mit Flug, Hotel, Transfer, Nachsorge, PRP- und Zelltherapie: in ${clinics.istanbul.city} ab ${claims.priceIstanbul}, in ${clinics.willich.city} ab ${claims.priceWillich}. ${claims.experience}, über ${claims.patients} Patienten, Betreuung auf Deutsch.`,
  },
  impressum: {
    linkLabel: 'Impressum',
    title: `Impressum – ${brand.name}`,
    description: `Impressum von ${brand.name}: Anbieter, Anschrift, Kontakt, Register- und Berufsangaben.`,
  },
  datenschutz: {
    linkLabel: 'Datenschutz',
    title: `Datenschutzerklärung – ${brand.name}`,
    description: `Wie ${brand.name} mit Ihren Daten umgeht: Hosting, Server-Logs, Kontakt per E-Mail, Telefon und WhatsApp, Ihre Rechte.`,
  },
  agb: {
    linkLabel: 'AGB',
    title: `Allgemeine Geschäftsbedingungen – ${brand.name}`,
    description: `Die AGB von ${brand.name}: Vertragsschluss, Leistungen, Preise, Anzahlung, Stornierung und Umbuchung.`,
  },
  notFound: {
    title: `Seite nicht gefunden – ${brand.name}`,
    description: 'Diese Seite gibt es nicht. Zurück zur Startseite von Bemedics.',
  },
  error: {
    title: `Fehler – ${brand.name}`,
    description: 'Beim Laden der Seite ist ein Fehler aufgetreten.',
  },
} as const satisfies Record<string, PageMeta>;

/** Spec §2: the not-found page (heading in English, exactly as specified). */
export const notFoundText = {
  code: '404',
  heading: 'Oops! Page not found',
  text: 'Die gesuchte Seite gibt es leider nicht (mehr). Vielleicht hilft Ihnen die Startseite weiter.',
  homeLink: 'Zurück zur Startseite',
} as const;

/** Spec §8: the generic screen for an unexpected error (heading exactly as specified). */
export const errorText = {
  heading: 'Unexpected Application Error!',
  text: 'Bitte laden Sie die Seite neu oder versuchen Sie es später noch einmal.',
  homeLink: 'Zur Startseite',
} as const;

/** Sharing tags: the site name and what the sharing image shows. */
export const sharing = {
  siteName: brand.name,
  locale: 'de_DE',
  imageAlt: `${brand.name}: FUE-Haartransplantation in ${clinics.istanbul.city} und ${clinics.willich.city}, Komplettpaket ab ${claims.priceIstanbul}`,
} as const;

/** Spec §2: the back button of every legal page (exact). */
export const backToHome = 'Zurück zur Startseite';
