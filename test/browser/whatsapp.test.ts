// WhatsApp links (spec): the right number per place, a prefilled German request, and the conversion hook.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { whatsappGreeting } from '../../src/content/contact-texts.ts';
import { clinics, contact } from '../../src/site.ts';
import { chromiumForFile, openPage, settled, type ViewportName } from './chromium.ts';

const browser = chromiumForFile();

const WA = 'a[href^="https://wa.me/"]';

/** Every place with a WhatsApp link, with the number it must open. */
const places = {
  header: { selector: `[data-header-actions] ${WA}`, number: contact.whatsapp },
  menu: { selector: `#mobile-menu ${WA}`, number: contact.whatsapp },
  bottomBar: { selector: `[data-mobile-bar] ${WA}`, number: contact.whatsapp },
  hero: { selector: `[data-section="hero"] ${WA}`, number: contact.whatsapp },
  contactCard: { selector: `[data-contact-card="whatsapp"] ${WA}`, number: contact.whatsapp },
  istanbul: { selector: `[data-clinic="istanbul"] ${WA}`, number: clinics.istanbul.whatsapp },
  willich: { selector: `[data-clinic="willich"] ${WA}`, number: clinics.willich.whatsapp },
} as const;

type Place = keyof typeof places;

/** The places a visitor can click without opening anything first, at each size. */
const clickable: Record<ViewportName, readonly Place[]> = {
  phone: ['bottomBar', 'hero', 'contactCard', 'istanbul', 'willich'],
  desktop: ['header', 'hero', 'contactCard', 'istanbul', 'willich'],
};

/** Answers every wa.me request locally, so no test reaches the network; returns the requested URLs. */
async function fakeWhatsApp(context: BrowserContext): Promise<string[]> {
  const requested: string[] = [];
  await context.route('https://wa.me/**', (route) => {
    requested.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: '<title>WhatsApp</title>' });
  });
  return requested;
}

async function hrefOf(page: Page, place: Place): Promise<string> {
  const href = await page.locator(places[place].selector).first().getAttribute('href');
  if (!href) throw new Error(`no WhatsApp link in ${place}`);
  return href;
}

describe.each<ViewportName>(['phone', 'desktop'])('WhatsApp links at %s size', (viewport) => {
  it('ask for a consultation in German in the wording of the settings, each with the number of its place', async () => {
    const { page, close } = await openPage(browser(), viewport, '/');
    for (const [place, { selector, number }] of Object.entries(places)) {
      const links = page.locator(selector);
      expect(await links.count(), place).toBeGreaterThanOrEqual(1);
      for (const href of await links.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('href') ?? ''))) {
        const url = new URL(href);
        expect(url.origin, place).toBe('https://wa.me');
        expect(url.pathname, place).toBe(`/${number}`);
        expect([...url.searchParams.keys()], place).toEqual(['text']);
        expect(url.searchParams.get('text'), place).toContain(whatsappGreeting);
      }
    }
    expect(clinics.istanbul.whatsapp).not.toBe(clinics.willich.whatsapp);
    const all = await page.locator(WA).evaluateAll((nodes) => nodes.map((node) => node.getAttribute('href') ?? ''));
    expect(all.length).toBeGreaterThanOrEqual(Object.keys(places).length);
    for (const href of all) expect(new URL(href).searchParams.get('text')).toContain(whatsappGreeting);
    await close();
  });

  it('report each click through gtag_report_conversion with the link and open no page', async () => {
    const opened = await openPage(browser(), viewport, 'about:blank');
    const { page, close } = opened;
    const context = page.context();
    const requested = await fakeWhatsApp(context);
    const popups: Page[] = [];
    context.on('page', (popup) => popups.push(popup));
    await context.addInitScript(() => {
      const calls: unknown[] = [];
      (window as unknown as { __conversions: unknown[] }).__conversions = calls;
      (window as unknown as { gtag_report_conversion: (url: unknown) => boolean }).gtag_report_conversion = (url) => {
        calls.push(url);
        return false;
      };
    });
    await page.goto(new URL('/', inject('baseURL')).href);
    await settled(page);
    const conversions = () => page.evaluate(() => (window as unknown as { __conversions: unknown[] }).__conversions);

    const expected: string[] = [];
    const targets: Place[] = [...clickable[viewport], ...(viewport === 'phone' ? (['menu'] as const) : [])];
    for (const place of targets) {
      if (place === 'menu') {
        await page.locator('[data-menu-toggle]').click();
        await expect.poll(() => page.locator('#mobile-menu').isVisible()).toBe(true);
      }
      const link = page.locator(places[place].selector).first();
      expect(await link.isVisible(), place).toBe(true);
      expected.push(await link.evaluate((node) => (node as HTMLAnchorElement).href));
      await link.click();
      await expect.poll(conversions, { message: place }).toEqual(expected);
    }
    expect(expected).toHaveLength(targets.length);
    // A new page or a navigation would follow the click at once; give it a moment to show up.
    await page.waitForTimeout(500);
    expect(popups).toEqual([]);
    expect(context.pages()).toHaveLength(1);
    expect(requested).toEqual([]);
    expect(new URL(page.url()).pathname).toBe('/');
    await close();
  });

  it('open the chat in a new page when the page has no conversion function', async () => {
    const { page, close } = await openPage(browser(), viewport, '/');
    const context = page.context();
    const requested = await fakeWhatsApp(context);
    expect(
      await page.evaluate(() => typeof (window as { gtag_report_conversion?: unknown }).gtag_report_conversion),
    ).toBe('undefined');
    await settled(page);
    for (const place of clickable[viewport]) {
      const href = await hrefOf(page, place);
      const [popup] = await Promise.all([
        context.waitForEvent('page'),
        page.locator(places[place].selector).first().click(),
      ]);
      await popup.waitForLoadState();
      expect(popup.url(), place).toBe(href);
      expect(await popup.title(), place).toBe('WhatsApp');
      expect(requested.at(-1), place).toBe(href);
      expect(new URL(page.url()).pathname, place).toBe('/');
      await popup.close();
    }
    await close();
  });
});
