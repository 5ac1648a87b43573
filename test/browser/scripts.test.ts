// Script on the pages: the not-found page logs its path (spec), the landing page stays within its JavaScript budget,
// and the legal pages and the not-found page request no script at all.
import { gzipSync } from 'node:zlib';
import type { ConsoleMessage, Page, Response } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { paths } from '../../src/routes.ts';
import { chromiumForFile, clientReady, type OpenedPage, openPage, settled, type ViewportName } from './chromium.ts';

const browser = chromiumForFile();

const NOT_FOUND_LOG = '404 Error: User attempted to access non-existent route:';
/** Landing page budget: 75 KB of JavaScript after gzip. */
const BUDGET_BYTES = 75 * 1024;

/** Opens a blank page first, so that listeners see everything the real page does from its first request on. */
async function openWatched(viewport: ViewportName, watch: (page: Page) => void, path: string): Promise<OpenedPage> {
  const opened = await openPage(browser(), viewport, 'about:blank');
  watch(opened.page);
  await opened.page.goto(new URL(path, inject('baseURL')).href);
  await settled(opened.page);
  return opened;
}

async function consoleArgs(message: ConsoleMessage): Promise<unknown[]> {
  return Promise.all(message.args().map((arg) => arg.jsonValue()));
}

/** Opens `path` recording its console messages and the scripts it requests, from its first request on. */
async function openRecorded(viewport: ViewportName, path: string) {
  const messages: ConsoleMessage[] = [];
  const requested: string[] = [];
  const opened = await openWatched(
    viewport,
    (page) => {
      page.on('console', (message) => messages.push(message));
      page.on('request', (request) => {
        if (request.resourceType() === 'script') requested.push(request.url());
      });
    },
    path,
  );
  return { ...opened, messages, requested };
}

/** A page that needs no script requests none and names none for preloading. */
async function expectNoScript(page: Page, path: string, requested: readonly string[]): Promise<void> {
  expect(await page.locator('h1').first().isVisible(), `a heading on ${path}`).toBe(true);
  expect(requested, `scripts requested by ${path}`).toEqual([]);
  expect(await page.locator('script[src], link[rel="modulepreload"]').count(), `scripts named by ${path}`).toBe(0);
}

// One load per path and size carries the console's and the network's checks of that page (docs/tests.md, „Laufzeit“).
describe.each<ViewportName>(['phone', 'desktop'])('script at %s size', (viewport) => {
  it.each(['/gibt-es-nicht', '/impressum/alt/seite', '/Agb'])(
    'the not-found page %s logs its path as a console error and requests no script at all',
    async (path) => {
      const { page, close, messages, requested } = await openRecorded(viewport, path);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Oops! Page not found');
      await expectNoScript(page, path, requested);
      const logged = messages.filter((message) => message.text().startsWith('404 Error'));
      expect(logged).toHaveLength(1);
      const [message] = logged;
      if (!message) throw new Error('no 404 log');
      expect(message.type()).toBe('error');
      expect(message.text()).toBe(`${NOT_FOUND_LOG} ${path}`);
      expect(await consoleArgs(message)).toEqual([NOT_FOUND_LOG, path]);
      await close();
    },
  );

  it('the not-found page logs a hostile path as text and runs none of it', async () => {
    const messages: ConsoleMessage[] = [];
    const path = '/%3C/script%3E%3Cscript%3Ewindow.__pwned=1%3C/script%3E%22%27';
    const { page, close } = await openWatched(viewport, (page) => page.on('console', (m) => messages.push(m)), path);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Oops! Page not found');
    const logged = messages.filter((message) => message.text().startsWith('404 Error'));
    expect(logged).toHaveLength(1);
    const pathname = await page.evaluate(() => location.pathname);
    expect(await consoleArgs(logged[0] as ConsoleMessage)).toEqual([NOT_FOUND_LOG, pathname]);
    expect(pathname).toContain('script');
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    await close();
  });

  it.each(Object.values(paths))(
    '%s logs no 404 error, and a page other than / requests no script at all',
    async (path) => {
      const { page, close, messages, requested } = await openRecorded(viewport, path);
      expect(
        messages.filter((message) => message.text().includes('404')).map((message) => message.text()),
        `404 errors on ${path}`,
      ).toEqual([]);
      if (path !== '/') await expectNoScript(page, path, requested);
      await close();
    },
  );

  it(`the landing page loads at most ${BUDGET_BYTES / 1024} KB of JavaScript after gzip`, async () => {
    const scripts: Response[] = [];
    const { page, close } = await openWatched(
      viewport,
      (page) =>
        page.on('response', (response) => {
          if (response.request().resourceType() === 'script') scripts.push(response);
        }),
      '/',
    );
    // Walk the whole page and use each interactive part, so that anything loaded late is counted too.
    for (const section of await page.locator('[data-section]').all()) await section.scrollIntoViewIfNeeded();
    await page.locator('[data-footer]').scrollIntoViewIfNeeded();
    await page.locator('#faq summary').first().click();
    await page.locator('form[data-contact-form] #kontakt-name').focus();
    if (viewport === 'phone') {
      await page.locator('[data-menu-toggle]').click();
      await expect.poll(() => page.locator('#mobile-menu').isVisible()).toBe(true);
    } else {
      await page.locator('button[data-edit-toggle]').click();
      await expect.poll(() => page.locator('[data-editing]').count()).toBeGreaterThan(0);
    }
    await settled(page);

    expect(scripts.length, 'the landing page runs script').toBeGreaterThan(0);
    const sizes = await Promise.all(
      scripts.map(async (response) => ({
        url: new URL(response.url()).pathname,
        gzip: gzipSync(await response.body()).length,
      })),
    );
    for (const { url } of sizes) expect(new URL(url, inject('baseURL')).origin).toBe(new URL(inject('baseURL')).origin);
    const total = sizes.reduce((sum, { gzip }) => sum + gzip, 0);
    expect(total, JSON.stringify(sizes)).toBeLessThanOrEqual(BUDGET_BYTES);
    await close();
  });

  it('loads only the small client entry on a visit that only reads, and React on the first interaction', async () => {
    const scripts: string[] = [];
    const { page, close } = await openWatched(
      viewport,
      (page) =>
        page.on('response', (response) => {
          if (response.request().resourceType() === 'script') scripts.push(new URL(response.url()).pathname);
        }),
      '/',
    );
    await clientReady(page);
    await settled(page);
    expect(scripts).toEqual([expect.stringMatching(/^\/assets\/main-[\w-]+\.js$/)]);
    const entry = await (await fetch(new URL(scripts[0] ?? '', inject('baseURL')))).arrayBuffer();
    // docs/messungen.md, „Budgets“: a visit that only reads loads at most 2 KB of JavaScript.
    expect(gzipSync(Buffer.from(entry)).length).toBeLessThanOrEqual(2 * 1024);

    await page.locator('form[data-contact-form] #kontakt-name').focus();
    await expect.poll(() => scripts.length).toBeGreaterThan(1);
    expect(scripts.slice(1)).toEqual(expect.arrayContaining([expect.stringMatching(/^\/assets\/hydrate-[\w-]+\.js$/)]));
    await close();
  });
});
