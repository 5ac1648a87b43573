// Hostile or odd content in local storage: it renders as plain text or is ignored, runs nothing, and keeps what is valid.
import { describe, expect, it } from 'vitest';
import { hero } from '../../src/content/hero.ts';
import { EDITABLE_KEYS } from '../../src/edit-mode/editable-keys.ts';
import { STORAGE_KEY } from '../../src/edit-mode/saved-texts.ts';
import { chromiumForFile, clientReady, editModeOn, openPage, type ViewportName } from './chromium.ts';
import { replaceText } from './edit-page.ts';

const browser = chromiumForFile();

async function openWithStorage(viewport: ViewportName, raw: string) {
  const opened = await openPage(browser(), viewport, '/');
  await opened.page.evaluate(([key, value]) => localStorage.setItem(key ?? '', value ?? ''), [STORAGE_KEY, raw]);
  await opened.page.reload();
  await clientReady(opened.page);
  return opened;
}

const text = (page: import('playwright-core').Page, key: string) =>
  page.locator(`[data-edit-key="${key}"]`).textContent();

describe.each<ViewportName>(['phone', 'desktop'])('stored payloads at %s size', (viewport) => {
  it.each(['[]', '"Text"', '42', 'null', 'true', '[{"hero-badge":"x"}]', '{"hero-badge":{"html":"<b>x</b>"}}'])(
    'JSON of the wrong shape %s leaves every default in place',
    async (raw) => {
      const { page, errors, close } = await openWithStorage(viewport, raw);
      expect(await text(page, 'hero-badge')).toBe(hero.badge.text);
      expect(await text(page, 'hero-title-1')).toBe(hero.titleStart.text);
      expect(await page.locator('[data-section]').count()).toBe(7);
      expect(errors).toEqual([]);
      await close();
    },
  );

  it('shows HTML and script payloads as plain text and runs none of them', async () => {
    const payload = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>';
    const { page, close } = await openWithStorage(viewport, JSON.stringify({ 'hero-title-1': payload }));
    expect(await text(page, 'hero-title-1')).toBe(payload);
    expect(await page.locator('h1 img, h1 script').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    await close();
  });

  it('keeps the valid texts of a partly invalid entry', async () => {
    const stored = { 'hero-badge': 'Gültig', 'hero-title-1': 42, unbekannt: 'x', 'usps-title': '<b>fett</b>' };
    const { page, close } = await openWithStorage(viewport, JSON.stringify(stored));
    expect(await text(page, 'hero-badge')).toBe('Gültig');
    expect(await text(page, 'hero-title-1')).toBe(hero.titleStart.text);
    expect(await text(page, 'usps-title')).toBe('<b>fett</b>');
    if (viewport === 'desktop') {
      await editModeOn(page, EDITABLE_KEYS.length);
      await replaceText(page, 'hero-subtitle', 'Neuer Untertitel');
      await expect
        .poll(() => page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '{}'), STORAGE_KEY))
        .toEqual({ 'hero-badge': 'Gültig', 'usps-title': '<b>fett</b>', 'hero-subtitle': 'Neuer Untertitel' });
    }
    await close();
  });
});
