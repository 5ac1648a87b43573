// Google Ads behind consent, in Chromium, on a copy of the site built with the setting on (the default build has it
// off: nothing of this exists there, test/worker/consent.test.ts). Every request to a Google host is caught and answered
// with a stand-in gtag.js, and every other host is refused, so no request leaves the machine. What counts: no Google
// request before "Akzeptieren" or after "Ablehnen", exactly one report and exactly one chat per click after it, the
// chat also when gtag.js is blocked and never told which page sent it (no referrer), revocation from the footer, the
// banner by keyboard, axe without findings, the phone's first-screen call to action uncovered, and no console error or
// Content-Security-Policy violation on the way.
import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGoogleAdsSite, TEST_GOOGLE_ADS as GOOGLE_ADS } from '../../scripts/lib/google-ads-site.ts';
import { type Preview, startPreview } from '../../scripts/lib/preview.ts';
import { CONSENT_KEY } from '../../src/consent/choice.ts';
import { consentVersion } from '../../src/consent/version.ts';
import { RESTORE_FAILED } from '../../src/edit-mode/restore-scripts.ts';
import { chromiumForFile, viewports } from './chromium.ts';

const browser = chromiumForFile();
const GOOGLE =
  /^https:\/\/([a-z0-9-]+\.)*(google|googletagmanager|googleadservices|doubleclick|googlesyndication)\.[a-z.]+\//;
const HERO_CHAT = '[data-section="hero"] a[href^="https://wa.me/"]';
/** A script the real gtag.js loads in turn, from a host of its own. */
const STAND_IN_SUBSCRIPT = 'https://www.googleadservices.com/pagead/conversion_async.js';
const AXE_SOURCE = readFileSync('node_modules/axe-core/axe.min.js', 'utf8');

let preview: Preview;

// Copying and building the site with the setting on; the limit only stops a hang on a busy machine.
beforeAll(async () => {
  preview = await startPreview(await buildGoogleAdsSite('bemedics-consent-site'));
}, 600_000);
afterAll(() => preview?.stop());

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
    if (url.startsWith(preview.url)) return route.continue();
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
  return { page, context, google, chats, chatReferrers, errors, close: () => context.close() };
}

async function open(page: Page, path = '/'): Promise<void> {
  await page.goto(`${preview.url}${path}`);
  await page.locator('html[data-consent-ready]').waitFor({ state: 'attached' });
}

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

describe('before an answer', () => {
  it('shows the banner below the first screen, requests nothing from Google, and leaves the links as they are', async () => {
    const visitor = await visit({ phone: true });
    await open(visitor.page);
    const banner = visitor.page.locator('[data-consent-banner]');
    await expect.poll(() => banner.isVisible()).toBe(true);
    // The phone's first call to action is in view and not under the banner.
    const button = await visitor.page.locator(HERO_CHAT).boundingBox();
    const region = await banner.boundingBox();
    expect((button?.y ?? 0) + (button?.height ?? 0)).toBeLessThanOrEqual(664);
    expect(region?.y ?? 0).toBeGreaterThanOrEqual((button?.y ?? 0) + (button?.height ?? 0));
    expect(
      await visitor.page.evaluate(() => typeof (window as { gtag_report_conversion?: unknown }).gtag_report_conversion),
    ).toBe('undefined');
    await clickChat(visitor);
    expect(visitor.chats).toHaveLength(1);
    expect(visitor.google).toEqual([]);
    expect(visitor.errors).toEqual([]);
    await visitor.close();
  });
});

describe('Ablehnen', () => {
  it('loads nothing from Google, now or after a reload, and the chat opens once', async () => {
    const visitor = await visit();
    await open(visitor.page);
    await visitor.page.getByRole('button', { name: 'Ablehnen' }).click();
    await expect.poll(() => visitor.page.locator('[data-consent-banner]').isVisible()).toBe(false);
    await visitor.page.reload();
    await visitor.page.locator('html[data-consent-ready]').waitFor({ state: 'attached' });
    expect(await visitor.page.locator('[data-consent-banner]').isVisible()).toBe(false);
    await clickChat(visitor);
    expect(visitor.chats).toHaveLength(1);
    expect(visitor.google).toEqual([]);
    expect(
      await visitor.page.evaluate(() => typeof (window as { gtag_report_conversion?: unknown }).gtag_report_conversion),
    ).toBe('undefined');
    expect(visitor.errors).toEqual([]);
    await visitor.close();
  });
});

describe('Akzeptieren', () => {
  it('loads gtag.js, and each chat click opens one chat and reports one conversion as a beacon', async () => {
    const visitor = await visit();
    await open(visitor.page);
    await visitor.page.getByRole('button', { name: 'Akzeptieren' }).click();
    await expect.poll(() => visitor.google.some((url) => url.includes(`/gtag/js?id=${GOOGLE_ADS.tagId}`))).toBe(true);
    // The tag ran, and so did the script it added.
    await expect
      .poll(() => visitor.page.evaluate(() => (window as { __standInSubscript?: boolean }).__standInSubscript))
      .toBe(true);
    // Conversions only, as the banner says: no page view, no enhanced conversions.
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
    const visitor = await visit({ blockGoogle: true });
    await open(visitor.page);
    await visitor.page.getByRole('button', { name: 'Akzeptieren' }).click();
    await expect.poll(() => visitor.google.length).toBeGreaterThan(0);
    await clickChat(visitor);
    expect(visitor.chats).toHaveLength(1);
    // Only the refused tag itself shows up.
    expect(visitor.errors.filter((error) => !error.includes('ERR_BLOCKED_BY_CLIENT'))).toEqual([]);
    await visitor.close();
  });

  it('is kept for the next page, and withdrawn from the footer: nothing more loads', async () => {
    const visitor = await visit();
    await open(visitor.page);
    await visitor.page.getByRole('button', { name: 'Akzeptieren' }).click();
    await visitor.page.reload();
    await visitor.page.locator('html[data-consent-ready]').waitFor({ state: 'attached' });
    expect(await visitor.page.locator('[data-consent-banner]').isVisible()).toBe(false);
    expect(
      await visitor.page.evaluate(() => typeof (window as { gtag_report_conversion?: unknown }).gtag_report_conversion),
    ).toBe('function');
    await visitor.page.getByRole('button', { name: 'Datenschutz-Einstellungen' }).click();
    await expect.poll(() => visitor.page.locator('[data-consent-banner]').isVisible()).toBe(true);
    expect(await visitor.page.evaluate(() => document.activeElement?.closest('[data-consent-banner]') !== null)).toBe(
      true,
    );
    await visitor.page.getByRole('button', { name: 'Ablehnen' }).click();
    expect(
      await visitor.page.evaluate(() => typeof (window as { gtag_report_conversion?: unknown }).gtag_report_conversion),
    ).toBe('undefined');
    const before = visitor.google.length;
    await visitor.page.reload();
    await visitor.page.locator('html[data-consent-ready]').waitFor({ state: 'attached' });
    expect(visitor.google.length).toBe(before);
    expect(visitor.errors).toEqual([]);
    await visitor.close();
  });
});

describe('the banner', () => {
  it('is answered by keyboard alone', async () => {
    const visitor = await visit();
    await open(visitor.page);
    const accept = visitor.page.getByRole('button', { name: 'Akzeptieren' });
    for (let tab = 0; tab < 80 && !(await accept.evaluate((button) => button === document.activeElement)); tab++) {
      await visitor.page.keyboard.press('Tab');
    }
    await visitor.page.keyboard.press('Enter');
    await expect.poll(() => visitor.page.locator('[data-consent-banner]').isVisible()).toBe(false);
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
    expect(await visitor.page.locator('[data-consent-banner]').isVisible()).toBe(true);
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
    expect(await visitor.page.locator('[data-consent-banner]').isVisible()).toBe(true);
    expect(
      await visitor.page.evaluate(() => typeof (window as { gtag_report_conversion?: unknown }).gtag_report_conversion),
    ).toBe('undefined');
    await clickChat(visitor);
    expect(visitor.google).toEqual([]);
    expect(visitor.errors).toEqual([]);
    await visitor.close();
  });

  it('stays hidden for an answer stored for this setting, and follows it', async () => {
    const visitor = await visit();
    await visitor.context.addInitScript(([key, value]) => localStorage.setItem(key, value), [
      CONSENT_KEY,
      JSON.stringify({ version, granted: true, at: '2026-11-25T00:00:00.000Z' }),
    ] as const);
    await open(visitor.page);
    expect(await visitor.page.locator('[data-consent-banner]').isVisible()).toBe(false);
    await expect.poll(() => visitor.google.some((url) => url.includes(`/gtag/js?id=${GOOGLE_ADS.tagId}`))).toBe(true);
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
    expect(await visitor.page.locator('[data-consent-banner]').isVisible()).toBe(true);
    expect(visitor.google).toEqual([]);
    // Only edit mode's own report that the saved texts could not be read (spec: the failure is logged).
    expect(visitor.errors.filter((error) => !error.startsWith(RESTORE_FAILED))).toEqual([]);
    await visitor.close();
  });

  it('has no accessibility finding (axe, WCAG 2.1 AA) while open', async () => {
    const visitor = await visit({ bypassCSP: true });
    await open(visitor.page);
    await visitor.page.addScriptTag({ content: AXE_SOURCE });
    const violations = await visitor.page.evaluate(async () => {
      const axe = (
        window as unknown as {
          axe: { run: (context: string, options: object) => Promise<{ violations: { id: string }[] }> };
        }
      ).axe;
      const result = await axe.run('[data-consent-banner]', {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      });
      return result.violations.map((violation) => violation.id);
    });
    expect(violations).toEqual([]);
    await visitor.close();
  });
});
