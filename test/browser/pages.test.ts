import { describe, expect, it } from 'vitest';
import { chromiumForFile, openPage, routes, settled, type ViewportName, viewports } from './chromium.ts';

const browser = chromiumForFile();

/** Safari's view on a 390 px iPhone between its bars. */
const PHONE_664 = { width: 390, height: 664 };

/** The pages whose back button leads home. */
const LEGAL = ['/impressum', '/datenschutz', '/agb'];

/** The smallest phones still in use. */
const SMALLEST = { width: 320, height: 640 };

// One load per route and size carries every check of that page at that size, each with its own message: what only
// reads first, then the smallest phone's width (the layout follows the window at once; back to the size after it), then
// the back button, which leaves the page. A page opened again for each check proved nothing more (docs/tests.md, „Laufzeit“).
describe.each<ViewportName>(['phone', 'desktop'])('every page at %s size', (viewport) => {
  it.each(routes)(
    `%s loads without console errors and shows a heading${viewport === 'phone' ? ', fits 320 px without horizontal scrolling' : ''}, and a legal page leads back home with its back button`,
    async (path) => {
      const { page, errors, close } = await openPage(browser(), viewport, path);
      await settled(page);
      expect(await page.locator('h1').first().isVisible(), `a heading on ${path}`).toBe(true);
      expect(await page.getAttribute('html', 'lang'), `lang of ${path}`).toBe('de');
      const unexpected = path.startsWith('/diese-seite')
        ? errors.filter(
            (error) => !/status of 404|^404 Error: User attempted to access non-existent route:/.test(error),
          )
        : errors;
      expect(unexpected, `console errors on ${path}`).toEqual([]);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, `no horizontal scrolling on ${path}`).toBeLessThanOrEqual(viewports[viewport].width);
      if (viewport === 'phone') {
        await page.setViewportSize(SMALLEST);
        expect(
          await page.evaluate(
            () =>
              new Promise<number>((done) =>
                requestAnimationFrame(() => requestAnimationFrame(() => done(document.documentElement.scrollWidth))),
              ),
          ),
          `no horizontal scrolling on ${path} at 320 px`,
        ).toBeLessThanOrEqual(SMALLEST.width);
        await page.setViewportSize(viewports.phone);
      }
      if (LEGAL.includes(path)) {
        await page.getByRole('link', { name: 'Zurück zur Startseite' }).first().click();
        await page.waitForURL((url) => url.pathname === '/');
        expect(await page.locator('[data-section="hero"]').isVisible(), `home after the back button of ${path}`).toBe(
          true,
        );
      }
      await close();
    },
  );

  // The not-found page still sells: beside the spec's heading and the way home, WhatsApp and a call as buttons of its
  // own, to the same chat and number as the header's or bottom bar's and the footer's, whole in the first view and on
  // top (the phone's bottom bar covers none of them), at Safari's 390×664, a small phone's 375×667 and on a laptop; one
  // page per kind, resized.
  it('offers WhatsApp and a call beside the way home on the not-found page, and leads home', async () => {
    const [first, ...more] = viewport === 'phone' ? [PHONE_664, { width: 375, height: 667 }] : [viewports.desktop];
    const sizes = [first, ...more];
    const { page, close } = await openPage(browser(), viewport, '/gibt-es-nicht', { viewport: first });
    await settled(page);
    for (const size of sizes) {
      await page.setViewportSize(size);
      const found = await page.evaluate(async () => {
        await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
        const main = document.querySelector('main') as HTMLElement;
        const shown = (link: Element | null) => {
          if (!link) return null;
          const box = link.getBoundingClientRect();
          const inView = box.top >= 0 && box.left >= 0 && box.bottom <= innerHeight && box.right <= innerWidth;
          const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
          return {
            href: link.getAttribute('href'),
            text: link.textContent,
            inView,
            onTop: !!top && link.contains(top),
          };
        };
        return {
          heading: main.querySelector('h1')?.textContent,
          home: shown(main.querySelector('a[href="/"]')),
          whatsapp: shown(main.querySelector('a[href^="https://wa.me/"]')),
          call: shown(main.querySelector('a[href^="tel:"]')),
          // The same chat and number as the rest of the site names.
          siteWhatsapp: document
            .querySelector(
              '[data-mobile-bar] a[href^="https://wa.me/"], [data-header-actions] a[href^="https://wa.me/"]',
            )
            ?.getAttribute('href'),
          siteCall: document.querySelector('[data-footer] a[href^="tel:"]')?.getAttribute('href'),
        };
      });
      const at = `${size.width}×${size.height}: ${JSON.stringify(found)}`;
      expect(found.heading, at).toBe('Oops! Page not found');
      for (const link of [found.home, found.whatsapp, found.call]) {
        expect(link, at).toMatchObject({ inView: true, onTop: true });
      }
      expect(found.home?.text, at).toBe('Zurück zur Startseite');
      expect(found.whatsapp?.href, at).toBe(found.siteWhatsapp);
      expect(found.call?.href, at).toBe(found.siteCall);
    }
    await page.getByRole('link', { name: 'Zurück zur Startseite' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await close();
  });

  it('reaches every legal page from the footer', async () => {
    const { page, close } = await openPage(browser(), viewport, '/');
    const footer = page.locator('[data-footer]');
    for (const [name, path] of [
      ['Impressum', '/impressum'],
      ['Datenschutz', '/datenschutz'],
      ['AGB', '/agb'],
    ] as const) {
      await footer.getByRole('link', { name, exact: true }).click();
      await page.waitForURL((url) => url.pathname === path);
      await page.goBack();
    }
    await close();
  });
});
