// The landing page as edit mode sees it, shared by the edit-mode and texts-transfer tests: toasts seen (across reloads),
// the storage entry, the keyed texts, and editing one as a person would.
import type { Browser, Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { EDITABLE_KEYS } from '../../src/edit-mode/editable-keys.ts';
import { STORAGE_KEY } from '../../src/edit-mode/saved-texts.ts';
import { type OpenedPage, openPage, editModeOn as startEditing, type ViewportName } from './chromium.ts';

export const keyed = (key: string) => `[data-edit-key="${key}"]`;

/** Every toast any document of the context shows, reported to Node so that it survives reloads. */
export interface SeenToast {
  readonly text: string;
  readonly tone: string | null;
}

export async function collectToasts(page: Page): Promise<SeenToast[]> {
  const seen: SeenToast[] = [];
  await page.context().exposeBinding('__reportToast', (_source, text: string, tone: string | null) => {
    seen.push({ text, tone });
  });
  await page.context().addInitScript(() => {
    const known = new WeakSet<Element>();
    new MutationObserver(() => {
      for (const toast of document.querySelectorAll('[data-toast]')) {
        if (known.has(toast)) continue;
        known.add(toast);
        (window as unknown as { __reportToast: (text: string, tone: string | null) => void }).__reportToast(
          toast.textContent ?? '',
          toast.getAttribute('data-tone'),
        );
      }
    }).observe(document, { childList: true, subtree: true });
  });
  return seen;
}

/** Opens the landing page with a toast collector (and optional init script) installed before the first load. */
export async function openWithToasts(
  browser: Browser,
  viewport: ViewportName,
  init?: () => void,
): Promise<OpenedPage & { toasts: SeenToast[] }> {
  const opened = await openPage(browser, viewport, 'about:blank');
  const toasts = await collectToasts(opened.page);
  if (init) await opened.page.context().addInitScript(init);
  await opened.page.goto(new URL('/', inject('baseURL')).href);
  return { ...opened, toasts };
}

export async function storedRaw(page: Page): Promise<string | null> {
  return page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY);
}

export async function stored(page: Page): Promise<unknown> {
  const raw = await storedRaw(page);
  return raw === null ? null : JSON.parse(raw);
}

/** Writes the storage entry as a previous visit would have left it, then loads the page again. */
export async function seed(page: Page, value: unknown): Promise<void> {
  await page.evaluate(
    ([key, raw]) => localStorage.setItem(key as string, raw as string),
    [STORAGE_KEY, typeof value === 'string' ? value : JSON.stringify(value)],
  );
  await page.reload();
}

export async function texts(page: Page): Promise<Record<string, string>> {
  return page
    .locator('[data-edit-key]')
    .evaluateAll((nodes) =>
      Object.fromEntries(nodes.map((node) => [node.getAttribute('data-edit-key') ?? '', node.textContent ?? ''])),
    );
}

export const editModeOn = (page: Page) => startEditing(page, EDITABLE_KEYS.length);

/** Focuses a keyed text, replaces all of it with `text` (inserted like typing or an IME) and leaves it. */
export async function replaceText(page: Page, key: string, text: string): Promise<void> {
  const element = page.locator(keyed(key));
  await element.click();
  await expect.poll(() => element.evaluate((node) => node === document.activeElement)).toBe(true);
  await page.keyboard.press('ControlOrMeta+A');
  if (text === '') await page.keyboard.press('Backspace');
  else await page.keyboard.insertText(text);
  await element.blur();
}

export function visibleToast(page: Page, text: string) {
  return page.locator('[data-toaster] [data-toast]', { hasText: text });
}
