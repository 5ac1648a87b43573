// Launches the system Chromium (its headless shell: scripts/lib/chromium.ts) through playwright-core and opens pages at
// phone and desktop sizes.
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Page,
  type Request,
} from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { HEADLESS_SHELL_FLAGS, HEADLESS_SHELL_PATH } from '../../scripts/lib/chromium.ts';
import { paths } from '../../src/routes.ts';

export const viewports = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;

export type ViewportName = keyof typeof viewports;

/** A path the site does not have: its 404 page. */
export const NOT_FOUND = '/diese-seite-gibt-es-nicht';
/** The routes every browser test walks: every page of the route table, and last any unknown path. */
export const routes = [...Object.values(paths), NOT_FOUND] as const;

/** The headless shell with the usual flags and `flags`; `env` beside this process's environment. */
export function launchChromium(flags: readonly string[] = [], env: Record<string, string> = {}): Promise<Browser> {
  return chromium.launch({
    executablePath: HEADLESS_SHELL_PATH,
    args: [...HEADLESS_SHELL_FLAGS, ...flags],
    env: { ...process.env, ...env },
  });
}

/** One Chromium for the test file (with `flags` beside the usual ones): launched before its tests, closed after them. */
export function chromiumForFile(flags: readonly string[] = []): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchChromium(flags);
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('Chromium is not running yet');
    return browser;
  };
}

export interface OpenedPage {
  readonly page: Page;
  /** Console errors and uncaught exceptions seen since the page opened. */
  readonly errors: string[];
  close(): Promise<void>;
}

export async function openPage(
  browser: Browser,
  viewport: ViewportName,
  path: string,
  options: BrowserContextOptions = {},
): Promise<OpenedPage> {
  const phone = viewport === 'phone';
  const context = await browser.newContext({
    viewport: viewports[viewport],
    isMobile: phone,
    hasTouch: phone,
    reducedMotion: 'reduce',
    ...options,
  });
  const page = await context.newPage();
  trackRequests(page);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(new URL(path, inject('baseURL')).href);
  return { page, errors, close: () => closeContext(context) };
}

/**
 * Closes `context` after taking its routes and its pages' routes off, ignoring what their handlers still throw: a
 * handler that awaits something (a held-back file, a header) and answers after the close began finds its request
 * already answered by the closing context ("Route is already handled!"), an error of no test, which Vitest would count
 * as the run's. How often that happens depends on how busy the machine is.
 */
export async function closeContext(context: BrowserContext): Promise<void> {
  for (const page of context.pages()) await page.unrouteAll({ behavior: 'ignoreErrors' });
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  await context.close();
}

/** Requests of each page opened here that have neither finished nor failed yet. */
const inFlight = new WeakMap<Page, Set<Request>>();

function trackRequests(page: Page): void {
  const pending = new Set<Request>();
  inFlight.set(page, pending);
  page.on('request', (request) => pending.add(request));
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
}

/**
 * Waits until the page has done all it does by itself: loaded, its client entry (where it has one) wired, a frame
 * painted after that (so anything it starts, such as a lazy picture now in view, has started), and no request of it in
 * flight. Decided by events, not by a quiet time like Playwright's 'networkidle' (500 ms without a request), which
 * costs half a second a page and on a busy machine can end before a late request has started.
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  if (await page.evaluate(() => '__heldClicks' in window)) await clientReady(page);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  const pending = inFlight.get(page);
  if (pending) await expect.poll(() => pending.size, { timeout: 30_000 }).toBe(0);
}

/**
 * Waits until scroll position and page height hold still for five frames in a row (at most 300 frames): sections drawn
 * as they come near the view shrink to their size a frame or two later, one round after another.
 */
export async function holdsStill(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((done) => requestAnimationFrame(done));
    const state = () => `${scrollY} ${document.documentElement.scrollHeight}`;
    let last = state();
    for (let still = 0, frames = 0; still < 5 && frames < 300; frames++) {
      await frame();
      const now = state();
      still = now === last ? still + 1 : 0;
      last = now;
    }
  });
}

/**
 * After a section link: waits until the page has stopped scrolling (two equal readings in a row; a smooth scroll
 * passes through every position on its way) and until the headings' web font has loaded (it comes after the load
 * event and wraps lines a little differently), then checks that the top of `#id` sits just below the fixed header bar.
 */
export async function expectBelowHeader(page: Page, id: string): Promise<void> {
  await page.evaluate(async () => {
    const heading = document.querySelector('h1, h2');
    if (heading && document.documentElement.hasAttribute('data-fonts')) {
      const style = getComputedStyle(heading);
      await document.fonts.load(`${style.fontWeight} 16px ${style.fontFamily}`);
    }
  });
  let last = Number.NaN;
  await expect
    .poll(async () => {
      const y = await page.evaluate(() => window.scrollY);
      const still = y === last && y > 0;
      last = y;
      return still;
    })
    .toBe(true);
  const bar = await page.locator('[data-header] > div').evaluate((node) => node.getBoundingClientRect().height);
  const top = await page.locator(`#${id}`).evaluate((node) => node.getBoundingClientRect().top);
  expect(top, `#${id} below the header bar (${bar} px)`).toBeGreaterThanOrEqual(bar - 1);
  expect(top, `#${id} just below the header bar (${bar} px)`).toBeLessThan(bar + 40);
}

/**
 * Scrolls through the whole page a screen at a time and back to the top, a frame at each stop, the way a visitor reads
 * it: every section below the first screen has then been drawn once (they are laid out only as they come near the view,
 * counted at an estimate until then; src/site-rules.css), so the page has its real height.
 */
export async function drawWholePage(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await frame();
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
    await frame();
  });
}

/** Waits until the landing page's client entry has wired its handlers; islands then hydrate on first interaction. */
export async function clientReady(page: Page): Promise<void> {
  await page.locator('html[data-client-ready]').waitFor({ state: 'attached' });
}

/** Switches edit mode on (desktop header) and waits until every keyed text is editable: hydration takes a moment. */
export async function editModeOn(page: Page, editable: number): Promise<void> {
  const toggle = page.locator('[data-header-actions] button[data-edit-toggle]');
  await clientReady(page);
  await toggle.click();
  await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('true');
  await expect.poll(() => page.locator('[data-editing][contenteditable="plaintext-only"]').count()).toBe(editable);
}
