// Every page, the landing page's structure and its navigation in each engine: no script errors, the sections in order,
// header anchors below the fixed header, the phone menu and bottom bar, and the FAQ with one item open or none.
import { describe, expect, it } from 'vitest';
import { faq } from '../../src/content/faq.ts';
import { header, headerLinks } from '../../src/content/navigation.ts';
import { settings } from '../../src/site.ts';
import { landingBoxes, SECTIONS } from '../browser/landing-sections.ts';
import { type EnginePage, engineForSuite, engineNames, routes, type ViewportName, viewports } from './engine.ts';
import {
  expectBelowHeader,
  faqAnswer,
  faqKeepsClickedQuestion,
  faqOneOpenOrNone,
  faqSummary,
  MENU,
  MENU_TOGGLE,
  menuOpensAndCloses,
} from './landing-page.ts';

/**
 * The spec's own log on the not-found page (spec) is the one error a page may print; Chromium also reports the
 * page's own 404 status as a failed load.
 */
const NOT_FOUND_LOG = /^404 Error: User attempted to access non-existent route:|status of 404/;

const sizes: readonly ViewportName[] = ['phone', 'desktop'];

/** What the landing page's one load per size checks besides what every page does (landingPageChecks). */
const LANDING_CHECKS =
  '; every section in the order of the spec, then the footer; the bottom bar and the menu button on phones only, the header buttons on desktops only; every review without a row that scrolls sideways or takes a Tab stop';

describe.each(engineNames)('%s', (name) => {
  const engine = engineForSuite(name);

  it('reports a script error when there is one, so that "no errors" below means something', async () => {
    const page = await engine().open('phone', '/impressum');
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error('geworfen');
      });
      void Promise.reject(new Error('abgelehnt'));
      console.error('protokolliert');
      // An inline script the CSP does not allow, its text given as a node: setting a script's text directly would throw
      // where Trusted Types are required (src/http/content-security-policy.ts) instead of reaching the policy.
      const script = document.createElement('script');
      script.append(document.createTextNode('void 0'));
      document.head.append(script);
    });
    const missing = async () => {
      const errors = (await page.errors()).join('\n');
      return [/geworfen/, /abgelehnt/, /protokolliert/, /Content.Security.Policy/i].filter(
        (seen) => !seen.test(errors),
      );
    };
    await expect.poll(missing).toEqual([]);
    await page.close();
  });

  // Firefox 153 and WebKit 2.50 enforce Trusted Types too (src/http/content-security-policy.ts): the landing page's
  // client entry still loads through the loader's policy, and a script writing HTML itself is refused.
  it('loads the client entry under Trusted Types and refuses HTML a script writes itself (Google Ads off)', async () => {
    const page = await engine().open('phone', '/');
    await page.clientReady();
    const written = await page.evaluate(() => {
      try {
        document.createElement('div').innerHTML = '<img>';
        return 'ran';
      } catch (error) {
        return error instanceof Error ? error.name : String(error);
      }
    });
    expect(written).toBe(settings.googleAds ? 'ran' : 'TypeError');
    await page.close();
  });

  describe.each(sizes)('at %s size', (viewport) => {
    // Each page is loaded once per size, and every check of that page is made on that one load: on the landing page
    // also its sections, the bars of its size and the reviews (docs/tests.md, „Laufzeit“).
    it.each(routes.map((path) => [path, path === '/' ? LANDING_CHECKS : ''] as const))(
      '%s loads without script errors, in German, with a heading and no sideways scrolling%s',
      async (path) => {
        const page = await engine().open(viewport, path);
        // The landing page's client entry loads after the load event: its errors would come then.
        if (path === '/') await page.clientReady();
        expect(await page.visible('h1')).toBe(true);
        expect(await page.attribute('html', 'lang')).toBe('de');
        const errors = await page.errors();
        if (path.startsWith('/diese-seite')) {
          expect(errors.filter((error) => error.startsWith('404 Error: User attempted'))).toHaveLength(1);
          expect(errors.filter((error) => !NOT_FOUND_LOG.test(error))).toEqual([]);
        } else {
          expect(errors).toEqual([]);
        }
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(width, 'no horizontal scrolling').toBeLessThanOrEqual(viewports[viewport].width);
        // Every icon on screen finds its shape, from the sprite file or from the symbols in the page.
        const emptyIcons = () =>
          page.evaluate(() =>
            [...document.querySelectorAll('use')]
              .filter((use) => (use.closest('svg') as SVGSVGElement).getBoundingClientRect().width > 0)
              .filter((use) => use.getBBox().width === 0)
              .map((use) => use.getAttribute('href')),
          );
        await expect.poll(emptyIcons).toEqual([]);
        // The logo draws, as a file or as the drawing the page carries, in the shape of the drawing.
        const blankLogos = () =>
          page.evaluate(() =>
            [...document.querySelectorAll('a[href="/"] > :is(img, svg[role="img"])')]
              .filter((logo) => logo.getBoundingClientRect().width > 0)
              .filter((logo) => {
                const box = logo.getBoundingClientRect();
                const image = logo instanceof HTMLImageElement ? logo : undefined;
                const viewBox = (logo as SVGSVGElement).viewBox?.baseVal;
                const shape = image ? image.naturalWidth / image.naturalHeight : viewBox.width / viewBox.height;
                const drawn = image
                  ? image.complete && image.naturalWidth > 0
                  : (logo as SVGSVGElement).getBBox().width > 0;
                return !drawn || Math.abs(box.width - box.height * shape) > 1;
              })
              .map((logo) => logo.outerHTML.slice(0, 80)),
          );
        await expect.poll(blankLogos).toEqual([]);
        if (path === '/') await landingPageChecks(page, viewport);
        await page.close();
      },
    );

    // The four links one after another on one visit, each from the top of the page as on a fresh one.
    it(`takes each header link, ${headerLinks.map((link) => link.href).join(', ')}, and shows its section just below the fixed header`, async () => {
      const page = await engine().open(viewport, '/');
      await page.fontsSettled();
      if (viewport === 'phone') await page.clientReady();
      for (const id of headerLinks.map((link) => link.href.slice(1))) {
        await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
        await expect
          .poll(() => page.evaluate(() => window.scrollY), { message: `back at the top before #${id}` })
          .toBe(0);
        if (viewport === 'phone') {
          await page.click(MENU_TOGGLE);
          await expect.poll(() => page.visible(MENU), { message: `the menu opens for #${id}` }).toBe(true);
          await page.click(`${MENU} a[href="#${id}"]`);
          await expect.poll(() => page.visible(MENU), { message: `the menu closes on #${id}` }).toBe(false);
        } else {
          await page.click(`[data-header] nav[aria-label="${header.navLabel}"] a[href="#${id}"]`);
        }
        await expect
          .poll(() => page.evaluate(() => location.hash), { message: `the header link to #${id}` })
          .toBe(`#${id}`);
        await expectBelowHeader(page, id);
      }
      await page.close();
    });

    // One visit: the open item a journey leaves is where the next one starts, as a visitor goes on clicking.
    it('opens one FAQ item at a time, closes the open one on a second click, and keeps a question where it was clicked when the open one above it closes', async () => {
      const page = await engine().open(viewport, '/');
      expect(await page.count('#faq details')).toBe(faq.items.length);
      for (const [index, item] of faq.items.entries()) {
        expect(await page.text(faqSummary(index)), `question ${index}`).toBe(item.question);
        expect(await page.text(faqAnswer(index)), `answer ${index}`).toBe(item.answer.join(''));
      }
      await faqOneOpenOrNone(page);
      await faqKeepsClickedQuestion(page);
      await page.close();
    });
  });

  it('opens and closes the phone menu by its button, its close button, Escape and a link', async () => {
    const page = await engine().open('phone', '/');
    await menuOpensAndCloses(page);
    expect(await page.errors()).toEqual([]);
    await page.close();
  });
});

/**
 * The landing page's own checks, made on its one load per size: every section in the order of the spec, then the
 * footer; the bottom bar and the menu button on phones only, the header buttons on desktops only; every review without a
 * row that scrolls sideways or takes a Tab stop; the header stays at the top while the page scrolls (last: it scrolls).
 */
async function landingPageChecks(page: EnginePage, viewport: ViewportName): Promise<void> {
  const { sections: found, footerTop } = await page.evaluate(landingBoxes);
  expect(
    found.map((section) => section.name),
    'the sections in the order of the spec',
  ).toEqual(SECTIONS);
  const tops = found.map((section) => section.top);
  expect(tops, 'the sections one below the other').toEqual(tops.toSorted((a, b) => a - b));
  for (const section of found) expect(section.height, section.name ?? '').toBeGreaterThan(200);
  expect(footerTop, 'the footer below the last section').toBeGreaterThan(tops.at(-1) ?? Number.POSITIVE_INFINITY);
  for (const section of SECTIONS) {
    expect(await page.visible(`[data-section="${section}"] :is(h1, h2)`), section).toBe(true);
  }

  const phone = viewport === 'phone';
  expect(await page.visible('[data-mobile-bar]'), 'the bottom bar on phones only').toBe(phone);
  expect(await page.visible(MENU_TOGGLE), 'the menu button on phones only').toBe(phone);
  expect(await page.visible('[data-header-actions]'), 'the header buttons on desktops only').toBe(!phone);
  if (phone) {
    const bottom = await page.evaluate(
      () => document.querySelector('[data-mobile-bar]')?.getBoundingClientRect().bottom,
    );
    expect(Math.round(bottom ?? 0), 'the bottom bar at the bottom of the window').toBe(viewports.phone.height);
    expect(await page.visible('[data-mobile-bar] a[href^="https://wa.me/"]'), 'WhatsApp in the bottom bar').toBe(true);
    expect(await page.visible('[data-mobile-bar] a[href^="mailto:"]'), 'e-mail in the bottom bar').toBe(true);
  }

  const focusable = await page.evaluate(() => {
    const row = document.querySelector<HTMLElement>('[data-reviews]');
    row?.focus();
    return row ? { focused: document.activeElement === row, scrolls: row.scrollWidth > row.clientWidth } : null;
  });
  const reviews = 'the reviews: no row that scrolls sideways or takes a Tab stop';
  if (settings.showTestimonials) expect(focusable, reviews).toEqual({ focused: false, scrolls: false });
  else expect(focusable, reviews).toBeNull();

  // The header stays at the top while the page scrolls.
  await page.evaluate(() => document.getElementById('faq')?.scrollIntoView({ behavior: 'instant' }));
  expect(
    await page.evaluate(() => document.querySelector('[data-header]')?.getBoundingClientRect().top),
    'the header at the top after scrolling',
  ).toBe(0);
}
