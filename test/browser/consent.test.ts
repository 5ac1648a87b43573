// Google Ads behind consent, in Chromium, on a copy of the site built with the setting on (the default build has it
// off: nothing of this exists there, test/worker/consent.test.ts). Every request to a Google host is caught and answered
// with a stand-in gtag.js, and every other host is refused, so no request leaves the machine. What counts: a visitor
// who did not come through an ad is never asked and nothing of Google loads for him; one who did (a click id in the
// address, or Google's conversion cookie from an earlier consent) gets the notice docked over the page, clear of the
// phone's main button and bar, moving nothing; no Google request before "Akzeptieren" or after "Ablehnen"; exactly one
// report and exactly one chat per click after it, the chat also when gtag.js is blocked and never told which page sent
// it (no referrer); withdrawal from the footer, reaching every open tab and a page restored from the back/forward cache;
// the details in a sheet, also offline; the notice announced, right after the skip link for the keyboard, clear of what
// is focused also at 400 % zoom; axe without findings; and no console error or Content-Security-Policy violation on the
// way.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { clientManifestPath, clientScripts, readClientManifest } from '../../build/client-manifest.ts';
import { TEST_GOOGLE_ADS as GOOGLE_ADS } from '../../scripts/lib/google-ads-site.ts';
import { CONSENT_KEY } from '../../src/consent/choice.ts';
import { consentVersion } from '../../src/consent/version.ts';
import { consentSheet, consentText } from '../../src/content/consent.ts';
import { RESTORE_FAILED } from '../../src/edit-mode/restore-scripts.ts';
import { operator } from '../../src/site.ts';
import { googleAdsSiteForFile } from '../common/google-ads-site.ts';
import { chromiumForFile, closeContext, viewports } from './chromium.ts';
import { LAYOUT_SHIFT_OBSERVER, layoutShift } from './layout-shift.ts';

const browser = chromiumForFile();
const GOOGLE =
  /^https:\/\/([a-z0-9-]+\.)*(google|googletagmanager|googleadservices|doubleclick|googlesyndication)\.[a-z.]+\//;
const HERO_CHAT = '[data-section="hero"] a[href^="https://wa.me/"]';
const NOTICE = '[data-consent-notice]';
/** The address of a visit through an ad: Google adds the id of the click. */
const FROM_AD = '/?gclid=Cj0KCQ-test-click';
/** A script the real gtag.js loads in turn, from a host of its own. */
const STAND_IN_SUBSCRIPT = 'https://www.googleadservices.com/pagead/conversion_async.js';
const AXE_SOURCE = readFileSync('node_modules/axe-core/axe.min.js', 'utf8');

const adsSite = googleAdsSiteForFile('bemedics-consent-site-');

interface Visit {
  readonly page: Page;
  readonly context: BrowserContext;
  /** Every request to a Google host, in order. */
  readonly google: string[];
  /** The chats opened (new pages on wa.me). */
  readonly chats: string[];
  /** The Referer header of each chat's request, '' where it had none. */
  readonly chatReferrers: string[];
  /** Console errors, uncaught exceptions and CSP violations of the page (Chromium reports a violation as an error). */
  readonly errors: string[];
  close(): Promise<void>;
}

/** A visitor: Google's hosts answered by a stand-in (or refused with `blockGoogle`), wa.me by a blank page. */
async function visit({ phone = false, blockGoogle = false, bypassCSP = false } = {}): Promise<Visit> {
  const context = await browser().newContext({
    viewport: phone ? { width: 390, height: 664 } : viewports.desktop,
    isMobile: phone,
    hasTouch: phone,
    bypassCSP,
  });
  const google: string[] = [];
  const chats: string[] = [];
  const chatReferrers: string[] = [];
  await context.route(/^https?:\/\//, async (route) => {
    const url = route.request().url();
    if (url.startsWith(adsSite().url)) return route.continue();
    if (GOOGLE.test(url)) {
      google.push(url);
      if (blockGoogle) return route.abort('blockedbyclient');
      // The stand-in tag adds a script of another Google host, as the real one does: the policy must let a script
      // that the site's trusted code loaded load its own ('strict-dynamic').
      const body = url.includes('/gtag/js')
        ? `window.__standInGtag = true; var s = document.createElement('script'); s.src = ${JSON.stringify(STAND_IN_SUBSCRIPT)}; document.head.append(s);`
        : 'window.__standInSubscript = true;';
      return route.fulfill({ contentType: 'text/javascript', body });
    }
    if (url.startsWith('https://wa.me/')) {
      chats.push(url);
      chatReferrers.push((await route.request().headerValue('referer')) ?? '');
      return route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' });
    }
    return route.abort();
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, context, google, chats, chatReferrers, errors, close: () => closeContext(context) };
}

async function open(page: Page, path = FROM_AD): Promise<void> {
  await page.goto(`${adsSite().url}${path}`);
  await page.locator('html[data-consent-ready]').waitFor({ state: 'attached' });
}

/** A visit through an ad (`visit`'s options) whose visitor gives the notice `answer` (`consentText.accept` or `.decline`). */
async function answeredVisit(answer: string, options?: Parameters<typeof visit>[0]): Promise<Visit> {
  const visitor = await visit(options);
  await open(visitor.page);
  await visitor.page.getByRole('button', { name: answer }).click();
  return visitor;
}

const notice = (page: Page) => page.locator(NOTICE);
/** Waits until the notice shows its words: they go into its live region a moment after it is in the page. */
async function words(page: Page): Promise<void> {
  await expect.poll(() => notice(page).locator('[role="status"]').textContent()).toBe(consentText.summary);
}
/** The box of `selector` in the page, or of the notice, as [top, bottom, left, right, height]. */
const boxOf = (page: Page, selector: string) =>
  page.locator(selector).evaluate((element) => {
    const { top, bottom, left, right, height } = element.getBoundingClientRect();
    return { top, bottom, left, right, height };
  });
const hookType = (page: Page) =>
  page.evaluate(() => typeof (window as { gtag_report_conversion?: unknown }).gtag_report_conversion);
const loadedTag = (visitor: Visit) => visitor.google.some((url) => url.includes(`/gtag/js?id=${GOOGLE_ADS.tagId}`));

/** The conversions the page queued for gtag.js, as [send_to, transport_type]. */
const conversions = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: IArguments[] }).dataLayer ?? [])
      .map((entry) => [...entry])
      .filter((entry) => entry[0] === 'event' && entry[1] === 'conversion')
      .map((entry) => [entry[2].send_to, entry[2].transport_type]),
  );

/** The tag's configuration as the page queued it for gtag.js: [tag ID, parameters]. */
const configs = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: IArguments[] }).dataLayer ?? [])
      .map((entry) => [...entry])
      .filter((entry) => entry[0] === 'config')
      .map((entry) => [entry[1], entry[2]]),
  );

/**
 * Clicks a chat link and waits until its page is open. However the chat opened (the link itself, or the conversion
 * hook after consent), it must not learn the page it came from: no Referer header, no document.referrer.
 */
async function clickChat(visit: Visit): Promise<void> {
  const opened = visit.context.waitForEvent('page');
  await visit.page.locator(HERO_CHAT).click();
  const chat = await opened;
  await chat.waitForLoadState();
  expect(visit.chatReferrers.at(-1), 'Referer header of the chat').toBe('');
  expect(await chat.evaluate(() => document.referrer), 'document.referrer of the chat').toBe('');
}

/**
 * A visitor without consent clicks the hero's chat: no reporting hook, the chat opens once, nothing was asked of Google
 * on the whole visit, and no error on the way. Closes the visit.
 */
async function chatOpensOnceAskingNothingOfGoogle(visitor: Visit): Promise<void> {
  expect(await hookType(visitor.page)).toBe('undefined');
  await clickChat(visitor);
  expect(visitor.chats).toHaveLength(1);
  expect(visitor.google).toEqual([]);
  expect(visitor.errors).toEqual([]);
  await visitor.close();
}

describe('the Content-Security-Policy with Google Ads on', () => {
  // Google's tag sets script addresses and HTML of its own: Trusted Types stay off while it may run (the other side,
  // with Google Ads off: test/browser/trusted-types.test.ts).
  it('requires no Trusted Types', async () => {
    const csp = (await fetch(`${adsSite().url}/`)).headers.get('content-security-policy') ?? '';
    expect(csp).toContain("'strict-dynamic'");
    expect(csp).not.toContain('trusted-types');
  });
});

describe('a visitor who did not come through an ad', () => {
  it('is never asked, and nothing of Google loads for him, also with an earlier "yes" stored', async () => {
    const visitor = await visit({ phone: true });
    await visitor.context.addInitScript(([key, value]) => localStorage.setItem(key, value), [
      CONSENT_KEY,
      JSON.stringify({ version: consentVersion(GOOGLE_ADS), granted: true, at: '2026-11-25T00:00:00.000Z' }),
    ] as const);
    for (const path of ['/', '/impressum', '/?utm_source=newsletter']) {
      await open(visitor.page, path);
      expect(await notice(visitor.page).count(), path).toBe(0);
    }
    await chatOpensOnceAskingNothingOfGoogle(visitor);
  });

  it('can still give or withdraw an answer from the footer, which loads nothing for him', async () => {
    const visitor = await visit();
    await open(visitor.page, '/');
    await visitor.page.getByRole('button', { name: consentText.settings }).click();
    await expect.poll(() => notice(visitor.page).isVisible()).toBe(true);
    await visitor.page.getByRole('button', { name: consentText.accept }).click();
    await expect.poll(() => notice(visitor.page).isVisible()).toBe(false);
    expect(visitor.google).toEqual([]);
    await visitor.close();
  });
});

describe('a visitor who came through an ad, before an answer', () => {
  it.each([
    ['a phone between its bars (390×664 and 375×667)', { phone: true }],
    ['a laptop (1280×800)', { phone: false }],
  ])(
    'on %s sees the notice docked over the page, clear of the main button, moving nothing; nothing loads',
    async (_, size) => {
      const visitor = await visit(size);
      const { page } = visitor;
      await visitor.context.addInitScript(LAYOUT_SHIFT_OBSERVER);
      await open(page);
      await words(page);
      // Not in the page's flow: it stays where it is docked when the page scrolls.
      expect(await notice(page).evaluate((element) => getComputedStyle(element).position)).toBe('fixed');
      // Measured before the phone's second size: a change of the window's size is no shift of the page.
      expect(await layoutShift(page)).toEqual({ total: 0, shifted: [] });
      const sizes = size.phone
        ? [
            { width: 390, height: 664 },
            { width: 375, height: 667 },
          ]
        : [viewports.desktop];
      for (const viewport of sizes) {
        const at = `${viewport.width}×${viewport.height}`;
        await page.setViewportSize(viewport);
        const box = await boxOf(page, NOTICE);
        // The main button of the first screen stays in view and uncovered.
        expect((await boxOf(page, HERO_CHAT)).bottom, at).toBeLessThanOrEqual(box.top);
        if (size.phone) {
          // Directly on the bottom bar, across the screen, and at most 140 px high: three lines and the answers.
          const bar = await boxOf(page, '[data-mobile-bar]');
          expect(Math.abs(box.bottom - bar.top), at).toBeLessThanOrEqual(1);
          expect([box.left, box.right], at).toEqual([0, viewport.width]);
          expect(box.height, at).toBeLessThanOrEqual(140);
        } else {
          // A card in the bottom right corner, at most about 420 px wide.
          expect(box.right - box.left).toBeLessThanOrEqual(420);
          expect(box.right).toBeGreaterThan(viewport.width - 48);
          expect(box.bottom).toBeGreaterThan(viewport.height - 48);
        }
        // At most three lines of words, and two equal answers of 44 px.
        const lines = await notice(page)
          .locator('p')
          .evaluate((p) =>
            Math.round(p.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(p).lineHeight)),
          );
        expect(lines, at).toBeLessThanOrEqual(3);
        const answers = await notice(page)
          .locator('button[data-consent-choice]')
          .evaluateAll((buttons) =>
            buttons.map((button) => {
              const { width, height } = button.getBoundingClientRect();
              return [Math.round(width), Math.round(height), getComputedStyle(button).backgroundColor];
            }),
          );
        expect(answers, at).toHaveLength(2);
        expect(answers[0], at).toEqual(answers[1]);
        expect(Number(answers[0]?.[1]), at).toBeGreaterThanOrEqual(44);
      }
      // A region named by its title, which is not drawn: no heading in it, and the title is none of its lines.
      expect(await page.getByRole('region', { name: consentText.title }).count()).toBe(1);
      expect(await notice(page).getByRole('heading').count()).toBe(0);
      expect(await notice(page).textContent()).not.toContain(consentText.title);
      await chatOpensOnceAskingNothingOfGoogle(visitor);
    },
  );

  it('keeps room at the bottom, so that nothing focused and not the page’s end hides under the notice, also at 400 % zoom', async () => {
    const visitor = await visit({ phone: true });
    const { page } = visitor;
    await open(page);
    await words(page);
    const top = async () => (await boxOf(page, NOTICE)).top;
    // The footer's last link, focused by the keyboard from above: the page scrolls it clear of the notice.
    const last = page.locator('footer a').last();
    await last.focus();
    const focused = await last.boundingBox();
    expect((focused?.y ?? 0) + (focused?.height ?? 0)).toBeLessThanOrEqual(await top());
    // At the page's end, its last line stands above the notice.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const end = await page.locator('[data-footer] p').last().boundingBox();
    expect((end?.y ?? 0) + (end?.height ?? 0)).toBeLessThanOrEqual(await top());
    // The room is the footer's, in its colour, down to the page's end: no strip of another colour below it.
    const below = await page.evaluate(() => {
      const footer = document.querySelector('[data-footer]')?.getBoundingClientRect();
      return document.documentElement.scrollHeight - ((footer?.bottom ?? 0) + window.scrollY);
    });
    expect(below).toBeLessThanOrEqual(0.5);

    // At 400 % zoom (320×256 CSS px) the notice takes at most half the screen, below the header, and scrolls inside
    // itself; every element the keyboard reaches shows at least in part between header and notice (WCAG 2.4.11).
    await page.setViewportSize({ width: 320, height: 256 });
    const small = await boxOf(page, NOTICE);
    const header = await boxOf(page, '[data-header]');
    expect(small.height).toBeLessThanOrEqual(128);
    expect(small.top).toBeGreaterThanOrEqual(header.bottom);
    const inside = await notice(page).evaluate((element) => [
      element.scrollHeight > element.clientHeight,
      getComputedStyle(element).overflowY,
    ]);
    expect(inside).toEqual([true, 'auto']);
    await page.locator('.skip-link').focus();
    const hidden: string[] = [];
    for (let stop = 0; stop < 200; stop++) {
      await page.keyboard.press('Tab');
      const seen = await page.evaluate(
        ({ noticeTop, headerBottom }) => {
          const focused = document.activeElement;
          if (!focused || focused === document.body || focused.matches('.skip-link')) return null;
          // Controls of the fixed parts are drawn above the page: only the page's own can hide under them.
          if (focused.closest('[data-consent-notice], [data-header], [data-mobile-bar]')) return '';
          const { top, bottom } = focused.getBoundingClientRect();
          const shown = Math.min(bottom, noticeTop) - Math.max(top, headerBottom);
          return shown > 0 ? '' : `${focused.tagName} "${focused.textContent?.trim().slice(0, 40)}" (${top}–${bottom})`;
        },
        { noticeTop: small.top, headerBottom: header.bottom },
      );
      if (seen === null) break;
      if (seen) hidden.push(seen);
    }
    expect(hidden, `focused under the notice or the header at 320×256:\n${hidden.join('\n')}`).toEqual([]);
    await visitor.close();
  });

  it('opens its details in a sheet at once, also offline: title and close at its top, the summary, the privacy policy, both answers at its foot; Escape closes it back to “Details”', async () => {
    const visitor = await visit({ phone: true });
    const { page } = visitor;
    await visitor.context.addInitScript(LAYOUT_SHIFT_OBSERVER);
    await open(page);
    await words(page);
    // The summary comes with the consent code: no connection is needed.
    await visitor.context.setOffline(true);
    const details = notice(page).getByRole('button', { name: consentText.details });
    await details.click();
    const sheet = page.getByRole('dialog', { name: consentText.title });
    await expect.poll(() => sheet.isVisible()).toBe(true);
    const close = sheet.getByRole('button', { name: consentText.close });
    const summary = sheet.getByRole('list');
    const full = sheet.getByRole('link', { name: consentText.fullText });
    const answers = sheet.locator('button[data-consent-choice]');
    // Who, what, the cookies, the health context and withdrawal, in about eight lines at 390 px: nine where two
    // companies share the first (the operator and another holder of the account, as here).
    expect(await summary.getByRole('listitem').allTextContents()).toEqual(
      Object.values(consentSheet(GOOGLE_ADS, operator.companyName)),
    );
    const lines = await summary
      .getByRole('listitem')
      .evaluateAll((items) =>
        items.reduce(
          (sum, item) =>
            sum +
            Math.round(item.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(item).lineHeight)),
          0,
        ),
      );
    expect(lines).toBeLessThanOrEqual(9);
    expect(await sheet.getByRole('heading').textContent()).toBe(consentText.title);
    expect(await full.getAttribute('href')).toBe('/datenschutz#google-ads');
    // From top to bottom: the close control, the summary, the link, the answers; the whole sheet in the window.
    const order = await Promise.all([close, summary, full, answers.first()].map((part) => part.boundingBox()));
    const tops = order.map((box) => box?.y ?? Number.NaN);
    expect(tops).toEqual(tops.toSorted((a, b) => a - b));
    const box = await sheet.boundingBox();
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(664);
    expect(await answers.allTextContents()).toEqual([consentText.accept, consentText.decline]);
    const [first, second] = await Promise.all([answers.first().boundingBox(), answers.last().boundingBox()]);
    expect([first?.width, first?.height]).toEqual([second?.width, second?.height]);
    // The keyboard starts at its top, on the close control; Escape closes it, back to "Details".
    expect(await close.evaluate((button) => button === document.activeElement)).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => sheet.isVisible()).toBe(false);
    // Escape closed the sheet only: the notice still asks.
    expect(await notice(page).isVisible()).toBe(true);
    expect(await details.evaluate((button) => button === document.activeElement)).toBe(true);
    expect(await layoutShift(page)).toEqual({ total: 0, shifted: [] });
    expect(page.url()).toBe(`${adsSite().url}${FROM_AD}`);
    // At 400 % zoom it scrolls inside itself; its answers answer as the notice's do.
    await page.setViewportSize({ width: 320, height: 256 });
    await details.click();
    expect(await sheet.evaluate((dialog) => dialog.scrollHeight > dialog.clientHeight)).toBe(true);
    await answers.last().click();
    await expect.poll(() => sheet.isVisible()).toBe(false);
    expect(await notice(page).isVisible()).toBe(false);
    const stored = await page.evaluate((key) => localStorage.getItem(key), CONSENT_KEY);
    expect(JSON.parse(stored ?? '{}').granted).toBe(false);
    expect(visitor.google).toEqual([]);
    expect(visitor.errors).toEqual([]);
    await visitor.close();
  });
});

describe('Ablehnen', () => {
  it('loads nothing from Google, now or after a reload, and the chat opens once', async () => {
    const visitor = await answeredVisit(consentText.decline);
    await expect.poll(() => notice(visitor.page).isVisible()).toBe(false);
    await open(visitor.page);
    expect(await notice(visitor.page).count()).toBe(0);
    await chatOpensOnceAskingNothingOfGoogle(visitor);
  });
});

describe('Akzeptieren', () => {
  it('loads gtag.js, and each chat click opens one chat and reports one conversion as a beacon', async () => {
    const visitor = await answeredVisit(consentText.accept);
    await expect.poll(() => loadedTag(visitor)).toBe(true);
    // The tag ran, and so did the script it added.
    await expect
      .poll(() => visitor.page.evaluate(() => (window as { __standInSubscript?: boolean }).__standInSubscript))
      .toBe(true);
    // Conversions only, as the notice says: no page view, no enhanced conversions.
    expect(await configs(visitor.page)).toEqual([
      [GOOGLE_ADS.tagId, { send_page_view: false, allow_enhanced_conversions: false }],
    ]);
    await clickChat(visitor);
    expect(visitor.chats).toHaveLength(1);
    expect(await conversions(visitor.page)).toEqual([[`${GOOGLE_ADS.tagId}/${GOOGLE_ADS.labels.whatsapp}`, 'beacon']]);
    await clickChat(visitor);
    expect(visitor.chats).toHaveLength(2);
    expect(await conversions(visitor.page)).toHaveLength(2);
    // A kind without a label reports nothing: the e-mail link opens the mail program only.
    await visitor.page.evaluate(() => {
      document.addEventListener('click', (event) => event.preventDefault(), { once: true });
    });
    await visitor.page.locator('footer a[href^="mailto:"]').click();
    expect(await conversions(visitor.page)).toHaveLength(2);
    expect(visitor.errors).toEqual([]);
    await visitor.close();
  });

  it('still opens the chat on the click when gtag.js is blocked', async () => {
    const visitor = await answeredVisit(consentText.accept, { blockGoogle: true });
    await expect.poll(() => visitor.google.length).toBeGreaterThan(0);
    await clickChat(visitor);
    expect(visitor.chats).toHaveLength(1);
    // Only the refused tag itself shows up.
    expect(visitor.errors.filter((error) => !error.includes('ERR_BLOCKED_BY_CLIENT'))).toEqual([]);
    await visitor.close();
  });

  it('is kept for a visit with Google’s conversion cookie, not for one without', async () => {
    const visitor = await answeredVisit(consentText.accept);
    // The tag and the script it adds have both been asked for.
    await expect
      .poll(() => visitor.page.evaluate(() => (window as { __standInSubscript?: boolean }).__standInSubscript))
      .toBe(true);
    // The stand-in tag sets no cookie: a later visit without the click id is one without anything to attribute...
    const before = visitor.google.length;
    await open(visitor.page, '/');
    expect(await notice(visitor.page).count()).toBe(0);
    expect(await hookType(visitor.page)).toBe('undefined');
    expect(visitor.google.length).toBe(before);
    // ...until the conversion cookie the real tag sets after a "yes" is there.
    await visitor.context.addCookies([{ name: '_gcl_aw', value: 'GCL.1.test', url: adsSite().url }]);
    await open(visitor.page, '/');
    expect(await notice(visitor.page).count()).toBe(0);
    await expect.poll(() => visitor.google.length).toBeGreaterThan(before);
    expect(await hookType(visitor.page)).toBe('function');
    expect(visitor.errors).toEqual([]);
    await visitor.close();
  });

  it('is withdrawn from the footer: nothing more reports or loads', async () => {
    const visitor = await answeredVisit(consentText.accept);
    await open(visitor.page);
    expect(await notice(visitor.page).count()).toBe(0);
    expect(await hookType(visitor.page)).toBe('function');
    await visitor.page.getByRole('button', { name: consentText.settings }).click();
    await expect.poll(() => notice(visitor.page).isVisible()).toBe(true);
    expect(await visitor.page.evaluate((selector) => document.activeElement?.closest(selector) !== null, NOTICE)).toBe(
      true,
    );
    await visitor.page.getByRole('button', { name: consentText.decline }).click();
    expect(await hookType(visitor.page)).toBe('undefined');
    await clickChat(visitor);
    expect(await conversions(visitor.page)).toEqual([]);
    const before = visitor.google.length;
    await open(visitor.page);
    expect(visitor.google.length).toBe(before);
    expect(visitor.errors).toEqual([]);
    await visitor.close();
  });

  it('is withdrawn in every open tab at once: a chat click in another tab reports nothing, and opens once', async () => {
    const visitor = await answeredVisit(consentText.accept);
    await expect.poll(() => loadedTag(visitor)).toBe(true);
    // A second tab of the same visit says no.
    const other = await visitor.context.newPage();
    await open(other);
    await other.getByRole('button', { name: consentText.settings }).click();
    await other.getByRole('button', { name: consentText.decline }).click();
    // The first tab follows the other's answer (a storage event)...
    await expect.poll(() => hookType(visitor.page)).toBe('undefined');
    await clickChat(visitor);
    expect(visitor.chats).toHaveLength(1);
    expect(await conversions(visitor.page)).toEqual([]);
    // ...and even where that event has not arrived, each report reads the answer afresh.
    await visitor.page.getByRole('button', { name: consentText.settings }).click();
    await visitor.page.getByRole('button', { name: consentText.accept }).click();
    await expect.poll(() => hookType(visitor.page)).toBe('function');
    await visitor.page.evaluate(
      ([key, value]) => {
        // As another tab writes it, without the event reaching this one.
        const write = Storage.prototype.setItem;
        write.call(localStorage, key, value);
      },
      [
        CONSENT_KEY,
        JSON.stringify({ version: consentVersion(GOOGLE_ADS), granted: false, at: new Date().toISOString() }),
      ] as const,
    );
    await clickChat(visitor);
    expect(visitor.chats).toHaveLength(2);
    expect(await conversions(visitor.page)).toEqual([]);
    expect(visitor.errors).toEqual([]);
    await visitor.close();
  });

  // A newer deploy asks under another version; its "no" in another tab must still end this tab's yes, and so must a
  // value no build can read (withdrawal wins: client/consent/index.ts, refusesAny in src/consent/choice.ts).
  it.each([
    [
      'a "no" given to another version',
      JSON.stringify({ version: 'neuere-fassung', granted: false, at: '2026-11-28T00:00:00.000Z' }),
    ],
    ['a value that cannot be read', '{"version":'],
  ])(
    'is withdrawn when another tab stores %s: nothing reports, the hook and Google’s cookies go, for good',
    async (_, raw) => {
      const visitor = await visit();
      await open(visitor.page);
      await visitor.page.getByRole('button', { name: consentText.accept }).click();
      await expect.poll(() => loadedTag(visitor)).toBe(true);
      expect(await hookType(visitor.page)).toBe('function');
      // As Google's tag sets it after consent.
      await visitor.page.evaluate(() => {
        // biome-ignore lint/suspicious/noDocumentCookie: the cookie gtag.js would set, set as it does
        document.cookie = '_gcl_aw=GCL.1.test; path=/';
      });
      // Before any storage event reaches this tab: the next report reads the stored value afresh.
      await visitor.page.evaluate(([key, value]) => Storage.prototype.setItem.call(localStorage, key, value), [
        CONSENT_KEY,
        raw,
      ] as const);
      await clickChat(visitor);
      expect(visitor.chats).toHaveLength(1);
      expect(await conversions(visitor.page)).toEqual([]);
      // Another tab of the same visit writes it (its storage event): this tab withdraws as after its own "Ablehnen".
      await visitor.page.evaluate((key) => Storage.prototype.removeItem.call(localStorage, key), CONSENT_KEY);
      const other = await visitor.context.newPage();
      await open(other, '/');
      await other.evaluate(([key, value]) => localStorage.setItem(key, value), [CONSENT_KEY, raw] as const);
      await expect.poll(() => hookType(visitor.page)).toBe('undefined');
      expect(await visitor.page.evaluate(() => document.cookie)).not.toContain('_gcl_aw');
      // And the yes does not come back when the key goes again.
      await other.evaluate((key) => localStorage.removeItem(key), CONSENT_KEY);
      // A call's report (a tel: link of any number, kept from dialling) reads the stored answer and this tab's own.
      await visitor.page.evaluate(() => {
        const call = document.createElement('a');
        call.href = 'tel:+4921540000000';
        call.addEventListener('click', (event) => event.preventDefault());
        document.body.append(call);
        call.click();
        call.remove();
      });
      expect(await conversions(visitor.page)).toEqual([]);
      expect(await hookType(visitor.page)).toBe('undefined');
      expect(visitor.errors).toEqual([]);
      await visitor.close();
    },
  );

  it('follows an answer given while the page waited in the back/forward cache', async () => {
    const visitor = await answeredVisit(consentText.accept);
    await expect.poll(() => hookType(visitor.page)).toBe('function');
    // What the page finds when it comes back: a "no" stored meanwhile, and the browser's pageshow for a restored page.
    await visitor.page.evaluate(
      ([key, value]) => {
        localStorage.setItem(key, value);
        dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
      },
      [
        CONSENT_KEY,
        JSON.stringify({ version: consentVersion(GOOGLE_ADS), granted: false, at: new Date().toISOString() }),
      ] as const,
    );
    expect(await hookType(visitor.page)).toBe('undefined');
    await visitor.close();
  });
});

describe('the notice', () => {
  it('is announced politely, comes right after the skip link for the keyboard, goes on Escape without an answer, and is answered by keyboard alone', async () => {
    const visitor = await visit();
    // What the notice's live region holds when the notice enters the page: a region that arrives already filled is not
    // announced by every screen reader.
    await visitor.context.addInitScript(() => {
      new MutationObserver((records) => {
        for (const node of records.flatMap((record) => [...record.addedNodes])) {
          if (node instanceof Element && node.matches('[data-consent-notice]')) {
            (window as { wordsOnArrival?: string | null }).wordsOnArrival =
              node.querySelector('[aria-live="polite"], [role="status"]')?.textContent ?? null;
          }
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await open(visitor.page);
    await words(visitor.page);
    expect(await visitor.page.evaluate(() => (window as { wordsOnArrival?: string | null }).wordsOnArrival)).toBe('');
    expect(await notice(visitor.page).getByRole('status').textContent()).toBe(consentText.summary);
    // Drawn at the bottom, but in the page right after the skip link: the second stop of the keyboard.
    const accept = visitor.page.getByRole('button', { name: consentText.accept });
    await visitor.page.keyboard.press('Tab');
    expect(await visitor.page.evaluate(() => document.activeElement?.matches('.skip-link'))).toBe(true);
    await visitor.page.keyboard.press('Tab');
    expect(await accept.evaluate((button) => button === document.activeElement)).toBe(true);
    // Escape puts it away for this page, and that is no answer: nothing stored, nothing loads. The keyboard goes on
    // where the notice stood, in the header; the footer's settings bring it back, focused.
    await visitor.page.keyboard.press('Escape');
    await expect.poll(() => notice(visitor.page).isVisible()).toBe(false);
    expect(await visitor.page.evaluate((key) => localStorage.getItem(key), CONSENT_KEY)).toBeNull();
    await visitor.page.keyboard.press('Tab');
    expect(await visitor.page.evaluate(() => document.activeElement?.closest('[data-header]') !== null)).toBe(true);
    await visitor.page.locator('[data-consent-open]').click();
    await expect.poll(() => notice(visitor.page).isVisible()).toBe(true);
    expect(await notice(visitor.page).evaluate((region) => region === document.activeElement)).toBe(true);
    await visitor.page.keyboard.press('Tab');
    expect(await accept.evaluate((button) => button === document.activeElement)).toBe(true);
    expect(visitor.google).toEqual([]);
    await visitor.page.keyboard.press('Enter');
    await expect.poll(() => notice(visitor.page).isVisible()).toBe(false);
    const stored = await visitor.page.evaluate((key) => localStorage.getItem(key), CONSENT_KEY);
    expect(JSON.parse(stored ?? '{}').granted).toBe(true);
    expect(visitor.errors).toEqual([]);
    await visitor.close();
  });

  it('asks again when the stored answer was given to another text or setting, and loads nothing meanwhile', async () => {
    const visitor = await visit();
    await visitor.context.addInitScript((key) => {
      const older = { version: `older-text|${'AW-1'}|whatsapp=x`, granted: true, at: '2026-01-01T00:00:00.000Z' };
      localStorage.setItem(key, JSON.stringify(older));
    }, CONSENT_KEY);
    await open(visitor.page);
    expect(await notice(visitor.page).isVisible()).toBe(true);
    await clickChat(visitor);
    expect(visitor.chats).toHaveLength(1);
    expect(visitor.google).toEqual([]);
    expect(visitor.errors).toEqual([]);
    await visitor.close();
  });

  // What another script, an extension or an older build may have left under the key: none of it is an answer.
  const version = consentVersion(GOOGLE_ADS);
  it.each([
    ['granted as the string "true"', JSON.stringify({ version, granted: 'true' })],
    ['granted missing', JSON.stringify({ version, at: '2026-11-25T00:00:00.000Z' })],
    ['text that is no JSON', '{"version":'],
    ['an answer inside a list', JSON.stringify([{ version, granted: true }])],
  ])('asks when storage holds %s, and loads nothing meanwhile', async (_, raw) => {
    const visitor = await visit();
    await visitor.context.addInitScript(([key, value]) => localStorage.setItem(key, value), [
      CONSENT_KEY,
      raw,
    ] as const);
    await open(visitor.page);
    expect(await notice(visitor.page).isVisible()).toBe(true);
    expect(await hookType(visitor.page)).toBe('undefined');
    await clickChat(visitor);
    expect(visitor.google).toEqual([]);
    expect(visitor.errors).toEqual([]);
    await visitor.close();
  });

  it('stays away for an answer stored for this setting, and follows it', async () => {
    const visitor = await visit();
    await visitor.context.addInitScript(([key, value]) => localStorage.setItem(key, value), [
      CONSENT_KEY,
      JSON.stringify({ version, granted: true, at: '2026-11-25T00:00:00.000Z' }),
    ] as const);
    await open(visitor.page);
    expect(await notice(visitor.page).count()).toBe(0);
    await expect.poll(() => loadedTag(visitor)).toBe(true);
    expect(visitor.errors).toEqual([]);
    await visitor.close();
  });

  it('asks again when storage fails, and treats that as no consent', async () => {
    const visitor = await visit();
    await visitor.context.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('blocked', 'SecurityError');
        },
      });
    });
    await open(visitor.page);
    expect(await notice(visitor.page).isVisible()).toBe(true);
    expect(visitor.google).toEqual([]);
    // The answer cannot be kept: this page follows it, the next one asks again.
    await visitor.page.getByRole('button', { name: consentText.accept }).click();
    await expect.poll(() => loadedTag(visitor)).toBe(true);
    await clickChat(visitor);
    expect(await conversions(visitor.page)).toHaveLength(1);
    // Only edit mode's own report that the saved texts could not be read (spec: the failure is logged).
    expect(visitor.errors.filter((error) => !error.startsWith(RESTORE_FAILED))).toEqual([]);
    await visitor.close();
  });

  // Storage that reads but cannot write (full): an older answer must not outweigh the one just given. The write's
  // failure removes it, as a successful write would have replaced it (client/consent/index.ts, storeChoice).
  it('follows a yes it cannot store over an older "no" still stored, and removes that "no"', async () => {
    const visitor = await visit();
    await visitor.context.addInitScript((key) => {
      const older = { version: 'ältere-fassung', granted: false, at: '2026-01-01T00:00:00.000Z' };
      localStorage.setItem(key, JSON.stringify(older));
      Storage.prototype.setItem = () => {
        throw new DOMException('full', 'QuotaExceededError');
      };
    }, CONSENT_KEY);
    await open(visitor.page);
    expect(await notice(visitor.page).isVisible()).toBe(true);
    await visitor.page.getByRole('button', { name: consentText.accept }).click();
    await expect.poll(() => loadedTag(visitor)).toBe(true);
    expect(await visitor.page.evaluate((key) => localStorage.getItem(key), CONSENT_KEY)).toBeNull();
    await clickChat(visitor);
    expect(await conversions(visitor.page)).toHaveLength(1);
    expect(visitor.errors.filter((error) => !error.startsWith(RESTORE_FAILED))).toEqual([]);
    await visitor.close();
  });

  it('has no accessibility finding (axe, WCAG 2.1 AA) in the notice, nor in its details once opened', async () => {
    const visitor = await visit({ bypassCSP: true });
    await open(visitor.page);
    await words(visitor.page);
    await visitor.page.addScriptTag({ content: AXE_SOURCE });
    const findings = (selector: string) =>
      visitor.page.evaluate(async (context) => {
        const axe = (
          window as unknown as {
            axe: { run: (context: string, options: object) => Promise<{ violations: { id: string }[] }> };
          }
        ).axe;
        const result = await axe.run(context, {
          runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
        });
        return result.violations.map((violation) => violation.id);
      }, selector);
    expect(await findings(NOTICE), NOTICE).toEqual([]);
    const dialog = 'dialog[data-consent-dialog]';
    await notice(visitor.page).getByRole('button', { name: consentText.details }).click();
    await visitor.page.locator(dialog).waitFor();
    expect(await findings(dialog), dialog).toEqual([]);
    await visitor.close();
  });
});

it('keeps the JavaScript a first load of the landing page can fetch within 75 KB gzip with the consent code in it', () => {
  const { firstLoad } = clientScripts(readClientManifest(clientManifestPath(join(adsSite().dir, 'dist/client'))));
  expect(firstLoad.some((file) => file.includes('consent'))).toBe(true);
  const gzipped = firstLoad.reduce(
    (sum, file) => sum + gzipSync(readFileSync(join(adsSite().dir, 'dist/client', file))).length,
    0,
  );
  console.log(`JavaScript on / with Google Ads on: ${(gzipped / 1024).toFixed(1)} KB gzip`);
  expect(gzipped).toBeLessThanOrEqual(75 * 1024);
});
