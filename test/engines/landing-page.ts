// Steps on the landing page that several engine journeys share: edit mode, stored texts, toasts, the FAQ, the menu.
import { expect } from 'vitest';
import { header } from '../../src/content/navigation.ts';
import { EDITABLE_KEYS } from '../../src/edit-mode/editable-keys.ts';
import { STORAGE_KEY } from '../../src/edit-mode/saved-texts.ts';
import type { EnginePage } from './engine.ts';

export const EDIT_TOGGLE = '[data-header-actions] button[data-edit-toggle]';
export const EDIT_RESET = '[data-header-actions] button[data-edit-reset]';

export const keyed = (key: string) => `[data-edit-key="${key}"]`;

/** Switches edit mode on (desktop header); resolves once every keyed text is editable, as `contenteditable` says. */
export async function editModeOn(page: EnginePage, contentEditable = 'plaintext-only'): Promise<void> {
  await page.clientReady();
  await page.click(EDIT_TOGGLE);
  await expect.poll(() => page.attribute(EDIT_TOGGLE, 'aria-pressed')).toBe('true');
  await expect
    .poll(() => page.count(`[data-edit-key][data-editing][contenteditable="${contentEditable}"]`))
    .toBe(EDITABLE_KEYS.length);
  // Export and import arrive in a chunk of their own beside the toggle and move it to the left: a click aimed at the
  // toggle before they are drawn can land beside it (seen in Firefox under load; docs/tests.md, „Laufzeit“).
  await expect.poll(() => page.count('[data-edit-tray] button')).toBeGreaterThan(2);
}

/** The keys of the texts the visitor can actually edit now. */
export function editableKeys(page: EnginePage): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[data-edit-key]')]
      .filter((node) => node.isContentEditable)
      .map((node) => node.getAttribute('data-edit-key') ?? ''),
  );
}

/** Clicks a keyed text, selects all of it and types `text` over it; `leave` then blurs it. */
export async function typeOver(page: EnginePage, key: string, text: string): Promise<void> {
  await page.click(keyed(key));
  await expect.poll(() => page.focused(keyed(key))).toBe(true);
  await page.press('Control+a');
  await page.type(text);
}

export function leave(page: EnginePage, key: string): Promise<void> {
  return page.evaluate(
    (selector: string) => (document.querySelector(selector) as HTMLElement | null)?.blur(),
    keyed(key),
  );
}

export async function stored(page: EnginePage): Promise<unknown> {
  const raw = await page.evaluate((name: string) => localStorage.getItem(name), STORAGE_KEY);
  return raw === null ? null : JSON.parse(raw);
}

/** Writes the stored texts as an earlier visit would have left them, then loads the page again. */
export async function seed(page: EnginePage, texts: Record<string, string>): Promise<void> {
  await page.evaluate(
    (name: string, raw: string) => localStorage.setItem(name, raw),
    STORAGE_KEY,
    JSON.stringify(texts),
  );
  await page.reload();
}

export function texts(page: EnginePage): Promise<Record<string, string>> {
  return page.evaluate(() =>
    Object.fromEntries(
      [...document.querySelectorAll('[data-edit-key]')].map((node) => [
        node.getAttribute('data-edit-key') ?? '',
        node.textContent ?? '',
      ]),
    ),
  );
}

/** The visible toasts' texts and tones. */
export function toasts(page: EnginePage): Promise<{ text: string; tone: string | null }[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('[data-toaster] [data-toast]')].map((toast) => ({
      text: toast.textContent ?? '',
      tone: toast.getAttribute('data-tone'),
    })),
  );
}

/** Indexes of the open FAQ items. */
export function openItems(page: EnginePage): Promise<number[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLDetailsElement>('#faq details')].flatMap((item, index) =>
      item.open ? [index] : [],
    ),
  );
}

export const faqSummary = (index: number) => `#faq details[data-faq-item="${index}"] > summary`;
export const faqAnswer = (index: number) => `#faq details[data-faq-item="${index}"] > [data-faq-answer]`;

/**
 * Opening a question below the open one closes that one above it: the question just clicked stays where it was clicked,
 * not moved up by the answer that closed (client script).
 */
export async function faqKeepsClickedQuestion(page: EnginePage): Promise<void> {
  await page.clientReady();
  await page.click(faqSummary(0));
  await expect.poll(() => openItems(page)).toEqual([0]);
  const top = () =>
    page.evaluate(
      (sel: string) => document.querySelector(sel)?.getBoundingClientRect().top ?? Number.NaN,
      faqSummary(3),
    );
  // Where the click will find it: page.click scrolls it to the middle of the window, as here, and moves it no further.
  await page.evaluate((sel: string) => {
    document.querySelector(sel)?.scrollIntoView({ block: 'center', behavior: 'instant' });
  }, faqSummary(3));
  const before = await top();
  await page.click(faqSummary(3));
  await expect.poll(() => openItems(page)).toEqual([3]);
  // Less than a pixel away, once the frame after the click has run.
  await expect.poll(async () => Math.abs(Math.round((await top()) - before))).toBe(0);
}

/**
 * Waits until the FAQ has exactly the items `open` open and the client's position keeper has made its move: it turns
 * the page's scroll anchoring off from a tap on a question until the frame that scrolls the question back to where it
 * was tapped (client/behaviours/accordion.ts). A busy WebKit ran that frame after the next click had been aimed, and
 * the click landed beside the question. Without JavaScript there is no keeper, and anchoring is never turned off.
 */
async function faqSettles(page: EnginePage, open: readonly number[]): Promise<void> {
  await expect.poll(() => openItems(page)).toEqual(open);
  // WebKit has no overflow-anchor: there the keeper's value is a plain property of the style object, absent until set.
  await expect
    .poll(() => page.evaluate(() => (document.documentElement.style.overflowAnchor as string | undefined) ?? ''))
    .toBe('');
}

/** The FAQ journey: one item open at a time, a second click closes it. */
export async function faqOneOpenOrNone(page: EnginePage): Promise<void> {
  expect(await openItems(page)).toEqual([]);
  expect(await page.visible(faqAnswer(0))).toBe(false);
  await page.click(faqSummary(0));
  await faqSettles(page, [0]);
  expect(await page.visible(faqAnswer(0))).toBe(true);
  await page.click(faqSummary(3));
  await faqSettles(page, [3]);
  expect(await page.visible(faqAnswer(3))).toBe(true);
  expect(await page.visible(faqAnswer(0))).toBe(false);
  await page.click(faqSummary(3));
  await faqSettles(page, []);
  await page.click(faqSummary(4));
  await faqSettles(page, [4]);
}

export const MENU_TOGGLE = '[data-menu-toggle]';
export const MENU = '#mobile-menu';

/** The phone menu journey: opens and closes by its button, its own close button, Escape and a link; says its state. */
export async function menuOpensAndCloses(page: EnginePage): Promise<void> {
  const firstLinkFocused = () =>
    page.evaluate(() => document.activeElement === document.querySelector('#mobile-menu a[href]'));
  await page.clientReady();
  expect(await page.attribute(MENU_TOGGLE, 'aria-controls')).toBe(MENU.slice(1));
  expect(await page.attribute(MENU_TOGGLE, 'aria-expanded')).toBe('false');
  expect(await page.attribute(MENU_TOGGLE, 'aria-label')).toBe(header.menuOpen);
  expect(await page.visible(MENU)).toBe(false);

  await page.click(MENU_TOGGLE);
  await expect.poll(() => page.visible(MENU)).toBe(true);
  await expect.poll(() => page.attribute(MENU_TOGGLE, 'aria-expanded')).toBe('true');
  expect(await page.attribute(MENU_TOGGLE, 'aria-label')).toBe(header.menuClose);
  await expect.poll(firstLinkFocused).toBe(true);
  // It opens under the header bar, across the width of the page (a desktop engine's scroll bar aside).
  const box = await page.evaluate(() => {
    const menu = document.querySelector('#mobile-menu')?.getBoundingClientRect();
    const bar = document.querySelector('[data-header] > div')?.getBoundingClientRect();
    return { top: menu?.top, width: menu?.width, bar: bar?.bottom, page: document.documentElement.clientWidth };
  });
  expect(Math.round(box.top ?? 0)).toBe(Math.round(box.bar ?? -1));
  expect(Math.round(box.width ?? 0)).toBeGreaterThanOrEqual(box.page);

  await page.click(MENU_TOGGLE);
  await expect.poll(() => page.visible(MENU)).toBe(false);
  await expect.poll(() => page.attribute(MENU_TOGGLE, 'aria-expanded')).toBe('false');
  expect(await page.attribute(MENU_TOGGLE, 'aria-label')).toBe(header.menuOpen);

  // Its own close button.
  await page.click(MENU_TOGGLE);
  await expect.poll(() => page.visible(MENU)).toBe(true);
  await page.click(`${MENU} > button`);
  await expect.poll(() => page.visible(MENU)).toBe(false);
  await expect.poll(() => page.attribute(MENU_TOGGLE, 'aria-expanded')).toBe('false');

  // Escape, with focus back on the menu button.
  await page.click(MENU_TOGGLE);
  await expect.poll(() => page.visible(MENU)).toBe(true);
  await expect.poll(firstLinkFocused).toBe(true);
  await page.press('Escape');
  await expect.poll(() => page.visible(MENU)).toBe(false);
  await expect.poll(() => page.attribute(MENU_TOGGLE, 'aria-expanded')).toBe('false');
  await expect.poll(() => page.focused(MENU_TOGGLE)).toBe(true);

  // A section link closes it and shows the section below the fixed header.
  await page.fontsSettled();
  await page.click(MENU_TOGGLE);
  await expect.poll(() => page.visible(MENU)).toBe(true);
  await page.click(`${MENU} a[href="#faq"]`);
  await expect.poll(() => page.visible(MENU)).toBe(false);
  await expect.poll(() => page.attribute(MENU_TOGGLE, 'aria-expanded')).toBe('false');
  await expect.poll(() => page.evaluate(() => location.hash)).toBe('#faq');
  await expectBelowHeader(page, 'faq');
}

/**
 * Waits until the page has stopped scrolling (two equal readings in a row; a smooth scroll passes through every
 * position on its way) and then asks whether the top of `#id` sits just below the fixed header bar (scroll-padding).
 */
export async function expectBelowHeader(page: EnginePage, id: string): Promise<void> {
  let last = Number.NaN;
  await expect
    .poll(
      async () => {
        const y = (await page.evaluate(() => window.scrollY)) as number;
        const settled = y === last && y > 0;
        last = y;
        return settled;
      },
      { message: `the page scrolls to #${id} and stands still` },
    )
    .toBe(true);
  const { top, bar } = (await page.evaluate(
    (target: string) => ({
      top: document.getElementById(target)?.getBoundingClientRect().top ?? Number.NaN,
      bar: document.querySelector('[data-header] > div')?.getBoundingClientRect().height ?? Number.NaN,
    }),
    id,
  )) as { top: number; bar: number };
  expect(top, `#${id} below the header bar (${bar} px)`).toBeGreaterThanOrEqual(bar - 1);
  expect(top, `#${id} just below the header bar (${bar} px)`).toBeLessThan(bar + 40);
}
