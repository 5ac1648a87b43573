// What the design adds for a visitor on a phone, a tablet or a desktop (docs/verhalten.md): the header gives back some
// of a phone's screen once he scrolls, without a shift and not with reduced motion; the price cards side by side line up
// part for part; the photo panel leads to the form; the FAQ ends in a row of ways to ask, where no bottom bar
// offers them; the headings' web font comes after the first paint.
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { chromiumForFile, openPage, settled } from './chromium.ts';
import { LAYOUT_SHIFT_OBSERVER, layoutShift } from './layout-shift.ts';

const browser = chromiumForFile();

/** The header's box and the menu button's, as the visitor sees them (transforms included). */
const headerBoxes = (page: Page) =>
  page.evaluate(() => {
    const header = document.querySelector('[data-header]')?.getBoundingClientRect();
    const button = document.querySelector('[data-menu-toggle]')?.getBoundingClientRect();
    return { top: header?.top ?? Number.NaN, bottom: header?.bottom ?? Number.NaN, button: button?.top ?? Number.NaN };
  });

describe('the header on a phone', () => {
  it('is 65 px high at the top (64 and its border), gives back 12 px once scrolled, keeps its button in view, and shifts nothing', async () => {
    const { page, close } = await openPage(browser(), 'phone', 'about:blank', { reducedMotion: 'no-preference' });
    await page.addInitScript(LAYOUT_SHIFT_OBSERVER);
    await page.goto(new URL('/', inject('baseURL')).href);
    await settled(page);
    expect(await layoutShift(page)).toEqual({ total: 0, shifted: [] });
    const top = await headerBoxes(page);
    expect(top.top).toBe(0);
    expect(top.bottom).toBe(65);
    await page.evaluate(() => window.scrollTo({ top: 600, behavior: 'instant' }));
    await expect.poll(async () => (await headerBoxes(page)).bottom).toBe(53);
    const scrolled = await headerBoxes(page);
    // The bar slid up by 12 px and its contents down by 6: the button is still whole and centred in what is left.
    expect(scrolled.button).toBeGreaterThanOrEqual(0);
    expect(scrolled.button - scrolled.top - 12).toBeCloseTo(top.button - top.top - 6, 0);
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await expect.poll(async () => (await headerBoxes(page)).bottom).toBe(65);
    expect(await layoutShift(page)).toEqual({ total: 0, shifted: [] });
    await close();
  });

  it('stays as it is with reduced motion', async () => {
    const { page, close } = await openPage(browser(), 'phone', '/', { reducedMotion: 'reduce' });
    await settled(page);
    await page.evaluate(() => window.scrollTo({ top: 600, behavior: 'instant' }));
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    expect(await headerBoxes(page)).toMatchObject({ top: 0, bottom: 65 });
    await close();
  });
});

describe('the price cards side by side', () => {
  // From md the two cards share their rows (subgrid): each heading, list and button beside its counterpart, and no part
  // of a card over the next one, whatever lists the owner's facts make longer.
  it.each([
    { width: 768, height: 1024 },
    { width: 1280, height: 800 },
  ])('line up their headings and buttons, each part below the one before, at $width×$height', async (viewport) => {
    const { page, close } = await openPage(browser(), 'desktop', '/', { viewport });
    await settled(page);
    await page.locator('#leistungen').evaluate((section) => {
      (section as HTMLElement).style.contentVisibility = 'visible';
      section.scrollIntoView();
    });
    const cards = await page.locator('[data-clinic]').evaluateAll((articles) =>
      articles.map((article) => {
        const top = (element: Element | null) => Math.round(element?.getBoundingClientRect().top ?? Number.NaN);
        const body = article.lastElementChild as Element;
        const parts = [...body.children].map((part) => part.getBoundingClientRect());
        return {
          headings: [...article.querySelectorAll('h3, h4')].map(top),
          button: top(article.querySelector('.btn')),
          overlaps: parts.slice(1).filter((part, index) => part.top < (parts[index]?.bottom ?? 0) - 0.5).length,
        };
      }),
    );
    expect(cards).toHaveLength(2);
    const [first, second] = cards;
    expect(second?.headings).toEqual(first?.headings);
    expect(second?.button).toBe(first?.button);
    expect(cards.map((card) => card.overlaps)).toEqual([0, 0]);
    await close();
  });
});

describe('the photo panel', () => {
  it('leads to the contact form, which then stands in view below the header', async () => {
    const { page, close } = await openPage(browser(), 'phone', '/', { reducedMotion: 'reduce' });
    await settled(page);
    const link = page.locator('[data-photos-panel] a[href^="#"]');
    expect(await link.count()).toBe(1);
    await link.scrollIntoViewIfNeeded();
    await link.click();
    const form = page.locator('#kontaktformular form');
    await expect.poll(async () => (await form.boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(53);
    expect((await form.boundingBox())?.y ?? 9999).toBeLessThan(200);
    await close();
  });
});

describe('the FAQ', () => {
  it.each([
    ['phone', false],
    ['desktop', true],
  ] as const)('at %s size %s a row of ways to ask below the questions', async (viewport, shown) => {
    const { page, close } = await openPage(browser(), viewport, '/');
    const row = page.locator('[data-faq-more]');
    expect(await row.isVisible()).toBe(shown);
    if (shown) {
      const hrefs = await row.locator('a').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
      expect(hrefs.map((href) => href.split(':')[0]?.split('/')[0])).toEqual(['https', 'tel', 'mailto']);
    }
    await close();
  });
});

describe('the headings’ font', () => {
  it('is requested only after the first paint, then set in every heading', async () => {
    const { page, close } = await openPage(browser(), 'phone', '/impressum');
    await settled(page);
    // The page asks for the font once its first paint is reported, which can come after `load` and two frames, and
    // document.fonts.ready settles at once while nothing is loading yet: wait for the page's own sign that it switched.
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-fonts'));
    const timing = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-paint')[0]?.startTime ?? Number.NaN,
      font: performance.getEntriesByType('resource').find((entry) => entry.name.endsWith('.woff2'))?.startTime,
      family: getComputedStyle(document.querySelector('h1') as Element).fontFamily,
      loaded: document.fonts.check('600 16px Newsreader'),
    }));
    expect(timing.font).toBeGreaterThan(timing.paint);
    expect(timing.family).toMatch(/^Newsreader,/);
    expect(timing.loaded).toBe(true);
    await close();
  });

  it('switches the headings once the font has arrived, so the page is laid out once for it, not twice', async () => {
    const { page, close } = await openPage(browser(), 'phone', 'about:blank');
    await page.addInitScript(() => {
      new MutationObserver(() => {
        if (!document.documentElement.hasAttribute('data-fonts')) return;
        (window as unknown as { fontAtSwitch: boolean }).fontAtSwitch ??= document.fonts.check('600 16px Newsreader');
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-fonts'] });
    });
    await page.goto(new URL('/', inject('baseURL')).href);
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-fonts'));
    expect(await page.evaluate(() => (window as unknown as { fontAtSwitch?: boolean }).fontAtSwitch)).toBe(true);
    await close();
  });

  it('reaches every heading set in the display face, not only the first', async () => {
    const { page, close } = await openPage(browser(), 'phone', '/');
    await settled(page);
    // The page's own sign that the font is in (see above).
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-fonts'));
    const families = await page.evaluate(() =>
      [...document.querySelectorAll('h1, h2, h3')]
        .map((heading) => getComputedStyle(heading).fontFamily)
        .filter((family) => family.includes('Newsreader')),
    );
    expect(families.length).toBeGreaterThan(5);
    for (const family of families) expect(family).toMatch(/^Newsreader,/);
    await close();
  });

  it('is never requested without script: the headings keep the size-matched local serif', async () => {
    const { page, close } = await openPage(browser(), 'phone', '/impressum', { javaScriptEnabled: false });
    await page.waitForLoadState('load');
    const fonts = await page.evaluate(() =>
      performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith('.woff2')),
    );
    expect(fonts).toEqual([]);
    expect(await page.evaluate(() => getComputedStyle(document.querySelector('h1') as Element).fontFamily)).toMatch(
      /^"Newsreader Fallback"/,
    );
    await close();
  });
});
