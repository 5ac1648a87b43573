// The phone menu (spec: closed or open) and the FAQ accordion (one open item or none), with JavaScript on.
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { faq } from '../../src/content/faq.ts';
import { phoneAction } from '../../src/content/navigation.ts';
import { contact } from '../../src/site.ts';
import { chromiumForFile, holdsStill, openPage, settled, type ViewportName } from './chromium.ts';

const browser = chromiumForFile();

const focusedIsToggle = (page: Page) =>
  page.evaluate(() => document.activeElement?.hasAttribute('data-menu-toggle') ?? false);

/** The href of the focused element if it sits in the phone menu, else null. */
const focusedMenuLink = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    return active?.closest('#mobile-menu') ? active.getAttribute('href') : null;
  });

describe('mobile menu at phone size', () => {
  it('announces its state through aria-expanded and its label, and moves focus into the menu', async () => {
    const { page, errors, close } = await openPage(browser(), 'phone', '/');
    const toggle = page.locator('[data-menu-toggle]');
    const menu = page.locator('#mobile-menu');
    expect(await toggle.getAttribute('aria-controls')).toBe('mobile-menu');
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => toggle.getAttribute('aria-label')).toBe('Menü öffnen');
    expect(await menu.isVisible()).toBe(false);

    await toggle.click();
    await expect.poll(() => menu.isVisible()).toBe(true);
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => toggle.getAttribute('aria-label')).toBe('Menü schließen');
    const firstLink = await menu.locator('a[href]').first().getAttribute('href');
    await expect.poll(() => focusedMenuLink(page)).toBe(firstLink);

    await toggle.click();
    await expect.poll(() => menu.isVisible()).toBe(false);
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => toggle.getAttribute('aria-label')).toBe('Menü öffnen');
    expect(errors).toEqual([]);
    await close();
  });

  // The bottom bar holds the spec's WhatsApp and E-Mail; who prefers to call has the number one tap away beside the
  // menu, below the desktop bar's width (docs/gestaltung.md).
  it('has a call link of 44 px beside the menu button, and none beside the desktop bar', async () => {
    const { page, close } = await openPage(browser(), 'phone', '/');
    const call = page.locator('[data-header-call]');
    for (const width of [320, 390, 768]) {
      await page.setViewportSize({ width, height: 700 });
      expect(await call.isVisible(), `${width} px`).toBe(true);
      expect(await call.getAttribute('href')).toBe(phoneAction.href);
      expect(await call.getAttribute('aria-label')).toContain(contact.phoneDisplay);
      const [link, toggle] = await Promise.all([call.boundingBox(), page.locator('[data-menu-toggle]').boundingBox()]);
      expect(link?.height, `${width} px`).toBeGreaterThanOrEqual(43.5);
      expect(link?.width, `${width} px`).toBeGreaterThanOrEqual(43.5);
      // Beside the menu button, on its line, before it.
      expect(
        Math.abs((link?.y ?? 0) + (link?.height ?? 0) / 2 - ((toggle?.y ?? 0) + (toggle?.height ?? 0) / 2)),
      ).toBeLessThan(2);
      expect((link?.x ?? 0) + (link?.width ?? 0)).toBeLessThanOrEqual(toggle?.x ?? 0);
    }
    await page.setViewportSize({ width: 1280, height: 800 });
    expect(await call.isVisible()).toBe(false);
    await close();
  });

  it('opens from the keyboard and closes with Escape, giving focus back to the menu button', async () => {
    const { page, close } = await openPage(browser(), 'phone', '/');
    const toggle = page.locator('[data-menu-toggle]');
    const menu = page.locator('#mobile-menu');
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => menu.isVisible()).toBe(true);
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    const firstLink = await menu.locator('a[href]').first().getAttribute('href');
    await expect.poll(() => focusedMenuLink(page)).toBe(firstLink);

    await page.keyboard.press('Escape');
    await expect.poll(() => menu.isVisible()).toBe(false);
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => toggle.getAttribute('aria-label')).toBe('Menü öffnen');
    await expect.poll(() => focusedIsToggle(page)).toBe(true);
    await close();
  });

  // Where each section link lands below the fixed header: landing.test.ts.
  it('closes when a section is chosen and goes to that section', async () => {
    const id = 'faq';
    const { page, close } = await openPage(browser(), 'phone', '/');
    const toggle = page.locator('[data-menu-toggle]');
    const menu = page.locator('#mobile-menu');
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    await expect.poll(() => menu.isVisible()).toBe(true);
    await menu.locator(`a[href="#${id}"]`).click();
    await expect.poll(() => menu.isVisible()).toBe(false);
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => page.evaluate(() => location.hash)).toBe(`#${id}`);
    await close();
  });
});

/** React (like the server) escapes these five characters in text. */
function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#x27;');
}

const openItems = (page: Page) =>
  page
    .locator('#faq details')
    .evaluateAll((nodes) => nodes.flatMap((node, index) => ((node as HTMLDetailsElement).open ? [index] : [])));

describe.each<ViewportName>(['phone', 'desktop'])('FAQ at %s size', (viewport) => {
  it('starts with every item closed and every answer in the HTML', async () => {
    const { page, close } = await openPage(browser(), viewport, '/');
    const items = page.locator('#faq details');
    // How many: the spec's table (test/common/spec-texts.ts); here, every question of the content.
    expect(await items.count()).toBe(faq.items.length);
    await settled(page);
    expect(await openItems(page)).toEqual([]);
    // As the server sent it, its tags aside (a figure and its unit are kept in a no-wrap run): every paragraph there.
    const html = await (await page.request.get(new URL('/', inject('baseURL')).href)).text();
    const sent = html.replace(/<[^>]+>/g, '');
    for (const [index, item] of faq.items.entries()) {
      expect(await items.nth(index).locator('summary').textContent()).toBe(item.question);
      const paragraphs = items.nth(index).locator('[data-faq-answer] p');
      expect(await paragraphs.allTextContents()).toEqual([...item.answer]);
      expect(await paragraphs.first().isVisible()).toBe(false);
      for (const paragraph of item.answer) expect(sent).toContain(escapeHtml(paragraph));
    }
    await close();
  });

  it('opens one item at a time and closes the open one on a second click', async () => {
    const { page, close } = await openPage(browser(), viewport, '/');
    const items = page.locator('#faq details');
    const answer = (index: number) => items.nth(index).locator('[data-faq-answer] p').first();
    await settled(page);

    await items.nth(0).locator('summary').click();
    await expect.poll(() => openItems(page)).toEqual([0]);
    await expect.poll(() => answer(0).isVisible()).toBe(true);

    await items.nth(3).locator('summary').click();
    await expect.poll(() => openItems(page)).toEqual([3]);
    await expect.poll(() => answer(3).isVisible()).toBe(true);
    expect(await answer(0).isVisible()).toBe(false);

    await items.nth(3).locator('summary').click();
    await expect.poll(() => openItems(page)).toEqual([]);
    expect(await answer(3).isVisible()).toBe(false);

    await items.nth(4).locator('summary').click();
    await expect.poll(() => openItems(page)).toEqual([4]);
    await close();
  });

  // On a phone the answer that closes above is taller than the screen: without the client's correction the question
  // just tapped moved 460 px up, under the header and out of view.
  it('keeps a question where it was tapped when the open one above it closes', async () => {
    const { page, close } = await openPage(browser(), viewport, '/');
    const summary = (index: number) => page.locator('#faq details').nth(index).locator('summary');
    const top = () => summary(3).evaluate((element) => element.getBoundingClientRect().top);
    await settled(page);
    await summary(0).click();
    await expect.poll(() => openItems(page)).toEqual([0]);
    await summary(3).evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
    const before = await top();
    if (viewport === 'phone') await summary(3).tap();
    else await summary(3).click();
    await expect.poll(() => openItems(page)).toEqual([3]);
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    expect(await top()).toBeCloseTo(before, 0);
    await close();
  });

  // A busy browser can run the frame after the tap late, after the visitor has scrolled on: what he scrolled to stays
  // in view. Read on the screen, where a section drawn on the way changes the scroll position but not what he sees.
  it('keeps the visitor’s own scroll between a tap on a question and the next frame', async () => {
    const { page, close } = await openPage(browser(), viewport, '/');
    await settled(page);
    await page.locator('#faq details').nth(0).locator('summary').scrollIntoViewIfNeeded();
    await holdsStill(page);
    const moved = await page.evaluate(async () => {
      const question = document.querySelector<HTMLElement>('#faq details summary');
      const before = question?.getBoundingClientRect().top ?? Number.NaN;
      question?.click();
      scrollBy({ top: 300, behavior: 'instant' });
      await new Promise((done) => document.addEventListener('toggle', done, { once: true, capture: true }));
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
      return before - (question?.getBoundingClientRect().top ?? Number.NaN);
    });
    expect(await openItems(page)).toEqual([0]);
    expect(moved).toBeCloseTo(300, 0);
    await close();
  });

  it('toggles a question with Enter and Space after tabbing to it', async () => {
    const { page, close } = await openPage(browser(), viewport, '/');
    const summaries = page.locator('#faq summary');
    const focusedSummary = () =>
      page.evaluate(() => [...document.querySelectorAll('#faq summary')].indexOf(document.activeElement as Element));
    await settled(page);
    // Clicking the section heading sets where sequential focus navigation starts; Tab then reaches the first question.
    await page.locator('#faq h2').click();
    // Each key in turn, and what it leaves: which question has the focus, or which answers are open.
    const steps = [
      ['Tab', { focused: 0 }],
      ['Enter', { open: [0] }],
      ['Tab', { focused: 1 }],
      ['Space', { open: [1] }],
      ['Space', { open: [] }],
      ['Shift+Tab', { focused: 0 }],
      ['Enter', { open: [0] }],
      ['Enter', { open: [] }],
    ] as const;
    for (const [index, [key, after]] of steps.entries()) {
      await page.keyboard.press(key);
      const step = `step ${index + 1}, ${key}`;
      if ('focused' in after) await expect.poll(focusedSummary, { message: step }).toBe(after.focused);
      else await expect.poll(() => openItems(page), { message: step }).toEqual(after.open);
    }
    expect(await summaries.count()).toBe(faq.items.length);
    await close();
  });
});
