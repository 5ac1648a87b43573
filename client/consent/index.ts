// Google Ads conversions behind the visitor's consent (settings.googleAds; docs/verhalten.md). In the bundle only while
// the setting is on: client/main.tsx imports this module behind the build's __GOOGLE_ADS__, which is null otherwise.
// Only a visit with something to attribute (ad-visit.ts) is asked, in a notice built here (notice.ts), and only such a
// visit loads Google's tag, after "Akzeptieren". Each contact click then reports a conversion as a beacon beside the
// click: the link opens on the click itself, as without the setting, so a blocked, slow or offline gtag costs the
// report, never the chat. Every report reads the stored answer afresh, and an answer given in another tab (a storage
// event) or before the back/forward cache restored this page (pageshow) is followed at once: after "Ablehnen"
// anywhere, nothing reports, and a "no" stored under another consent version (a newer deploy's page) or a value that
// cannot be read ends this page's own yes as well (docs/sicherheit.md). No timer decides anything.
import { CONSENT_KEY, readStoredChoice, refusesAny, type StoredChoice } from '../../src/consent/choice.ts';
import { EXTERNAL_LINK } from '../../src/lib/links.ts';
import type { PageGlobals } from '../../src/lib/page-globals.ts';
import type { GoogleAds } from '../../src/site.ts';
import { cameFromAd } from './ad-visit.ts';
import { hideNotice, openDetails, showNotice } from './notice.ts';

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

const TAG_SCRIPT = 'https://www.googletagmanager.com/gtag/js';
/**
 * The chat opens as the link itself would (EXTERNAL_LINK, src/lib/links.ts): a new tab that cannot reach back into this
 * page and is sent no referrer. window.open takes the rel's tokens as its features: 'noopener,noreferrer'.
 */
const CHAT_FEATURES = EXTERNAL_LINK.rel.replace(' ', ',');

/** What is stored under the key, for the one reader (src/consent/choice.ts); null where storage cannot be read. */
function stored(): string | null {
  try {
    return localStorage.getItem(CONSENT_KEY);
  } catch {
    return null; // unreadable storage: no consent, unless this page was given one (`answered`)
  }
}

function storeChoice(version: string, granted: boolean): void {
  try {
    const choice: StoredChoice = { version, granted, at: new Date().toISOString() };
    localStorage.setItem(CONSENT_KEY, JSON.stringify(choice));
  } catch {
    // Not kept: the notice asks again on the next page; this page follows the answer (`answered`). An older answer
    // goes, as the write would have replaced it: a stale "no" would otherwise end the yes just given (refusesAny), a
    // stale yes of this version outweigh the no just given.
    try {
      localStorage.removeItem(CONSENT_KEY);
    } catch {
      // storage refuses every change: the older answer stays, so in doubt a no wins (docs/sicherheit.md)
    }
  }
}

/** The cookies Google's tag sets on this site's domain (conversion linker, Ads), expired on every domain level. */
function removeGoogleCookies(): void {
  const names = document.cookie
    .split(';')
    .map((pair) => pair.split('=')[0]?.trim() ?? '')
    .filter((name) => /^(_gcl_|_ga|_gac_|FPAU|FPGCL)/.test(name));
  const parts = location.hostname.split('.');
  const domains = ['', ...parts.map((_, index) => `; domain=.${parts.slice(index).join('.')}`)];
  for (const name of names) {
    // biome-ignore lint/suspicious/noDocumentCookie: expiring a cookie on each domain level; Cookie Store is not in every engine we serve
    for (const domain of domains) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/${domain}`;
  }
}

let loaded = false;

function grant(googleAds: GoogleAds): void {
  window.dataLayer = window.dataLayer ?? [];
  if (!window.gtag) {
    // Google's own queue function: gtag.js reads `arguments` objects from the dataLayer.
    window.gtag = function gtag() {
      // biome-ignore lint/complexity/noArguments: gtag.js expects the arguments object itself
      window.dataLayer?.push(arguments);
    };
    window.gtag('consent', 'default', {
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'denied',
    });
  }
  // Measurement of conversions only: no personalised advertising, no analytics.
  window.gtag('consent', 'update', { ad_storage: 'granted', ad_user_data: 'granted' });
  if (!loaded) {
    loaded = true;
    window.gtag('js', new Date());
    // Conversions only, as the notice and the privacy policy say: no page views, no enhanced conversions (no name,
    // e-mail address or phone number goes to Google).
    window.gtag('config', googleAds.tagId, { send_page_view: false, allow_enhanced_conversions: false });
    const script = document.createElement('script');
    script.async = true;
    script.src = `${TAG_SCRIPT}?id=${encodeURIComponent(googleAds.tagId)}`;
    document.head.append(script);
  }
  // The spec's hook for WhatsApp links (client/behaviours/whatsapp.ts): report, then open the chat as the link would,
  // in a new tab without referrer, within the click (a popup blocker lets it through; no callback waits for Google).
  window.gtag_report_conversion = (url?: string) => {
    report(googleAds, 'whatsapp');
    if (url) window.open(url, EXTERNAL_LINK.target, CHAT_FEATURES);
    return false;
  };
}

function deny(): void {
  delete window.gtag_report_conversion;
  window.gtag?.('consent', 'update', { ad_storage: 'denied', ad_user_data: 'denied' });
  removeGoogleCookies();
}

/** settings.googleAds at build time (build/site-plugins.ts); this module is only in a bundle where it is set. */
declare const __GOOGLE_ADS__: GoogleAds;
/** The consent's version for that setting and the notice's text (src/consent/version.ts), computed by the build. */
declare const __CONSENT_VERSION__: string;

const version = __CONSENT_VERSION__;

/**
 * This page's own answer, for a browser that cannot keep it: the stored one, where there is one, counts first. A no
 * stored under any version, or a value that cannot be read, ends this page's yes for good (refusesAny): withdrawal wins,
 * also when the key goes again.
 */
let answered: boolean | undefined;
const current = () => {
  const raw = stored();
  answered &&= !refusesAny(raw);
  return readStoredChoice(raw, version)?.granted ?? answered;
};

/** Reports one conversion of `kind`, if the stored answer, read now, is yes: a "no" from another tab counts at once. */
function report(googleAds: GoogleAds, kind: keyof GoogleAds['labels']): void {
  const label = googleAds.labels[kind];
  if (!label || !window.gtag || current() !== true) return;
  window.gtag('event', 'conversion', { send_to: `${googleAds.tagId}/${label}`, transport_type: 'beacon' });
}

/**
 * Follows the stored answer: yes, on a visit with something to attribute, loads the tag; no withdraws; none asks a
 * visitor who came through an ad. Run at start, on another tab's answer and when the page comes back from the cache.
 */
function follow(googleAds: GoogleAds): void {
  const granted = current();
  if (granted === undefined) {
    if (cameFromAd()) showNotice(false);
  } else apply(googleAds, granted);
}

/** An answer, stored or just given: the notice goes; yes, on a visit with something to attribute, loads the tag. */
function apply(googleAds: GoogleAds, granted: boolean): void {
  hideNotice();
  if (granted && cameFromAd()) grant(googleAds);
  else if (!granted) deny();
}

/** Wires the notice, the footer's settings button, the reports of calls and mails, and answers from other tabs. */
function startConsent(googleAds: GoogleAds): void {
  follow(googleAds);
  addEventListener('storage', (event) => {
    if (event.key === CONSENT_KEY || event.key === null) follow(googleAds);
  });
  addEventListener('pageshow', (event) => {
    if (event.persisted) follow(googleAds);
  });

  document.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const answer = target?.closest<HTMLElement>('[data-consent-choice]')?.dataset.consentChoice;
    if (answer) {
      const granted = answer === 'granted';
      answered = granted;
      storeChoice(version, granted);
      apply(googleAds, granted);
      return;
    }
    if (target?.closest('[data-consent-details]')) {
      openDetails();
      return;
    }
    if (target?.closest('[data-consent-open]')) {
      showNotice(true);
      return;
    }
    // Calls and mails report beside the link's own action (WhatsApp goes through the hook above).
    const link = target?.closest<HTMLAnchorElement>('a[href^="tel:"], a[href^="mailto:"]');
    if (link) report(googleAds, link.href.startsWith('tel:') ? 'phone' : 'mail');
  });
  // The contact form opens the mail program itself (client/islands/ContactForm.tsx): one report per opened draft.
  (window as PageGlobals).__reportMail = () => report(googleAds, 'mail');
  // Says so on the page, for tests and anyone curious (as data-client-ready does for the entry).
  document.documentElement.setAttribute('data-consent-ready', '');
}

startConsent(__GOOGLE_ADS__);
