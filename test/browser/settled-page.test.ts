// The page `npm run screenshots` and `npm run compare` take their pictures of (scripts/lib/settled-page.ts): every
// picture loaded, also the lazy ones a quick scroll skips, and a picture that never comes is an error naming it instead
// of a wait without end.
import { describe, expect, inject, it } from 'vitest';
import { settle } from '../../scripts/lib/settled-page.ts';
import { chromiumForFile, openPage } from './chromium.ts';

const browser = chromiumForFile();
/** The large screen, where a quick pass skipped the price cards' lazy place pictures about half the time. */
const LARGE = { viewport: { width: 1920, height: 1080 } };

describe('a settled page', () => {
  it('has every picture loaded, those below the first view and in closed parts too', async () => {
    const { page, errors, close } = await openPage(browser(), 'desktop', '/', LARGE);
    await settle(page, false);
    await expect
      .poll(() =>
        page.evaluate(() =>
          [...document.images].filter((image) => !image.complete || image.naturalWidth === 0).map((image) => image.src),
        ),
      )
      .toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });

  it('names a picture that never comes instead of waiting for it without end', async () => {
    const { page, close } = await openPage(browser(), 'desktop', 'about:blank', LARGE);
    // Every request for a picture of the site is held and never answered, whatever pictures the owner has put in.
    await page.route('**/assets/images/**', () => {});
    await page.goto(new URL('/', inject('baseURL')).href, { waitUntil: 'domcontentloaded' });
    await expect(settle(page, false, { pictureTimeoutMs: 5_000 })).rejects.toThrow(
      /not loaded within 5 s: .*\/assets\/images\//,
    );
    await close();
  });
});
