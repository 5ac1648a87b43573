// The landing page's title and description, the wording (and title) of the 404 and error screens, sharing tags and
// what every legal page says around its text. The legal pages' own titles are in their documents (content/legal/).
import { brand, type SiteFacts, site } from '../site.ts';
import { claimsFor, placedPrice } from './claims.ts';
import { packageTermsFor } from './package-terms.ts';
import type { PageMeta } from './types.ts';

/**
 * The landing page's title and description: each price with its place, travel only where the package has it. No figure
 * of years or patients: a search result or a shared link has no room for where and since when a claim holds, which the
 * page names beside it (docs/vor-dem-livegang.md, „Belege der Werbeaussagen“).
 */
export function homeMetaFor(facts: SiteFacts): PageMeta {
  const claims = claimsFor(facts);
  const terms = packageTermsFor(facts);
  const { istanbul, willich } = facts.clinics;
  return {
    title: `${facts.brand.name} – Haartransplantation ${placedPrice(istanbul)} & ${placedPrice(willich)}`,
    description: `FUE-Haartransplantation als Komplettpaket ${claims.prices}: ${terms.contents}. Betreuung auf Deutsch.`,
  };
}

/** The spec's not-found page (heading in English, exactly as specified, marked as English: WCAG 3.1.2). */
export const notFoundText = {
  meta: {
    title: `Seite nicht gefunden – ${brand.name}`,
    description: 'Diese Seite gibt es nicht. Zurück zur Startseite von Bemedics.',
  },
  code: '404',
  heading: 'Oops! Page not found',
  headingLang: 'en',
  /** Its buttons below say how: the way home, WhatsApp and a call (src/pages/NotFound.tsx). */
  text: 'Die gesuchte Seite gibt es leider nicht (mehr). Vielleicht hilft Ihnen die Startseite weiter – oder fragen Sie uns direkt.',
  homeLink: 'Zurück zur Startseite',
  /** More ways on from here than the way home: the prices, and how to reach us. */
  moreLabel: 'Oder direkt zu',
} as const;

/** The spec's generic screen for an unexpected error (heading exactly as specified, in English: WCAG 3.1.2). */
export const errorText = {
  meta: { title: `Fehler – ${brand.name}`, description: 'Beim Laden der Seite ist ein Fehler aufgetreten.' },
  heading: 'Unexpected Application Error!',
  headingLang: 'en',
  text: 'Bitte laden Sie die Seite neu oder versuchen Sie es später noch einmal.',
  homeLink: 'Zur Startseite',
} as const;

/** What the sharing image shows, in words (its alt text), with each price and its place. */
export const sharingImageAlt = (facts: SiteFacts) =>
  `${facts.brand.name}: FUE-Haartransplantation als Komplettpaket ${claimsFor(facts).prices}`;

/** Sharing tags: the site name and what the sharing image shows. */
export const sharing = {
  siteName: brand.name,
  locale: 'de_DE',
  imageAlt: sharingImageAlt(site),
} as const;

/** The heading of a legal page's table of contents. */
export const tableOfContents = 'Inhalt';

/** The spec's back button of every legal page (exact). */
export const backToHome = 'Zurück zur Startseite';
