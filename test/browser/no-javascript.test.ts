import { describe, expect, it } from 'vitest';
import { mailSubject } from '../../src/content/contact-texts.ts';
import { whatsappAction } from '../../src/content/navigation.ts';
import { services } from '../../src/content/services.ts';
import { mailtoHref, telHref } from '../../src/lib/links.ts';
import { contact, links } from '../../src/site.ts';
import { chromiumForFile, openPage, routes, type ViewportName } from './chromium.ts';

const browser = chromiumForFile();

describe.each<ViewportName>(['phone', 'desktop'])('with JavaScript off at %s size', (viewport) => {
  it.each(routes)('%s is complete and readable', async (path) => {
    const { page, close } = await openPage(browser(), viewport, path, { javaScriptEnabled: false });
    expect(await page.locator('h1').first().isVisible()).toBe(true);
    // innerText, not textContent: only what the visitor can actually see counts
    // biome-ignore lint/performance/useDomNodeTextContent: visible text is the point here
    const text = await page.locator('main').innerText();
    expect(text.length).toBeGreaterThan(path === '/' ? 3000 : path.startsWith('/diese') ? 20 : 800);
    await close();
  });

  it('opens one FAQ answer at a time', async () => {
    const { page, close } = await openPage(browser(), viewport, '/', { javaScriptEnabled: false });
    const items = page.locator('#faq details');
    expect(await items.count()).toBe(5);
    await items.nth(0).locator('summary').click();
    expect(await items.nth(0).locator('p').isVisible()).toBe(true);
    await items.nth(2).locator('summary').click();
    expect(await items.nth(2).locator('p').isVisible()).toBe(true);
    expect(await items.nth(0).locator('p').isVisible()).toBe(false);
    await items.nth(2).locator('summary').click();
    expect(await page.locator('#faq details[open]').count()).toBe(0);
    await close();
  });

  it('keeps every link working, each with its exact target', async () => {
    const { page, close } = await openPage(browser(), viewport, '/', { javaScriptEnabled: false });
    const hrefs = await page.locator('a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual(
      expect.arrayContaining([
        '#leistungen',
        '#ablauf',
        '#faq',
        '#kontakt',
        '/impressum',
        '/datenschutz',
        '/agb',
        telHref(contact.phoneE164),
        mailtoHref(contact.email),
        links.instagram,
        whatsappAction.href,
        ...services.cards.map((card) => card.action.href),
      ]),
    );
    const external = page.locator('a[href^="https://"]');
    for (const link of await external.all()) expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
    const form = page.locator('form[data-contact-form]');
    expect(await form.getAttribute('action')).toBe(mailtoHref(contact.email, { subject: mailSubject }));
    await close();
  });

  if (viewport === 'phone') {
    it('opens and closes the menu', async () => {
      const { page, close } = await openPage(browser(), viewport, '/', { javaScriptEnabled: false });
      const menu = page.locator('#mobile-menu');
      await page.locator('[data-menu-toggle]').click();
      await expect.poll(() => menu.isVisible()).toBe(true);
      await page.keyboard.press('Escape');
      await expect.poll(() => menu.isVisible()).toBe(false);
      await close();
    });
  }
});
