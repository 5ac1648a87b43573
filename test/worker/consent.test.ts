// Google Ads behind consent, as the server renders it: off (the default) nothing of it is on any page; on (in the live
// copy, npm run test:live) every page carries the hidden banner, the settings button and the policy's section, and
// still nothing that loads from Google before the visitor says yes (that part runs in the browser layers).
import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { consentText, GOOGLE_ADS_SECTION_ID } from '../../src/content/consent.ts';
import { datenschutzFor } from '../../src/content/legal/datenschutz.ts';
import { createApp } from '../../src/index.tsx';
import { legalPage } from '../../src/pages/LegalPage.tsx';
import { paths } from '../../src/routes.ts';
import { type SiteFacts, settings, site } from '../../src/site.ts';
import { get, ORIGIN, testPage, text } from './fetch.ts';

const ROUTES = [...Object.values(paths), '/gibt-es-nicht'];
const GOOGLE = /googletagmanager|googleadservices|doubleclick|google\.com\/(pagead|ccm)/;

describe.each(ROUTES)('%s', (path) => {
  it('loads nothing from Google with the page itself, whether the setting is on or off', async () => {
    const { document } = await get(path);
    for (const element of document.querySelectorAll('[src], link[href]')) {
      expect(element.getAttribute('src') ?? element.getAttribute('href')).not.toMatch(GOOGLE);
    }
  });

  it(
    settings.googleAds
      ? 'asks for consent: a hidden banner, two equal answers, the settings button'
      : 'has no banner and no settings button',
    async () => {
      const { document, html } = await get(path);
      const banner = document.querySelector('[data-consent-banner]');
      const open = document.querySelector('footer [data-consent-open]');
      if (!settings.googleAds) {
        expect(banner).toBeNull();
        expect(open).toBeNull();
        expect(html).not.toContain('data-consent-ask');
        return;
      }
      expect(banner?.getAttribute('aria-labelledby')).toBe(banner?.querySelector('h2')?.id);
      expect(text(banner?.querySelector('h2'))).toBe(consentText.heading);
      const [accept, decline] = [...(banner?.querySelectorAll('button[data-consent-choice]') ?? [])];
      expect([text(accept), text(decline)]).toEqual([consentText.accept, consentText.decline]);
      // Equally prominent: the same look for both answers; nothing pre-ticked (there is nothing to tick).
      expect(accept?.getAttribute('class')).toBe(decline?.getAttribute('class'));
      expect(banner?.querySelectorAll('input')).toHaveLength(0);
      expect(banner?.querySelector('a')?.getAttribute('href')).toBe(`${paths.datenschutz}#${GOOGLE_ADS_SECTION_ID}`);
      expect(text(open)).toBe(consentText.settings);
      // The check that reveals the banner before the first paint, in the head.
      expect(document.head.innerHTML).toContain('data-consent-ask');
    },
  );
});

it('the privacy policy says what is true for the setting', async () => {
  const { document } = await get(paths.datenschutz);
  const section = document.getElementById(GOOGLE_ADS_SECTION_ID);
  const all = text(document.querySelector('main'));
  if (!settings.googleAds) {
    expect(section).toBeNull();
    expect(all).toContain('Derzeit ist auf dieser Website kein Tracking- oder Conversion-Dienst eingebunden.');
    expect(all).toContain('Diese Website setzt keine Cookies.');
    return;
  }
  const said = text(section);
  for (const fact of [
    'Google Ireland Limited',
    'gemeinsam verantwortlich',
    'Art. 6 Abs. 1 lit. a DSGVO',
    '§ 25 Abs. 1 TDDDG',
    'Data Privacy Framework',
    '90 Tage',
    'widerrufen',
    '„Ablehnen“',
  ]) {
    expect(said).toContain(fact);
  }
  expect(all).not.toContain('Diese Website setzt keine Cookies.');
  expect(all).not.toContain('kein Tracking- oder Conversion-Dienst eingebunden');
  // The table of contents links to the section by its fixed anchor.
  expect(document.querySelector(`nav a[href="#${GOOGLE_ADS_SECTION_ID}"]`)).not.toBeNull();
});

/** The privacy policy as the worker renders it for `facts`, in a deploy of its own. */
async function privacyPolicyFor(facts: SiteFacts): Promise<Document> {
  const { Body, head } = legalPage(datenschutzFor(facts));
  const app = createApp([testPage(paths.datenschutz, Body, head)], { buildId: crypto.randomUUID() });
  return parseHTML(await (await app.request(`${ORIGIN}${paths.datenschutz}`)).text()).document;
}

const withAds = (googleAds: SiteFacts['settings']['googleAds']): SiteFacts => ({
  ...site,
  settings: { ...site.settings, googleAds },
});

// Both sides of the setting in every run, whatever src/site.ts says today.
describe.each([
  ['on', { tagId: 'AW-123456789', labels: { whatsapp: 'AbC-D_efG' } }],
  ['off', null],
] as const)('the privacy policy with Google Ads %s', (_, googleAds) => {
  it('names Google as joint controller, explicit consent for health data, its cookies, a recipient and a transfer only when on', async () => {
    const document = await privacyPolicyFor(withAds(googleAds));
    const all = text(document.querySelector('main'));
    const section = text(document.getElementById(GOOGLE_ADS_SECTION_ID));
    const recipients = [...document.querySelectorAll('main li')].map(text);
    const google = recipients.filter((item) => item.startsWith('Google Ireland Limited'));
    if (!googleAds) {
      expect(section).toBe('');
      expect(google).toEqual([]);
      expect(all).not.toContain('über Google');
      return;
    }
    for (const fact of [
      // Joint controllers for collecting and sending through our tag (EuGH C-40/17), with the essentials.
      'gemeinsam verantwortlich (Art. 26 DSGVO)',
      'Das Wesentliche unserer Vereinbarung',
      'Art. 26 Abs. 3 DSGVO',
      // A conversion reveals interest in a treatment: explicit consent.
      'Art. 9 Abs. 2 lit. a DSGVO',
      'ausdrücklichen Einwilligung',
      // What the tag sends and does not.
      'Seitenaufrufe meldet es nicht',
      'erweiterten Conversions von Google sind ausgeschaltet',
      // The cookies, with lifetime and Google's own list.
      '„_gcl_au“ und „_gcl_aw“, die 90 Tage',
    ]) {
      expect(section).toContain(fact);
    }
    expect(
      document.querySelector(`#${GOOGLE_ADS_SECTION_ID} a[href="https://business.safety.google/adscookies/"]`),
    ).not.toBeNull();
    expect(google).toHaveLength(1);
    expect(all).toContain('über Google, wenn Sie in die Conversion-Messung eingewilligt haben (Abschnitt 13)');
  });
});

it('the banner asks for explicit consent and names Art. 9 and the joint controllers', () => {
  const body = consentText.body.join(' ');
  expect(body).toContain('ausdrücklichen Einwilligung');
  expect(body).toContain('Art. 9 Abs. 2 lit. a DSGVO');
  expect(body).toContain('gemeinsam verantwortlich');
  expect(body).toContain('keine Seitenaufrufe');
});
