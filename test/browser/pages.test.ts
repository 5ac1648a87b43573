import { describe, expect, it } from 'vitest';
import { chromiumForFile, openPage, routes, settled, type ViewportName, viewports } from './chromium.ts';

const browser = chromiumForFile();

describe.each<ViewportName>(['phone', 'desktop'])('every page at %s size', (viewport) => {
  it.each(routes)('%s loads without console errors and shows a heading', async (path) => {
    const { page, errors, close } = await openPage(browser(), viewport, path);
    await settled(page);
    expect(await page.locator('h1').first().isVisible()).toBe(true);
    expect(await page.getAttribute('html', 'lang')).toBe('de');
    const unexpected = path.startsWith('/diese-seite')
      ? errors.filter((error) => !/status of 404|^404 Error: User attempted to access non-existent route:/.test(error))
      : errors;
    expect(unexpected).toEqual([]);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, 'no horizontal scrolling').toBeLessThanOrEqual(viewports[viewport].width);
    await close();
  });

  it.each(['/impressum', '/datenschutz', '/agb'])('%s leads back home with its back button', async (path) => {
    const { page, close } = await openPage(browser(), viewport, path);
    await page.getByRole('link', { name: 'Zurück zur Startseite' }).first().click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await page.locator('[data-section="hero"]').isVisible()).toBe(true);
    await close();
  });

  it('leads from the not-found page back home', async () => {
    const { page, close } = await openPage(browser(), viewport, '/gibt-es-nicht');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Oops! Page not found');
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

describe('the smallest phones still in use', () => {
  it.each(routes)('%s fits 320 px without horizontal scrolling', async (path) => {
    const { page, close } = await openPage(browser(), 'phone', path, { viewport: { width: 320, height: 640 } });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await close();
  });
});
