// Google Ads behind consent in Firefox and WebKit, on a copy built with the setting on (as test/browser/consent.test.ts
// does in Chromium). The browsers' proxy refuses every other origin and records what was asked for, so Google's tag
// never loads here: that is also the case of a visitor whose blocker stops it, in which the chat must still open. Only a
// visit through an ad (a click id in the address) is asked; a "no" given in another window reaches this one at once. The
// notice follows the skip link for the keyboard, its sheet closes on Escape back to "Details", and Escape in the notice
// puts it away without an answer. No console error and no Content-Security-Policy violation on the way.
import { describe, expect, it } from 'vitest';
import { TEST_GOOGLE_ADS } from '../../scripts/lib/google-ads-site.ts';
import { CONSENT_KEY } from '../../src/consent/choice.ts';
import { consentVersion } from '../../src/consent/version.ts';
import { googleAdsSiteForFile } from '../common/google-ads-site.ts';
import { type EnginePage, engineForSuite, engineNames, type ViewportName } from './engine.ts';

const HERO_CHAT = '[data-section="hero"] a[href^="https://wa.me/"]';
const NOTICE = '[data-consent-notice]';
/** The address of a visit through an ad: Google adds the id of the click. */
const FROM_AD = '/?gclid=Cj0KCQ-test-click';
const GOOGLE = /google|doubleclick/;

const adsSite = googleAdsSiteForFile('bemedics-consent-engines-');

async function ready(page: EnginePage): Promise<void> {
  await page.clientReady();
  await expect.poll(() => page.count('html[data-consent-ready]')).toBe(1);
}

/**
 * The page's console errors, exceptions and CSP reports, but the refused load of Google's tag itself (the proxy refuses
 * every other origin): a Content-Security-Policy report is kept whatever it names.
 */
const errors = async (page: EnginePage) =>
  (await page.errors()).filter(
    (error) => /Content-Security-Policy|CSP/i.test(error) || !error.includes('googletagmanager'),
  );

const conversions = (page: EnginePage) =>
  page.evaluate(
    () =>
      ((window as unknown as { dataLayer?: IArguments[] }).dataLayer ?? []).filter(
        (entry) => entry[0] === 'event' && entry[1] === 'conversion',
      ).length,
  );

const hookType = (page: EnginePage) =>
  page.evaluate(() => typeof (window as { gtag_report_conversion?: unknown }).gtag_report_conversion);

const google = (from: number, requests: readonly string[]) => requests.slice(from).filter((line) => GOOGLE.test(line));

/**
 * A visitor without consent clicks the hero's chat: it opens once, and nothing was asked of Google (`asked()`: its
 * requests since the page opened, read after the click); no error on the way. Closes the page.
 */
async function chatOpensOnceAskingNothingOfGoogle(page: EnginePage, asked: () => readonly string[]): Promise<void> {
  const href = await page.attribute(HERO_CHAT, 'href');
  await page.click(HERO_CHAT);
  await expect.poll(() => page.popups()).toEqual([href]);
  expect(asked()).toEqual([]);
  expect(await errors(page)).toEqual([]);
  await page.close();
}

describe.each(engineNames)('%s: consent to Google Ads', (name) => {
  const engine = engineForSuite(name);

  /** Opens `path` of the copy with Ads, ready; `asked()` is what the page has asked of Google since it opened. */
  async function visit(viewport: ViewportName, path: string) {
    const before = engine().externalRequests.length;
    const page = await engine().open(viewport, path, { baseURL: adsSite().url });
    await ready(page);
    return { page, asked: () => google(before, engine().externalRequests) };
  }

  it('a visitor who did not come through an ad: no notice, nothing asked of Google; the chat opens once', async () => {
    const { page, asked } = await visit('phone', '/');
    expect(await page.count(NOTICE)).toBe(0);
    await chatOpensOnceAskingNothingOfGoogle(page, asked);
  });

  it('Ablehnen: nothing asked of Google, not after a reload either; the chat opens once', async () => {
    const { page, asked } = await visit('desktop', FROM_AD);
    expect(await page.visible(NOTICE)).toBe(true);
    await page.click('[data-consent-choice="denied"]');
    await expect.poll(() => page.visible(NOTICE)).toBe(false);
    await page.reload();
    await ready(page);
    expect(await page.count(NOTICE)).toBe(0);
    await chatOpensOnceAskingNothingOfGoogle(page, asked);
  });

  it('Akzeptieren: the tag is asked for, a chat click reports once and opens once; a "no" from another window stops the reports', async () => {
    const { page, asked } = await visit('phone', FROM_AD);
    await page.click('[data-consent-choice="granted"]');
    await expect.poll(() => asked().some((line) => line.includes('www.googletagmanager.com'))).toBe(true);
    const href = await page.attribute(HERO_CHAT, 'href');
    await page.click(HERO_CHAT);
    await expect.poll(() => page.popups()).toEqual([href]);
    expect(await conversions(page)).toBe(1);
    await page.closePopups();
    // Another window of the same site writes "no": this one hears of it (a storage event) and reports nothing more. The
    // window is opened by a click, as a visitor opens one (WebKit lets no script open a window on its own).
    await page.evaluate(() => {
      const opener = document.createElement('button');
      opener.id = 'open-other-window';
      opener.textContent = 'Weiteres Fenster';
      // Above the page's fixed bars, where a click reaches it.
      Object.assign(opener.style, { position: 'fixed', top: '45%', left: '0', zIndex: '100', padding: '1rem' });
      opener.addEventListener('click', () => {
        (window as { otherWindow?: Window | null }).otherWindow = window.open('/impressum', '_blank');
      });
      document.body.prepend(opener);
    });
    await page.click('#open-other-window');
    const version = consentVersion(TEST_GOOGLE_ADS);
    await page.evaluate(
      (key: string, value: string) => {
        const other = (window as { otherWindow?: Window | null }).otherWindow;
        other?.localStorage.setItem(key, value);
        other?.close();
      },
      CONSENT_KEY,
      JSON.stringify({ version, granted: false, at: new Date().toISOString() }),
    );
    await expect.poll(() => hookType(page)).toBe('undefined');
    await page.closePopups();
    await page.click(HERO_CHAT);
    await expect.poll(async () => (await page.popups()).filter((url) => url === href)).toEqual([href]);
    expect(await conversions(page)).toBe(1);
    expect(await errors(page)).toEqual([]);
    await page.close();
  });

  it('the notice comes right after the skip link for the keyboard; “Details” open the sheet, Escape closes it and the keyboard is back on “Details”; Escape there puts the notice away without an answer', async () => {
    const { page } = await visit('phone', FROM_AD);
    // Its words are in a moment after it (a live region that arrives filled is not announced everywhere).
    await expect.poll(() => page.text(`${NOTICE} [role="status"]`)).not.toBe('');
    await page.press('Tab');
    expect(await page.focused('.skip-link')).toBe(true);
    await page.press('Tab');
    expect(await page.focused('[data-consent-choice="granted"]')).toBe(true);
    await page.click('[data-consent-details]');
    await expect.poll(() => page.count('dialog[data-consent-dialog][open]')).toBe(1);
    expect(await page.focused('dialog form button')).toBe(true);
    await page.press('Escape');
    await expect.poll(() => page.count('dialog[data-consent-dialog][open]')).toBe(0);
    expect(await page.focused('[data-consent-details]')).toBe(true);
    expect(await page.visible(NOTICE)).toBe(true);
    // Escape in the notice puts it away without an answer: nothing is stored.
    await page.press('Escape');
    await expect.poll(() => page.visible(NOTICE)).toBe(false);
    expect(await page.evaluate((key) => localStorage.getItem(key), CONSENT_KEY)).toBeNull();
    expect(await errors(page)).toEqual([]);
    await page.close();
  });

  it('asks for a stored value that is no answer ("granted": "true"), not for an answer stored for this setting', async () => {
    const version = consentVersion(TEST_GOOGLE_ADS);
    const { page } = await visit('desktop', FROM_AD);
    const storeAndReload = async (value: string) => {
      await page.evaluate((key: string, raw: string) => localStorage.setItem(key, raw), CONSENT_KEY, value);
      await page.reload();
      await ready(page);
    };
    await storeAndReload(JSON.stringify({ version, granted: 'true' }));
    expect(await page.visible(NOTICE)).toBe(true);
    await storeAndReload(JSON.stringify({ version, granted: false }));
    expect(await page.count(NOTICE)).toBe(0);
    expect(await errors(page)).toEqual([]);
    await page.close();
  });
});
