// WhatsApp links in each engine (spec): through the Google Ads conversion hook when the page has one, else a new
// window with the chat. No request leaves the machine: the browsers' proxy refuses every other origin.
import { describe, expect, it } from 'vitest';
import { clinics, contact } from '../../src/site.ts';
import { type EnginePage, engineForSuite, engineNames, type ViewportName } from './engine.ts';
import { MENU, MENU_TOGGLE } from './landing-page.ts';
import { conversionHook, initScript } from './page-scripts.ts';

const WA = 'a[href^="https://wa.me/"]';

/** The places on the page itself, at both sizes, with the number each must open. */
const onThePage = [
  { place: 'hero', selector: `[data-section="hero"] ${WA}`, number: contact.whatsapp },
  { place: 'contact card', selector: `[data-contact-card="whatsapp"] ${WA}`, number: contact.whatsapp },
  { place: 'Istanbul', selector: `[data-clinic="istanbul"] ${WA}`, number: clinics.istanbul.whatsapp },
  { place: 'Willich', selector: `[data-clinic="willich"] ${WA}`, number: clinics.willich.whatsapp },
] as const;

/** The places a visitor can click without opening anything first: the bottom bar on phones, the header on desktops. */
const places: Record<ViewportName, readonly { place: string; selector: string; number: string }[]> = {
  phone: [{ place: 'bottom bar', selector: `[data-mobile-bar] ${WA}`, number: contact.whatsapp }, ...onThePage],
  desktop: [{ place: 'header', selector: `[data-header-actions] ${WA}`, number: contact.whatsapp }, ...onThePage],
};

function hrefOf(page: EnginePage, selector: string): Promise<string> {
  return page.evaluate((sel: string) => (document.querySelector(sel) as HTMLAnchorElement).href, selector);
}

describe.each(engineNames)('%s: WhatsApp links', (name) => {
  const engine = engineForSuite(name);

  describe.each<ViewportName>(['phone', 'desktop'])('at %s size', (viewport) => {
    it('report each click through gtag_report_conversion with the link, and open nothing', async () => {
      const page = await engine().open(viewport, '/', { init: [initScript(conversionHook)] });
      await page.clientReady();
      const requestsBefore = engine().externalRequests.length;
      const conversions = () => page.evaluate(() => (window as unknown as { __conversions: unknown[] }).__conversions);
      const expected: string[] = [];
      const targets = [...places[viewport]];
      if (viewport === 'phone') targets.push({ place: 'menu', selector: `${MENU} ${WA}`, number: contact.whatsapp });
      for (const { place, selector, number } of targets) {
        if (place === 'menu') {
          await page.click(MENU_TOGGLE);
          await expect.poll(() => page.visible(MENU)).toBe(true);
        }
        expect(await page.visible(selector), place).toBe(true);
        const href = await hrefOf(page, selector);
        expect(new URL(href).pathname, place).toBe(`/${number}`);
        expected.push(href);
        await page.click(selector);
        await expect.poll(conversions, { message: place }).toEqual(expected);
      }
      // A new window or a navigation would follow the click at once; give it a moment to show up.
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(await page.popups()).toEqual([]);
      // (Chromium asks its own servers for things now and then; the proxy refuses those too.)
      expect(
        engine()
          .externalRequests.slice(requestsBefore)
          .filter((line) => line.includes('wa.me')),
      ).toEqual([]);
      expect(new URL(await page.url()).pathname).toBe('/');
      expect(await page.errors()).toEqual([]);
      await page.close();
    });

    it('open the chat in a new window when the page has no conversion function', async () => {
      const page = await engine().open(viewport, '/');
      await page.clientReady();
      expect(
        await page.evaluate(() => typeof (window as { gtag_report_conversion?: unknown }).gtag_report_conversion),
      ).toBe('undefined');
      for (const { place, selector } of places[viewport]) {
        const href = await hrefOf(page, selector);
        const requestsBefore = engine().externalRequests.length;
        await page.click(selector);
        await expect.poll(() => page.popups(), { message: place }).toEqual([href]);
        // The new window asked for wa.me (and was refused by the test's proxy).
        await expect
          .poll(() => engine().externalRequests.slice(requestsBefore), { message: place })
          .toContainEqual(expect.stringMatching(/^CONNECT wa\.me:443 /));
        expect(new URL(await page.url()).pathname, place).toBe('/');
        await page.closePopups();
      }
      await page.close();
    });
  });
});
