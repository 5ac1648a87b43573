// Google Ads behind consent, as the server renders it: off (the default) nothing of it is on any page; on (in the live
// copy, npm run test:live) every page carries the hidden banner, the settings button and the policy's section, and
// still nothing that loads from Google before the visitor says yes (that part runs in the browser layers).
import { describe, expect, it } from 'vitest';
import { consentText, GOOGLE_ADS_SECTION_ID } from '../../src/content/consent.ts';
import { paths } from '../../src/routes.ts';
import { settings } from '../../src/site.ts';
import { get, text } from './fetch.ts';

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
    'Verantwortlicher',
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
