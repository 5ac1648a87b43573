// Toasts (spec interface defaults): a polite live region, at most three at once, 4000 ms each, 356 px on desktop; a
// list inside the region only while it holds toasts. Which events show one is the site's choice (edit mode's, today:
// the contact form shows its help in its own flow, test/browser/contact-form.test.ts); the region is tested with toasts
// of its own, sent as client/toast.ts sends them.
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { TOAST_EVENT, type ToastDetail } from '../../client/toast.ts';
import { chromiumForFile, clientReady, type OpenedPage, openPage, type ViewportName, viewports } from './chromium.ts';

const browser = chromiumForFile();

/** The toast the tests send, numbered. */
const SENT = 'Nachricht des Tests';
const SAVED = 'Änderung gespeichert.';
const TOO_LONG = 'Der Text ist zu lang: höchstens 400 Zeichen.';
const EMPTY = 'Ein leerer Text wird nicht gespeichert.';
const DURATION_MS = 4000;

interface LoggedToast {
  readonly seq: number;
  readonly text: string;
  readonly tone: string | null;
  readonly added: number;
  readonly removed: number | null;
}

/** Opens the landing page with a log of every toast: when it entered and left the document, and the most shown at once. */
async function openLogged(viewport: ViewportName, { clock = false } = {}): Promise<OpenedPage> {
  const opened = await openPage(browser(), viewport, 'about:blank');
  // The page's timers and performance.now() on Playwright's clock: they move only when the test says so.
  if (clock) await opened.page.clock.install();
  await opened.page.context().addInitScript(() => {
    const log: { seq: number; text: string; tone: string | null; added: number; removed: number | null }[] = [];
    const entries = new Map<Element, (typeof log)[number]>();
    const state = { log, max: 0 };
    (window as unknown as { __toasts: typeof state }).__toasts = state;
    new MutationObserver(() => {
      const now = performance.now();
      const shown = document.querySelectorAll('[data-toast]');
      state.max = Math.max(state.max, shown.length);
      for (const toast of shown) {
        if (entries.has(toast)) continue;
        const entry = {
          seq: log.length,
          text: toast.textContent ?? '',
          tone: toast.getAttribute('data-tone'),
          added: now,
          removed: null,
        };
        log.push(entry);
        entries.set(toast, entry);
      }
      for (const [toast, entry] of entries) if (!toast.isConnected && entry.removed === null) entry.removed = now;
    }).observe(document, { childList: true, subtree: true });
  });
  await opened.page.goto(new URL('/', inject('baseURL')).href);
  return opened;
}

function toastLog(page: Page): Promise<{ log: LoggedToast[]; max: number }> {
  return page.evaluate(() => (window as unknown as { __toasts: { log: LoggedToast[]; max: number } }).__toasts);
}

/** The toasts on screen, oldest first, by their place in the log. */
async function shownSeqs(page: Page): Promise<number[]> {
  const { log } = await toastLog(page);
  return log.filter((entry) => entry.removed === null).map((entry) => entry.seq);
}

/**
 * Waits until the islands are live (the first interaction with one hydrates them all), then returns a function that
 * sends a toast as the site's code does, numbered: `Nachricht des Tests 1`, 2, …
 */
async function prepareToasts(page: Page): Promise<() => Promise<void>> {
  await clientReady(page);
  await page.locator('form[data-contact-form] #kontakt-name').focus();
  await page.locator('[data-island="Toaster"][data-live]').waitFor({ state: 'attached' });
  let sent = 0;
  return async () => {
    sent++;
    await page.evaluate(([type, detail]) => window.dispatchEvent(new CustomEvent(type, { detail })), [
      TOAST_EVENT,
      { message: `${SENT} ${sent}`, tone: 'success' } satisfies ToastDetail,
    ] as const);
  };
}

/** Lists in the accessibility tree without a single item, by what they hold. */
function emptyLists(page: Page): Promise<string[]> {
  return page
    .getByRole('list')
    .evaluateAll((lists) =>
      lists.filter((list) => !list.querySelector('li, [role="listitem"]')).map((list) => list.outerHTML.slice(0, 120)),
    );
}

/** Chromium's accessibility tree: how text containing `message` is announced, by the live region above it. */
async function liveness(page: Page, message: string): Promise<string | undefined> {
  interface AXNode {
    readonly nodeId: string;
    readonly parentId?: string;
    readonly name?: { value?: unknown };
    readonly properties?: { name: string; value: { value?: unknown } }[];
  }
  const session = await page.context().newCDPSession(page);
  const { nodes } = (await session.send('Accessibility.getFullAXTree')) as { nodes: AXNode[] };
  await session.detach();
  const byId = new Map(nodes.map((node) => [node.nodeId, node]));
  let node = nodes.find((candidate) => String(candidate.name?.value ?? '').includes(message));
  for (; node; node = node.parentId === undefined ? undefined : byId.get(node.parentId)) {
    const live = node.properties?.find((property) => property.name === 'live')?.value.value;
    if (live !== undefined) return String(live);
  }
  return undefined;
}

describe.each<ViewportName>(['phone', 'desktop'])('toasts at %s size', (viewport) => {
  it('live in a polite region labelled Benachrichtigungen that exists before any toast, a list only while there are toasts', async () => {
    const { page, close } = await openLogged(viewport);
    const region = page.getByRole('region', { name: 'Benachrichtigungen', exact: true });
    expect(await region.count()).toBe(1);
    expect(await region.evaluate((node) => node.tagName)).toBe('SECTION');
    expect(await region.getAttribute('aria-live')).toBe('polite');
    expect(await page.locator('[data-toast]').count()).toBe(0);
    // No empty list, here or anywhere on the page: a screen reader reads one out as a list of nothing.
    expect(await region.locator('ol, ul, [role="list"]').count()).toBe(0);
    expect(await emptyLists(page)).toEqual([]);
    await region.evaluate((node) => {
      (window as unknown as { __region: Element }).__region = node;
    });

    const send = await prepareToasts(page);
    await send();
    const toast = region.getByRole('listitem');
    await expect.poll(() => toast.count()).toBe(1);
    expect(await toast.isVisible()).toBe(true);
    expect(await toast.textContent()).toContain(`${SENT} 1`);
    expect(await toast.getAttribute('data-tone')).toBe('success');
    // Announced: inside the live region that was there before it, by Chromium's accessibility tree as well.
    expect(
      await toast.evaluate(
        (node) => node.closest('[aria-live]') === (window as unknown as { __region: Element }).__region,
      ),
    ).toBe(true);
    expect(await liveness(page, `${SENT} 1`)).toBe('polite');

    // Gone after its time, and the list with it.
    await expect.poll(() => page.locator('[data-toast]').count(), { timeout: 30_000 }).toBe(0);
    expect(await region.locator('ol, ul, [role="list"]').count()).toBe(0);
    expect(await region.count()).toBe(1);
    await close();
  });

  it(`shows a toast on screen for ${DURATION_MS} ms, counted on a controlled clock`, async () => {
    // The page's timers run on Playwright's clock, so a busy machine cannot stretch or shrink the duration.
    const { page, close } = await openPage(browser(), viewport, 'about:blank');
    await page.clock.install();
    await page.goto(new URL('/', inject('baseURL')).href);
    const send = await prepareToasts(page);
    // From here on the page's time stands still unless the test moves it.
    await page.clock.pauseAt(Date.now() + 60_000);
    await send();
    const toast = page.locator('[data-toast]', { hasText: `${SENT} 1` });
    await expect.poll(() => toast.isVisible()).toBe(true);
    const box = await toast.boundingBox();
    if (!box) throw new Error('toast has no box');
    if (viewport === 'desktop') {
      expect(box.width).toBeCloseTo(356, 0);
    } else {
      expect(box.width).toBeGreaterThan(200);
    }
    const { width, height } = viewports[viewport];
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    expect(box.y + box.height).toBeLessThanOrEqual(height);

    await page.clock.runFor(DURATION_MS - 1);
    expect(await toast.isVisible()).toBe(true);
    await page.clock.runFor(1);
    await expect.poll(() => page.locator('[data-toast]').count()).toBe(0);
    await close();
  });

  it('shows at most three at once, the oldest leaving first', async () => {
    // On a controlled clock that stands still while the four toasts come: the oldest can only leave to make room, not
    // because its time ran out, however long the machine takes for the clicks.
    const { page, close } = await openLogged(viewport, { clock: true });
    const send = await prepareToasts(page);
    await page.clock.pauseAt(Date.now() + 60_000);
    for (let round = 0; round < 4; round += 1) {
      await send();
      await expect.poll(async () => (await toastLog(page)).log.length).toBe(round + 1);
    }
    expect(await shownSeqs(page)).toEqual([1, 2, 3]);
    expect(await page.locator('[data-toaster] [data-toast]').count()).toBe(3);
    for (const toast of await page.locator('[data-toast]').all()) expect(await toast.isVisible()).toBe(true);
    const { log, max } = await toastLog(page);
    expect(max).toBe(3);
    expect(log[0]?.removed, 'the oldest made room').not.toBeNull();
    expect(log[0]?.removed, 'at once, with no time gone by').toBe(log[0]?.added);
    await page.clock.runFor(DURATION_MS);
    await expect.poll(() => page.locator('[data-toast]').count()).toBe(0);
    await close();
  });
});

describe('mixed toasts at desktop size', () => {
  it('keep their own wording and tone when different events overflow the list', async () => {
    const { page, close } = await openLogged('desktop');
    const toggle = page.locator('button[data-edit-toggle]');
    await clientReady(page);
    await toggle.click();
    await expect.poll(() => page.locator('[data-editing]').count()).toBeGreaterThan(0);
    const replace = async (key: string, text: string) => {
      const element = page.locator(`[data-edit-key="${key}"]`);
      await element.click();
      await page.keyboard.press('ControlOrMeta+A');
      if (text === '') await page.keyboard.press('Backspace');
      else await page.keyboard.insertText(text);
      await element.blur();
    };

    await replace('hero-badge', 'Erste Änderung');
    await replace('hero-title-1', 'x'.repeat(401));
    await replace('hero-subtitle', '');
    await replace('usps-title', 'Zweite Änderung');
    await expect.poll(async () => (await toastLog(page)).log.length).toBe(4);

    const { log, max } = await toastLog(page);
    expect(max).toBe(3);
    expect(
      log.map((entry) => [entry.text.includes(SAVED), entry.text.includes(TOO_LONG), entry.text.includes(EMPTY)]),
    ).toEqual([
      [true, false, false],
      [false, true, false],
      [false, false, true],
      [true, false, false],
    ]);
    expect(log.map((entry) => entry.tone)).toEqual(['success', 'error', 'error', 'success']);
    expect(await shownSeqs(page)).toEqual([1, 2, 3]);
    const shown = page.locator('[data-toaster] [data-toast]');
    expect(await shown.count()).toBe(3);
    expect(await page.locator('[data-toast][data-tone="error"]', { hasText: TOO_LONG }).isVisible()).toBe(true);
    for (const toast of await shown.all()) expect((await toast.boundingBox())?.width).toBeCloseTo(356, 0);
    await close();
  });
});
