// The spec's exact texts, figures and structure, in one table, written from the owner's specification (docs/vorgaben.md) and not from
// the code: test/worker/spec-conformance.test.ts checks every row on the pages the worker serves. A row names where the
// spec puts it (route and element); the figures are written in the site's typography (en dash in ranges, "EUR").
//
// Left out on purpose, with where they are tested instead:
// - the 20 editable headlines ('Warum Bemedics?', 'Unsere Leistungen', …): the spec gives their default wording, and
//   the owner may publish his own (npm run texts:apply; `npm run test:live` replaces every one), so they are checked
//   for their place (the editable-keys row) and their wording is the owner's;
// - what only the browser shows (the consent alert, 'Fertig', toasts, the FAQ and menu states, the mailto link):
//   test/browser and test/engines; the two texts the browser shows come with the page (in the file of its islands'
//   props), so the `html` rows find them;
// - the testimonials and the before/after picture, which the owner may switch off (site.ts settings): both sides in
//   test/unit/testimonials-setting.test.tsx and test/worker/pictures.test.tsx;
// - the take rate of at least 90–95 % in the hero and the FAQ, which the owner may word bindingly instead
//   (`settings.guaranteeWording`): both wordings in test/unit/guarantee-wording.test.ts and test/worker/claims.test.tsx;
// - the free consultation of the first step's name and of the WhatsApp greeting, which the owner may word lawfully
//   instead (`settings.consultationWording`): both wordings in test/unit/consultation-wording.test.ts and
//   test/worker/claims.test.tsx, the served page's in test/worker/home.test.ts.

/** A page the worker serves: a route of the spec, or `error`, a page that fails while rendering. */
export type SpecRoute = '/' | '/impressum' | '/datenschutz' | '/agb' | '/eine-seite-die-es-nicht-gibt' | 'error';

export type SpecRow = {
  readonly route: SpecRoute;
  readonly says: string;
} /** The text of an element matching `within` contains `text`. */ & (
  | { readonly within: string; readonly text: string }
  /** An element matching `within` has the attribute `attribute` with the value `value`. */
  | { readonly within: string; readonly attribute: string; readonly value: string }
  /** Exactly `count` elements match `within`. */
  | { readonly within: string; readonly count: number }
  /** The links inside `within` include a link starting with each of `links`. */
  | { readonly within: string; readonly links: readonly string[] }
  /** The elements matching `within` have exactly these values of the attribute `by` (in this order where `inOrder`). */
  | { readonly within: string; readonly values: readonly string[]; readonly by: string; readonly inOrder: boolean }
  /** The page's HTML (also what it hands its scripts) contains `html`. */
  | { readonly html: string }
);

const HOME = '/';
const LEGAL = ['/impressum', '/datenschutz', '/agb'] as const;
const NOT_FOUND = '/eine-seite-die-es-nicht-gibt';
const ISTANBUL = '[data-clinic="istanbul"]';
const WILLICH = '[data-clinic="willich"]';

/** Landing sections in the spec's order (hero, benefits, services, process, testimonials, FAQ, contact). */
export const SPEC_SECTIONS = ['hero', 'vorteile', 'leistungen', 'ablauf', 'erfahrungen', 'faq', 'kontakt'] as const;

/** The editable content keys the spec lists. */
export const SPEC_EDITABLE_KEYS = [
  'hero-badge',
  'hero-title-1',
  'hero-title-2',
  'hero-subtitle',
  'usps-title',
  'usps-subtitle',
  ...[1, 2, 3, 4, 5, 6].map((n) => `usp${n}-title`),
  ...[1, 2, 3, 4, 5, 6].map((n) => `usp${n}-desc`),
  'services-title',
  'services-subtitle',
] as const;

export const SPEC_ROWS: readonly SpecRow[] = [
  // Header, bottom bar and the order of the landing page.
  {
    route: HOME,
    says: 'header anchors #leistungen, #ablauf, #faq, #kontakt',
    within: '[data-header] nav',
    links: ['#leistungen', '#ablauf', '#faq', '#kontakt'],
  },
  { route: HOME, says: "edit toggle shows 'Bearbeiten' when off", within: '[data-edit-toggle]', text: 'Bearbeiten' },
  {
    route: HOME,
    says: "Reset titled 'Alle Änderungen zurücksetzen'",
    within: '[data-edit-reset]',
    attribute: 'aria-label',
    value: 'Alle Änderungen zurücksetzen',
  },
  {
    route: HOME,
    says: 'desktop header: E-Mail and WhatsApp',
    within: '[data-header-actions]',
    links: ['mailto:', 'https://wa.me/'],
  },
  {
    route: HOME,
    says: 'mobile bottom bar: WhatsApp and E-Mail',
    within: '[data-mobile-bar]',
    links: ['https://wa.me/', 'mailto:'],
  },
  { route: HOME, says: 'mobile hamburger menu', within: '[data-menu-toggle]', count: 1 },
  {
    route: HOME,
    says: 'sections in order',
    within: 'main [data-section]',
    by: 'data-section',
    values: SPEC_SECTIONS,
    inOrder: true,
  },
  {
    route: HOME,
    says: 'the editable content keys',
    within: '[data-edit-key]',
    by: 'data-edit-key',
    values: SPEC_EDITABLE_KEYS,
    inOrder: false,
  },
  // Claims of the hero and the services.
  { route: HOME, says: '17+ years of experience', within: '[data-section="hero"]', text: '17+ Jahre' },
  { route: HOME, says: 'over 10.000 patients', within: '[data-section="hero"]', text: '10.000 Patienten' },
  { route: HOME, says: 'six benefit cards', within: '#vorteile [data-edit-key$="-desc"]', count: 6 },
  { route: HOME, says: 'two price cards', within: '#leistungen [data-clinic]', count: 2 },
  { route: HOME, says: "Istanbul marked 'Beliebteste Wahl'", within: ISTANBUL, text: 'Beliebteste Wahl' },
  { route: HOME, says: 'Istanbul from 2.299 EUR', within: ISTANBUL, text: 'ab 2.299 EUR' },
  { route: HOME, says: 'Willich from 2.990 EUR', within: WILLICH, text: 'ab 2.990 EUR' },
  { route: HOME, says: "'So läuft es ab'", within: '#ablauf h2', text: 'So läuft es ab' },
  { route: HOME, says: 'three steps', within: '#ablauf ol > li', count: 3 },
  // FAQ and contact.
  { route: HOME, says: 'FAQ with five questions', within: '#faq [data-faq-item]', count: 5 },
  { route: HOME, says: 'scabs fall off after 10–12 days', within: '#faq', text: '10–12 Tagen' },
  { route: HOME, says: 'presentable after 2–3 weeks', within: '#faq', text: '2–3 Wochen' },
  { route: HOME, says: 'final result after 12–14 months', within: '#faq', text: '12–14 Monaten' },
  {
    route: HOME,
    says: 'contact cards for WhatsApp, phone and e-mail',
    within: '#kontakt [data-contact-card]',
    links: ['https://wa.me/', 'tel:', 'mailto:'],
  },
  { route: HOME, says: 'a WhatsApp QR code', within: '#kontakt [data-qr] img', count: 1 },
  { route: HOME, says: 'form: name, e-mail (browser check), message', within: '#kontakt form [required]', count: 4 },
  { route: HOME, says: 'form: e-mail field of type email', within: '#kontakt form input[type="email"]', count: 1 },
  { route: HOME, says: 'form: consent box', within: '#kontakt form input[type="checkbox"]', count: 1 },
  { route: HOME, says: 'consent alert', html: 'Bitte stimmen Sie der Datenschutzerklärung zu.' },
  {
    route: HOME,
    says: "mail subject 'Haartransplantation Beratungsanfrage'",
    html: 'Haartransplantation Beratungsanfrage',
  },
  // Footer of every page.
  ...([HOME, ...LEGAL, NOT_FOUND] as const).flatMap((route): SpecRow[] => [
    { route, says: 'opening hours Mo–Fr 9:00–19:00', within: '[data-footer]', text: 'Mo–Fr 9:00–19:00' },
    {
      route,
      says: 'links to Impressum, Datenschutz, AGB and Instagram',
      within: '[data-footer]',
      links: ['/impressum', '/datenschutz', '/agb', 'https://www.instagram.com/'],
    },
  ]),
  // Legal pages.
  ...LEGAL.map(
    (route): SpecRow => ({
      route,
      says: "back button 'Zurück zur Startseite'",
      within: 'main a[href="/"]',
      text: 'Zurück zur Startseite',
    }),
  ),
  { route: '/impressum', says: 'operator: a company in Istanbul', within: 'main', text: 'Istanbul' },
  { route: '/agb', says: 'deposit 30 percent', within: 'main', text: '30 Prozent' },
  {
    route: '/agb',
    says: 'due within 14 days of booking confirmation',
    within: 'main',
    text: '14 Tagen nach der Buchungsbestätigung',
  },
  { route: '/agb', says: 'cancellation fee 750 EUR', within: 'main', text: '750 EUR' },
  { route: '/agb', says: 'rebooking fee 100 EUR per person', within: 'main', text: '100 EUR pro Person' },
  { route: '/agb', says: 'rebooking up to 15 days before travel', within: 'main', text: '15 Tage vor' },
  { route: '/datenschutz', says: 'server logs deleted after 7 days', within: 'main', text: 'nach 7 Tagen' },
  // Not-found and error screens.
  {
    route: NOT_FOUND,
    says: "'Oops! Page not found', in English",
    within: 'h1[lang="en"]',
    text: 'Oops! Page not found',
  },
  { route: NOT_FOUND, says: 'a link back home', within: 'main a[href="/"]', text: 'Startseite' },
  {
    route: 'error',
    says: "'Unexpected Application Error!', in English",
    within: 'h1[lang="en"]',
    text: 'Unexpected Application Error!',
  },
];
