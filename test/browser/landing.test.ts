import { describe, expect, it } from 'vitest';
import { chromiumForFile, expectBelowHeader, openPage, type ViewportName } from './chromium.ts';
import { landingBoxes, SECTIONS } from './landing-sections.ts';

const browser = chromiumForFile();

describe.each<ViewportName>(['phone', 'desktop'])('landing page at %s size', (viewport) => {
  it('shows every section, in the order of the spec, then the footer', async () => {
    const { page, close } = await openPage(browser(), viewport, '/');
    const { sections: found, footerTop } = await page.evaluate(landingBoxes);
    expect(found.map((section) => section.name)).toEqual(SECTIONS);
    const tops = found.map((section) => section.top);
    expect(tops).toEqual(tops.toSorted((a, b) => a - b));
    for (const section of found) expect(section.height).toBeGreaterThan(200);
    expect(footerTop).toBeGreaterThan(tops.at(-1) ?? 0);
    for (const name of SECTIONS) {
      const section = page.locator(`[data-section="${name}"]`);
      await section.scrollIntoViewIfNeeded();
      await expect.poll(() => section.isVisible()).toBe(true);
      expect(await section.locator('h1, h2').first().isVisible()).toBe(true);
    }
    await close();
  });

  it('keeps the header fixed at the top while scrolling', async () => {
    const { page, close } = await openPage(browser(), viewport, '/');
    await page.locator('#faq').scrollIntoViewIfNeeded();
    const box = await page.locator('[data-header]').boundingBox();
    expect(box?.y).toBe(0);
    expect(
      await page
        .getByRole('link', { name: /zur Startseite/ })
        .first()
        .isVisible(),
    ).toBe(true);
    await close();
  });

  it('shows the bottom bar with WhatsApp and e-mail on phones only', async () => {
    const { page, close } = await openPage(browser(), viewport, '/');
    const bar = page.locator('[data-mobile-bar]');
    if (viewport === 'phone') {
      await expect.poll(() => bar.isVisible()).toBe(true);
      const box = await bar.boundingBox();
      expect((box?.y ?? 0) + (box?.height ?? 0)).toBeCloseTo(844, 0);
      expect(await bar.getByRole('link', { name: 'WhatsApp' }).getAttribute('href')).toMatch(
        /^https:\/\/wa\.me\/\d+\?text=/,
      );
      expect(await bar.getByRole('link', { name: 'E-Mail' }).getAttribute('href')).toMatch(/^mailto:/);
    } else {
      expect(await bar.isVisible()).toBe(false);
    }
    await close();
  });

  it('shows the header buttons on desktop and the menu button on phones', async () => {
    const { page, close } = await openPage(browser(), viewport, '/');
    const actions = page.locator('[data-header-actions]');
    const toggle = page.locator('[data-menu-toggle]');
    expect(await actions.isVisible()).toBe(viewport === 'desktop');
    expect(await toggle.isVisible()).toBe(viewport === 'phone');
    if (viewport === 'desktop') {
      expect(await actions.getByRole('link', { name: 'E-Mail' }).getAttribute('href')).toMatch(/^mailto:/);
      expect(await actions.getByRole('link', { name: 'WhatsApp' }).getAttribute('href')).toMatch(/^https:\/\/wa\.me\//);
    }
    await close();
  });

  it.each(['leistungen', 'ablauf', 'faq', 'kontakt'])(
    'scrolls to #%s from the header, below the fixed header',
    async (id) => {
      const { page, close } = await openPage(browser(), viewport, '/');
      if (viewport === 'phone') await page.locator('[data-menu-toggle]').click();
      const menu =
        viewport === 'phone' ? page.locator('#mobile-menu') : page.getByRole('navigation', { name: 'Hauptnavigation' });
      await menu.locator(`a[href="#${id}"]`).click();
      await expect.poll(() => page.evaluate(() => location.hash)).toBe(`#${id}`);
      await expectBelowHeader(page, id);
      await close();
    },
  );
});

describe('mobile menu at phone size', () => {
  it('opens and closes with the menu button, and closes with its own button', async () => {
    const { page, close } = await openPage(browser(), 'phone', '/');
    const menu = page.locator('#mobile-menu');
    const toggle = page.locator('[data-menu-toggle]');
    expect(await menu.isVisible()).toBe(false);
    await toggle.click();
    await expect.poll(() => menu.isVisible()).toBe(true);
    expect(await menu.getByRole('link').allTextContents()).toEqual(
      expect.arrayContaining(['Leistungen', 'Ablauf', 'FAQ', 'Kontakt']),
    );
    await toggle.click();
    await expect.poll(() => menu.isVisible()).toBe(false);
    await toggle.click();
    await expect.poll(() => menu.isVisible()).toBe(true);
    await menu.getByRole('button', { name: 'Menü schließen' }).click();
    await expect.poll(() => menu.isVisible()).toBe(false);
    await close();
  });
});
