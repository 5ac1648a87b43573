// A page arrives in chunks (the worker streams it, and any network may split it): the first frame Chromium paints
// must already hold the page's complete first screen, or what arrives next moves it (a layout shift, seen in the
// header when its WhatsApp button came in a later chunk). A stand-in server sends each page in two parts, cut inside
// the first screen, and holds the second part until the page has painted or has had a second to do so.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { paths } from '../../src/routes.ts';
import { chromiumForFile, type ViewportName, viewports } from './chromium.ts';
import { LAYOUT_SHIFT_OBSERVER, layoutShift } from './layout-shift.ts';

const browser = chromiumForFile();

/** Where each page is cut, and what of the second part its first frame must show. */
const cuts = [
  {
    name: "the header's buttons",
    path: paths.home,
    before: '<a href="https://wa.me/',
    shows: '[data-header-actions] [data-button="whatsapp"]',
  },
  {
    name: "the hero's picture",
    path: paths.home,
    before: 'data-picture-slot="hero"',
    shows: '[data-picture-slot="hero"] img',
  },
  {
    name: "the header's buttons",
    path: paths.impressum,
    before: '<a href="https://wa.me/',
    shows: '[data-header-actions] [data-button="whatsapp"]',
  },
] as const;

/**
 * Serves the preview's files; the page at `held.path` in two parts, cut before `before` (its first one after `after`),
 * the second once `release` is called.
 */
function splittingServer(): {
  start(): Promise<string>;
  hold(path: string, before: string, after?: string): () => void;
} & {
  close(): Promise<void>;
} {
  let held: { path: string; before: string; after: string; released: Promise<void> } | undefined;
  const origin = inject('baseURL');
  const server: Server = createServer((incoming: IncomingMessage, outgoing: ServerResponse) => {
    void (async () => {
      const response = await fetch(new URL(incoming.url ?? '/', origin), { redirect: 'manual' });
      const headers = Object.fromEntries(
        [...response.headers].filter(
          ([name]) => !/^(content-(length|encoding)|transfer-encoding|connection)$/.test(name),
        ),
      );
      const body = Buffer.from(await response.arrayBuffer());
      outgoing.writeHead(response.status, headers);
      if (!held || incoming.url !== held.path) return outgoing.end(body);
      const cut = body.indexOf(held.before, body.indexOf(held.after));
      expect(cut, `${held.before} in ${held.path}`).toBeGreaterThan(0);
      outgoing.write(body.subarray(0, cut));
      await held.released;
      outgoing.end(body.subarray(cut));
    })().catch(() => outgoing.destroy());
  });
  return {
    start: () =>
      new Promise((resolve) =>
        server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
      ),
    hold(path, before, after = '') {
      let release = () => {};
      held = { path, before, after, released: new Promise((done) => (release = done)) };
      return release;
    },
    close: () => new Promise((done) => server.close(() => done())),
  };
}

const server = splittingServer();
let url = '';
beforeAll(async () => {
  url = await server.start();
});
afterAll(() => server.close());

describe.each(['phone', 'desktop'] as const satisfies readonly ViewportName[])('at %s size', (viewport) => {
  it.each(cuts)(
    'paints $path only once its first screen is complete, cut before $name',
    async ({ path, before, shows }) => {
      const phone = viewport === 'phone';
      const context = await browser().newContext({ viewport: viewports[viewport], isMobile: phone, hasTouch: phone });
      const page = await context.newPage();
      const release = server.hold(path, before);
      try {
        await page.goto(new URL(path, url).href, { waitUntil: 'commit' });
        // The first part is parsed (polled by evaluate, which runs while rendering is held; waitForFunction polls by frame).
        await expect.poll(() => page.evaluate(() => document.querySelector('header') !== null)).toBe(true);
        const firstFrame = page.evaluate(
          (selector) =>
            new Promise<boolean>((done) =>
              requestAnimationFrame(() => done(document.querySelector(selector) !== null)),
            ),
          shows,
        );
        // Time only widens the window in which a broken page would paint early; a correct page waits for the rest.
        await Promise.race([firstFrame, new Promise((done) => setTimeout(done, 1000))]);
        release();
        expect(await firstFrame).toBe(true);
      } finally {
        release();
        await context.close();
      }
    },
  );
});

// The bottom bar is fixed to every phone's first screen but stands last in the page, after the point the first paint
// waits for: a frame painted while its first button had its icon and not yet its label showed the icon centred alone,
// and the label moved it 28–44 px sideways (a layout shift, seen under load in the photo and web-font tests). The bar
// is drawn only once it has arrived whole.
it('draws the bottom bar only once it has arrived whole, so that nothing in it moves (phone)', async () => {
  const context = await browser().newContext({ viewport: { width: 390, height: 664 }, isMobile: true, hasTouch: true });
  await context.addInitScript(LAYOUT_SHIFT_OBSERVER);
  const page = await context.newPage();
  // Inside the bar's first button: after its icon, before its label.
  const release = server.hold(paths.home, '<span>', 'data-mobile-bar');
  try {
    await page.goto(new URL(paths.home, url).href, { waitUntil: 'commit' });
    await expect.poll(() => page.evaluate(() => document.querySelector('[data-mobile-bar] svg') !== null)).toBe(true);
    // A frame with the bar's first half, where a broken page draws the icon alone.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    release();
    await page.waitForLoadState('load');
    await expect.poll(() => page.locator('[data-mobile-bar] [data-button="whatsapp"]').isVisible()).toBe(true);
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    expect(await layoutShift(page)).toEqual({ total: 0, shifted: [] });
  } finally {
    release();
    await context.close();
  }
});
