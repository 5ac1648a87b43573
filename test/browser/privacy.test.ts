// Privacy by test: the site never talks to anyone but itself, sets no cookie and stores nothing unless edit mode is used.
import { describe, expect, inject, it } from 'vitest';
import { EDITABLE_KEYS } from '../../src/edit-mode/editable-keys.ts';
import { chromiumForFile, clientReady, editModeOn, openPage, routes, settled, type ViewportName } from './chromium.ts';

const browser = chromiumForFile();
const origin = new URL(inject('baseURL')).origin;

describe.each<ViewportName>(['phone', 'desktop'])('privacy at %s size', (viewport) => {
  it.each(routes)('%s requests nothing from another origin and sets no cookie', async (path) => {
    const requested: string[] = [];
    const { page, close } = await openPage(browser(), viewport, 'about:blank');
    page.on('request', (request) => requested.push(request.url()));
    await page.goto(new URL(path, origin).href);
    await settled(page);
    expect(requested.length).toBeGreaterThan(0);
    expect(requested.filter((url) => !url.startsWith(`${origin}/`))).toEqual([]);
    expect(await page.context().cookies()).toEqual([]);
    expect(await page.evaluate(() => [localStorage.length, sessionStorage.length, document.cookie])).toEqual([
      0,
      0,
      '',
    ]);
    await close();
  });

  it('stays on its own origin while the menu, the FAQ, the form and edit mode are used', async () => {
    const requested: string[] = [];
    const { page, close } = await openPage(browser(), viewport, 'about:blank');
    await page.context().addInitScript(() => {
      window.open = () => null;
    });
    page.on('request', (request) => requested.push(request.url()));
    page.on('dialog', (dialog) => void dialog.accept());
    await page.goto(new URL('/', origin).href);
    await clientReady(page);
    if (viewport === 'phone') {
      await page.locator('[data-menu-toggle]').click();
      await page.locator('#mobile-menu a[href="#faq"]').click();
    }
    await page.locator('#faq summary').nth(1).click();
    const form = page.locator('form[data-contact-form]');
    await form.locator('#kontakt-name').fill('Erika Mustermann');
    await form.locator('#kontakt-email').fill('erika@example.de');
    await form.locator('#kontakt-message').fill('Bitte rufen Sie mich an.');
    await form.getByRole('button', { name: 'E-Mail-Programm öffnen' }).click();
    await form.locator('#kontakt-consent').check();
    await form.getByRole('button', { name: 'E-Mail-Programm öffnen' }).click();
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
    if (viewport === 'desktop') {
      await editModeOn(page, EDITABLE_KEYS.length);
      const badge = page.locator('[data-edit-key="hero-badge"]');
      await badge.click();
      await page.keyboard.press('End');
      await page.keyboard.type(' 2026');
      await page.keyboard.press('Enter');
      await expect.poll(() => page.evaluate(() => localStorage.length)).toBe(1);
    }
    await settled(page);
    expect(requested.filter((url) => !url.startsWith(`${origin}/`))).toEqual([]);
    expect(await page.context().cookies()).toEqual([]);
    await close();
  });
});

describe('static files', () => {
  it.each(['/images/og.jpg', '/favicon.svg', '/apple-touch-icon.png'])(
    '%s carries the security headers for files',
    async (path) => {
      const headers = (await fetch(`${origin}${path}`)).headers;
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
      expect(headers.get('cross-origin-resource-policy')).toBe('same-origin');
      expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      // An SVG is a document when opened on its own, and one that could run script: it may do nothing but draw.
      if (path.endsWith('.svg')) expect(headers.get('content-security-policy')).toContain("default-src 'none'");
    },
  );
});
