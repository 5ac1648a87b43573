// The hero's first screen on a laptop and its proof (docs/gestaltung.md): both buttons side by side and every trust point
// within the first 800 px, and, where the facts give a rating, stars painted (how far each is filled: the worker's
// proof-slots test) and set off from what they stand on by 3:1. `npm test` runs this file on the site as it is,
// `npm run test:live` again on the copy with every fact filled (the rating among them), so both sides of each fact are
// seen whatever the owner has entered.
import { describe, expect, it } from 'vitest';
import { settings } from '../../src/site.ts';
import { chromiumForFile, openPage, settled } from './chromium.ts';
import { expectNonTextContrast } from './contrast.ts';
import { seed } from './edit-page.ts';

const browser = chromiumForFile();

// Headlines of the length the page ships with, set through edit mode's own store, so that the owner's published
// headlines (longer or shorter) decide nothing here.
const shipped = {
  'hero-badge': 'FUE-Haartransplantation in Istanbul & Willich',
  'hero-title-1': 'Lichte Stellen behandeln –',
  'hero-title-2': 'mit Ihren eigenen Haarwurzeln',
  'hero-subtitle': 'Geplant von Deutschland aus, begleitet auf Deutsch – vom ersten Gespräch bis zur Nachsorge.',
};

describe('the hero on a laptop', () => {
  it('at 1280×800 shows both buttons side by side and every trust point in the first screen', async () => {
    const { page, close } = await openPage(browser(), 'desktop', '/');
    await seed(page, shipped);
    await settled(page);
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-fonts'));
    await page.evaluate(() => document.fonts.ready);
    const boxes = await page.evaluate(() => ({
      buttons: [...document.querySelectorAll('[data-section="hero"] .btn')].map((b) => b.getBoundingClientRect().top),
      points: [...document.querySelectorAll('[data-section="hero"] ul > li')].map(
        (li) => li.getBoundingClientRect().bottom,
      ),
      // The proof card under the buttons with its margin (16 px), where the facts fill it.
      proof: (() => {
        const card = document.querySelector('[data-section="hero"] [data-hero-proof]');
        const box = card?.getBoundingClientRect();
        return box && box.height > 0 ? box.height + 16 : 0;
      })(),
      // Where the advertising claims hold, under the trust points' labels, where the facts give it.
      scopes: document.querySelectorAll('[data-section="hero"] ul > li [data-claim-scope]').length,
    }));
    expect(boxes.buttons).toHaveLength(2);
    expect(boxes.buttons[0]).toBe(boxes.buttons[1]);
    expect(boxes.points).toHaveLength(4);
    // Where the facts hold no rating or no doctor yet, room for the card they will fill above the points: rating and
    // doctor side by side, 84 px high with a doctor's line of three lines (place, name, title with its state and year),
    // and its 16 px margin; and where they say nowhere yet where a claim holds, 4 px for that line under the labels,
    // which the first row's icons otherwise mostly hold.
    const room = Math.max(0, 100 - boxes.proof) + (boxes.scopes > 0 ? 0 : 4);
    expect(Math.max(...boxes.points) + room).toBeLessThanOrEqual(800);
    await close();
  });
});

describe('the rating beside the main button', () => {
  it.each(['phone', 'desktop'] as const)(
    'at %s size paints the coloured part of each star and the grey rest',
    async (viewport) => {
      const { page, close } = await openPage(browser(), viewport, '/');
      await settled(page);
      const stars = await page.locator('[data-rating-stars] [data-star-fill]').evaluateAll((all) =>
        all.map((star) => {
          const painted = (element: Element | null | undefined) =>
            element
              ? getComputedStyle(element).fill !== 'none' && getComputedStyle(element).fillOpacity !== '0'
              : false;
          const part = star.querySelector('[data-star-part]');
          return {
            fill: Number(star.getAttribute('data-star-fill')),
            coloured: part ? painted(part.querySelector('use')) : null,
            colour: part ? getComputedStyle(part.querySelector('use') as Element).fill : null,
            // The grey star under a part-filled one, painted too, so the rest of the star reads as the scale.
            rest: star.querySelector(':scope > use') ? painted(star.querySelector(':scope > use')) : null,
          };
        }),
      );
      // No rating in the facts: no stars at all (the other side is `npm run test:live`, whose facts give one).
      if (stars.length === 0) {
        expect(await page.locator('[data-hero-rating]').count()).toBe(0);
      } else {
        expect(stars).toHaveLength(5);
        for (const star of stars) {
          if (star.fill > 0) expect(star.coloured).toBe(true);
          if (star.fill < 1) expect(star.rest).toBe(true);
        }
        // The coloured parts are the rating's colour, not the grey of the scale.
        expect(new Set(stars.filter((star) => star.fill > 0).map((star) => star.colour)).size).toBe(1);
      }
      await close();
    },
  );

  // The stars carry the rating (WCAG 1.4.11, non-text contrast): 3:1 against what they stand on, as painted: the white
  // proof card, or from lg, beside a doctor named on the photo, the hero's sand.
  it.each(['phone', 'desktop'] as const)(
    'at %s size sets the stars off from their background by 3:1',
    async (viewport) => {
      const { page, close } = await openPage(browser(), viewport, '/');
      await settled(page);
      const stars = page.locator('[data-rating-stars]');
      if ((await stars.count()) === 0) {
        expect(await page.locator('[data-hero-rating]').count()).toBe(0);
      } else {
        await expectNonTextContrast(stars, 'stars');
      }
      await close();
    },
  );
});

// The consent notice of a visitor from an ad (client/consent/), with the facts and headlines the page has: only where
// Google Ads is on, which `npm run test:live` has (`npm test`'s build has no notice; test/browser/consent.test.ts tests
// the notice itself). Until answered it may cover the doctor's line, never the rating.
describe('the consent notice of a visitor from an ad', () => {
  it.runIf(settings.googleAds)('leaves the hero’s rating in view above it at 390×664 and 375×667', async () => {
    const { page, close } = await openPage(browser(), 'phone', '/?gclid=test-click', {
      viewport: { width: 390, height: 664 },
    });
    const words = page.locator('[data-consent-notice] p');
    await expect.poll(async () => ((await words.count()) > 0 ? await words.textContent() : '')).not.toBe('');
    for (const viewport of [
      { width: 390, height: 664 },
      { width: 375, height: 667 },
    ]) {
      await page.setViewportSize(viewport);
      const { rating, notice } = await page.evaluate(() => ({
        rating: document.querySelector('[data-hero-rating]')?.getBoundingClientRect().bottom,
        notice: document.querySelector('[data-consent-notice]')?.getBoundingClientRect().top ?? 0,
      }));
      // Where the facts give no rating yet, there is none to keep in view.
      if (rating !== undefined) expect(rating, `${viewport.width}×${viewport.height}`).toBeLessThanOrEqual(notice);
    }
    await close();
  });
});
