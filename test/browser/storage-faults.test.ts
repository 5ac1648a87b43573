// Storage faults: with local storage disabled or full, the page still works and a save says why it failed.
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { EDITABLE_KEYS } from '../../src/edit-mode/editable-keys.ts';
import { STORAGE_KEY } from '../../src/edit-mode/saved-texts.ts';
import { chromiumForFile, type OpenedPage, openPage, settled, type ViewportName } from './chromium.ts';
import { editModeOn, replaceText } from './edit-page.ts';
import { SECTIONS } from './landing-sections.ts';

const browser = chromiumForFile();

const SAVE_FAILED =
  'Die Änderung konnte nicht gespeichert werden. Der Speicher dieses Browsers ist voll oder gesperrt.';
const RESTORE_FAILED = 'Gespeicherte Texte konnten nicht geladen werden';

/** Local storage switched off (as by a browser setting): every access throws a SecurityError. */
function disableStorage(): void {
  Object.defineProperty(window, 'localStorage', {
    configurable: true,
    get() {
      throw new DOMException('Der Zugriff auf den lokalen Speicher ist nicht erlaubt.', 'SecurityError');
    },
  });
}

/** Local storage full: reading works, every write throws a QuotaExceededError. */
function fillStorage(): void {
  Storage.prototype.setItem = () => {
    throw new DOMException('Der Speicher ist voll.', 'QuotaExceededError');
  };
}

async function openWith(
  viewport: ViewportName,
  fault: () => void,
  saved?: Record<string, string>,
): Promise<OpenedPage> {
  const opened = await openPage(browser(), viewport, saved ? '/' : 'about:blank');
  if (saved) {
    await opened.page.evaluate(
      ([key, raw]) => localStorage.setItem(key as string, raw as string),
      [STORAGE_KEY, JSON.stringify(saved)],
    );
  }
  await opened.page.context().addInitScript(fault);
  await opened.page.goto(new URL('/', inject('baseURL')).href);
  return opened;
}

async function expectCompletePage(page: Page): Promise<void> {
  expect(
    await page.locator('[data-section]').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-section'))),
  ).toEqual(SECTIONS);
  expect(await page.locator('h1').isVisible()).toBe(true);
  expect(await page.locator('html').getAttribute('data-restoring')).toBeNull();
  const keyed = await page.locator('[data-edit-key]').evaluateAll((nodes) =>
    nodes.map((node) => ({
      key: node.getAttribute('data-edit-key'),
      text: node.textContent?.trim() ?? '',
      visibility: getComputedStyle(node).visibility,
    })),
  );
  expect(keyed).toHaveLength(EDITABLE_KEYS.length);
  for (const entry of keyed) {
    expect(entry.text.length, entry.key ?? '').toBeGreaterThan(0);
    expect(entry.visibility, entry.key ?? '').toBe('visible');
  }
  for (const name of SECTIONS) {
    const section = page.locator(`[data-section="${name}"]`);
    await section.scrollIntoViewIfNeeded();
    await expect.poll(() => section.isVisible()).toBe(true);
  }
}

/** Toggles edit mode on, replaces a text, leaves it, and expects the failure toast while the edit stays on screen. */
async function expectSaveFailure(page: Page): Promise<void> {
  const toggle = page.locator('[data-header-actions] button[data-edit-toggle]');
  await editModeOn(page);
  expect((await toggle.textContent())?.trim()).toBe('Fertig');

  const title = page.locator('[data-edit-key="hero-title-2"]');
  await replaceText(page, 'hero-title-2', 'Trotzdem sichtbar');
  const toast = page.locator('[data-toaster] [data-toast]', { hasText: SAVE_FAILED });
  await expect.poll(() => toast.isVisible()).toBe(true);
  expect(await toast.getAttribute('data-tone')).toBe('error');
  expect(await page.locator('[data-toast]', { hasText: 'Änderung gespeichert.' }).count()).toBe(0);
  expect(await title.textContent()).toBe('Trotzdem sichtbar');

  await toggle.click();
  await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('false');
  expect((await toggle.textContent())?.trim()).toBe('Bearbeiten');
  expect(await page.locator('[contenteditable]').count()).toBe(0);
  expect(await title.textContent()).toBe('Trotzdem sichtbar');
}

describe.each<ViewportName>(['phone', 'desktop'])('with local storage disabled at %s size', (viewport) => {
  it('renders all content, logs the failed read once and throws nothing', async () => {
    const { page, errors, close } = await openWith(viewport, disableStorage);
    expect(
      await page.evaluate(() => {
        try {
          return typeof window.localStorage;
        } catch (error) {
          return (error as DOMException).name;
        }
      }),
      'the fault is in place',
    ).toBe('SecurityError');
    await expectCompletePage(page);
    await settled(page);
    expect(errors.filter((error) => error.startsWith(RESTORE_FAILED))).toHaveLength(1);
    expect(errors.filter((error) => !error.startsWith(RESTORE_FAILED))).toEqual([]);
    await close();
  });
});

describe.each<ViewportName>(['phone', 'desktop'])('with local storage full at %s size', (viewport) => {
  it('renders all content and still shows the texts saved earlier', async () => {
    const { page, errors, close } = await openWith(viewport, fillStorage, { 'hero-badge': 'Früher gespeichert' });
    expect(
      await page.evaluate(() => {
        try {
          localStorage.setItem('probe', '1');
          return 'written';
        } catch (error) {
          return (error as DOMException).name;
        }
      }),
      'the fault is in place',
    ).toBe('QuotaExceededError');
    await expectCompletePage(page);
    expect(await page.locator('[data-edit-key="hero-badge"]').textContent()).toBe('Früher gespeichert');
    await settled(page);
    expect(errors).toEqual([]);
    await close();
  });
});

describe('saving at desktop size', () => {
  it('reports a disabled storage, keeps the edited text on screen and edit mode working', async () => {
    const { page, errors, close } = await openWith('desktop', disableStorage);
    await expectSaveFailure(page);
    expect(errors.filter((error) => !error.startsWith(RESTORE_FAILED))).toEqual([]);
    await close();
  });

  it('reports a full storage, keeps the edited text on screen and the stored texts unchanged', async () => {
    const saved = { 'hero-badge': 'Früher gespeichert' };
    const { page, errors, close } = await openWith('desktop', fillStorage, saved);
    await expectSaveFailure(page);
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)).toBe(JSON.stringify(saved));
    expect(errors).toEqual([]);
    await close();
  });
});
