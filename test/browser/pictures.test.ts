// Camera photographs in a real browser: the site built with the owner's two-step swap (scripts/lib/photo-site.ts), at
// phone and desktop sizes. Which file the engine picks, what the first view costs, that the page never shifts, that the
// before/after photo waits until it is near, that `sizes` tells the truth at every breakpoint, and that a photo of any
// shape fills the hero's slot without changing it, showing the part its focus names.
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PHOTOS } from '../../scripts/lib/camera-photos.ts';
import { buildPhotoSite } from '../../scripts/lib/photo-site.ts';
import { type Preview, startPreview } from '../../scripts/lib/preview.ts';
import { removeFolder } from '../../scripts/lib/temp-folder.ts';
import { focusClass } from '../../src/lib/pictures.ts';
import { chromiumForFile, openPage, settled, type ViewportName } from './chromium.ts';
import { LAYOUT_SHIFT_OBSERVER, layoutShift } from './layout-shift.ts';

const browser = chromiumForFile();
let preview: Preview;
let site: string | undefined;

// Copying, building and (unless the worker layer left them in the picture cache) encoding two photos: CPU-bound work
// that takes seconds on a quiet machine and several times that on a busy one. The limit only stops a hung build.
beforeAll(async () => {
  site = (await buildPhotoSite(TEST_PHOTOS)).dir;
  preview = await startPreview(site);
}, 600_000);
// The copy is this file's own (scripts/lib/temp-folder.ts).
afterAll(async () => {
  await preview?.stop();
  if (site) await removeFolder(site);
});

/** docs/messungen.md, „Budgets“: a phone's first view downloads at most 200 KB of images. */
const FIRST_VIEW_IMAGE_BUDGET = 200 * 1024;

const HERO = '[data-section="hero"] img';
const BEFORE_AFTER = '[data-before-after] img';

interface Loaded {
  readonly page: Page;
  readonly errors: string[];
  /** Every image the page fetched so far, with its body size. */
  readonly images: { url: string; bytes: number }[];
  /** With `priorities`: every image request Chromium started (a preload too), with its final priority. */
  readonly requests: { url: string; priority: string }[];
  close(): Promise<void>;
}

/**
 * Opens the photo site. `priorities` also reads Chromium's network log through a second CDP session, for the one test
 * that asks for priorities: its events add work while the page parses. With it on every load, the layout-shift test
 * twice saw a 6 px shift of the hero's second trust-point row under CI load (a first view painted half-parsed, most
 * likely); without it, it never did in earlier sessions.
 */
async function openPhotoSite(
  viewport: ViewportName,
  deviceScaleFactor: number,
  { priorities = false } = {},
): Promise<Loaded> {
  const images: Loaded['images'] = [];
  const opened = await openPage(browser(), viewport, 'about:blank', { deviceScaleFactor });
  const { page } = opened;
  await page.addInitScript(LAYOUT_SHIFT_OBSERVER);
  const requests = new Map<string, { url: string; priority: string }>();
  if (priorities) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    cdp.on('Network.requestWillBeSent', ({ requestId, request, type }) => {
      if (type === 'Image') requests.set(requestId, { url: request.url, priority: request.initialPriority });
    });
    cdp.on('Network.resourceChangedPriority', ({ requestId, newPriority }) => {
      const request = requests.get(requestId);
      if (request) request.priority = newPriority;
    });
  }
  page.on('requestfinished', async (request) => {
    if (request.resourceType() !== 'image') return;
    images.push({ url: request.url(), bytes: (await request.sizes()).responseBodySize });
  });
  await page.goto(`${preview.url}/`, { waitUntil: 'load' });
  await settled(page);
  return { ...opened, images, requests: [...requests.values()] };
}

/** Each photo's shape, width over height: the slot crops it, so it is drawn wider than its box when it is flatter. */
const PHOTO_ASPECT: Readonly<Record<string, number>> = {
  [HERO]: TEST_PHOTOS.team.width / TEST_PHOTOS.team.height,
  [BEFORE_AFTER]: TEST_PHOTOS.beforeAfter.width / TEST_PHOTOS.beforeAfter.height,
};

/** The width an img draws its photo at: its box, or more where the photo is flatter than the box (object-fit: cover). */
const drawnWidth = (box: { readonly width: number; readonly height: number }, aspect: number) =>
  box.width * Math.max(1, aspect / (box.width / box.height));

/** The picture the engine chose for an img, and what it had to choose from. */
async function chosen(page: Page, selector: string) {
  const found = await page.locator(selector).evaluate((img: HTMLImageElement) => {
    const avif = img.parentElement?.querySelector('source[type="image/avif"]')?.getAttribute('srcset') ?? '';
    const { width, height } = img.getBoundingClientRect();
    return {
      currentSrc: img.currentSrc,
      complete: img.complete && img.naturalWidth > 0,
      box: { width, height },
      offered: avif.split(', ').map((entry) => Number.parseInt(entry.split(' ')[1] ?? '', 10)),
    };
  });
  return { ...found, renderedWidth: drawnWidth(found.box, PHOTO_ASPECT[selector] ?? 1) };
}

const widthOf = (url: string) => Number(/-(\d+)w-[0-9a-f]{10}\.\w+$/.exec(url)?.[1]);

describe.each([
  ['phone', 3, 'Low'],
  ['desktop', 1, 'High'],
] as const)('camera photos at %s size, device pixel ratio %i', (viewport, density, heroPriority) => {
  // Beside the text (desktop) the hero is the largest thing in view: preloaded from the head with high priority. Below
  // the text (phone) it must not hold up the stylesheet and the headline, so it comes low; either way exactly once.
  it(`fetches the hero photo once, with ${heroPriority.toLowerCase()} priority`, async () => {
    const { page, requests, close } = await openPhotoSite(viewport, density, { priorities: true });
    const { currentSrc } = await chosen(page, HERO);
    const hero = requests.filter((request) => request.url.includes('/team-'));
    expect(hero).toEqual([{ url: currentSrc, priority: heroPriority }]);
    await close();
  });

  // One load carries the checks of what the first view did (read before anything scrolls), then the scroll to the
  // before/after photo: a page opened again for each cost seconds of a busy machine and proved nothing more
  // (docs/tests.md, „Laufzeit“). Each check keeps its own assertion and message.
  it('picks the AVIF that just covers the hero at this density, keeps the first view within the image budget, loads the before/after photo only near view, as AVIF, and never shifts the layout', async () => {
    const { page, images, errors, close } = await openPhotoSite(viewport, density);
    // The AVIF that just covers the hero at this density.
    const hero = await chosen(page, HERO);
    expect(hero.complete, 'the hero photo has loaded').toBe(true);
    expect(hero.currentSrc, `the hero's file (${viewport})`).toMatch(/\/assets\/images\/team-\d+w-[0-9a-f]{10}\.avif$/);
    const needed = hero.renderedWidth * density;
    const expected = hero.offered.find((width) => width >= needed) ?? Math.max(...hero.offered);
    expect(widthOf(hero.currentSrc), `width of the hero's AVIF for ${needed} device pixels`).toBe(expected);
    // The first view within the image budget, without the before/after photo.
    const firstView = [...images];
    const total = firstView.reduce((sum, image) => sum + image.bytes, 0);
    expect(
      total,
      `bytes of images in the first view:\n${firstView.map((image) => `${image.url} ${image.bytes}`).join('\n')}`,
    ).toBeLessThanOrEqual(FIRST_VIEW_IMAGE_BUDGET);
    expect(
      firstView.some((image) => image.url.includes('/before-after-')),
      'the before/after photo loaded with the first view',
    ).toBe(false);
    if (viewport === 'desktop') {
      // Called a photo, not an illustration.
      expect(await page.locator('[data-before-after] figcaption').textContent()).not.toContain('Illustration');
      expect(await page.locator(BEFORE_AFTER).getAttribute('alt')).toMatch(/^Vorher und nachher: /);
    }
    // Near view the before/after photo loads, as AVIF, and nothing shifts the layout before or after.
    expect(await layoutShift(page), 'layout shift of the first view').toEqual({ total: 0, shifted: [] });
    await page.locator(BEFORE_AFTER).scrollIntoViewIfNeeded();
    await expect.poll(async () => (await chosen(page, BEFORE_AFTER)).complete).toBe(true);
    const figure = await chosen(page, BEFORE_AFTER);
    expect(figure.currentSrc, `the before/after photo's file (${viewport})`).toMatch(
      /\/assets\/images\/before-after-\d+w-[0-9a-f]{10}\.avif$/,
    );
    expect(widthOf(figure.currentSrc), 'width of the before/after AVIF').toBeGreaterThanOrEqual(
      Math.min(figure.renderedWidth * density, Math.max(...figure.offered)),
    );
    expect(images.some((image) => image.url === figure.currentSrc)).toBe(true);
    expect(await layoutShift(page), 'layout shift after the before/after photo loaded').toEqual({
      total: 0,
      shifted: [],
    });
    expect(errors).toEqual([]);
    await close();
  });
});

describe('sizes', () => {
  // One page, resized for each width (the layout follows the window at once; a fresh page per width cost 0.5 s each).
  // Opened by the first test (opening waits with expect.poll, which needs a test).
  let opened: Awaited<ReturnType<typeof openPhotoSite>> | undefined;
  afterAll(() => opened?.close());

  it.each([320, 390, 639, 640, 800, 815, 816, 1023, 1024, 1100, 1151, 1152, 1439, 1440, 1920])(
    'matches the rendered width of both photos at %i px',
    async (width) => {
      opened ??= await openPhotoSite('desktop', 1);
      const { page } = opened;
      await page.setViewportSize({ width, height: 900 });
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      for (const selector of [HERO, BEFORE_AFTER]) {
        const { box, declared } = await page.locator(selector).evaluate((img: HTMLImageElement) => {
          // The first entry whose media query matches decides, as the browser reads `sizes`.
          const entry = (img.getAttribute('sizes') ?? '')
            .split(', ')
            .map((part) => /^(\(.*?\))?\s*(.+)$/.exec(part) ?? [])
            .find(([, media]) => !media || matchMedia(media).matches);
          const probe = document.createElement('div');
          probe.style.width = entry?.[2] ?? '0';
          document.body.append(probe);
          const declared = probe.getBoundingClientRect().width;
          probe.remove();
          const { width, height } = img.getBoundingClientRect();
          return { box: { width, height }, declared };
        });
        const rendered = drawnWidth(box, PHOTO_ASPECT[selector] ?? 1);
        expect(Math.abs(rendered - declared), `${selector} at ${width}px`).toBeLessThanOrEqual(1);
      }
    },
  );
});

/** A photo of a shape, its top half red and its bottom half blue: which part a slot shows can be read off its pixels. */
async function shapedPhoto(width: number, height: number, format: 'avif' | 'webp' | 'jpeg'): Promise<Buffer> {
  const half = Math.round(height / 2);
  const red = await sharp({ create: { width, height: half, channels: 3, background: '#dc2626' } })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: '#2563eb' } })
    .composite([{ input: red, top: 0, left: 0 }])
    [format]()
    .toBuffer();
}

/** A tall portrait (a phone's 9:18 screen), so that even the upright 4:5 slot beside the hero's text crops it top and bottom. */
const SHAPES = { portrait: [500, 1000], landscape: [800, 600], square: [700, 700], panorama: [1200, 400] } as const;
const shaped = new Map<string, Promise<Buffer>>();

/** The photo site with the hero's files answered by a photo of `shape` (what the owner's file would be turned into). */
async function openWithHeroShape(viewport: ViewportName, shape: keyof typeof SHAPES) {
  const [width, height] = SHAPES[shape];
  const opened = await openPage(browser(), viewport, 'about:blank');
  await opened.page.route('**/assets/images/team-*', async (route) => {
    const extension = new URL(route.request().url()).pathname.split('.').pop();
    const format = extension === 'avif' ? 'avif' : extension === 'webp' ? 'webp' : 'jpeg';
    const key = `${width}x${height}.${format}`;
    // Encoded once per shape and format for the whole file (the phone and the desktop tests ask for the same).
    const body = shaped.get(key) ?? shapedPhoto(width, height, format);
    shaped.set(key, body);
    await route.fulfill({ contentType: `image/${format}`, body: await body });
  });
  await opened.page.goto(`${preview.url}/`, { waitUntil: 'load' });
  await settled(opened.page);
  // Loaded, and it is the shaped photo (its natural size is scaled by the srcset's density, its shape is not).
  const shapeOf = () =>
    opened.page
      .locator(HERO)
      .evaluate((img: HTMLImageElement) =>
        img.complete && img.naturalHeight ? img.naturalWidth / img.naturalHeight : 0,
      );
  await expect.poll(shapeOf).toBeCloseTo(width / height, 1);
  return opened;
}

/** The portrait (cropped top and bottom in either slot: 16:9 on a phone, 4:5 beside the text) shows the part its focus names. */
async function expectFocusShown(page: Page, viewport: ViewportName): Promise<void> {
  const hero = page.locator(HERO);
  /** How red the visible part is: the share of red among the red and blue pixels of a screenshot of the slot. */
  const redness = async (focus: Parameters<typeof focusClass>[0]) => {
    await hero.evaluate((img: HTMLImageElement, name) => {
      img.className = img.className.replace(/object-\[[^\]]+\]/, name);
    }, focusClass(focus));
    const { data } = await sharp(await hero.screenshot())
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    let red = 0;
    let blue = 0;
    for (let at = 0; at < data.length; at += 3) {
      const [r = 0, , b = 0] = [data[at], data[at + 1], data[at + 2]];
      if (r > 150 && b < 120) red++;
      else if (b > 150 && r < 120) blue++;
    }
    return red / (red + blue);
  };
  expect(await redness('top'), `share of red with focus top (${viewport})`).toBeGreaterThan(0.7);
  expect(await redness('bottom'), `share of red with focus bottom (${viewport})`).toBeLessThan(0.3);
  expect(await redness('center'), `share of red with focus center (${viewport})`).toBeCloseTo(0.5, 1);
}

describe.each(['phone', 'desktop'] as const)('photos of any shape in the hero at %s size', (viewport) => {
  // The portrait's load also carries the focus check, after its box is measured (the check changes the img's class):
  // the same photo loaded again for it proved nothing more (docs/tests.md, „Laufzeit“).
  it('leave the slot as it is: a portrait, a landscape, a square and a panorama take the same box; the portrait shows the part its focus names', async () => {
    const boxes: Record<string, unknown> = {};
    for (const shape of Object.keys(SHAPES) as (keyof typeof SHAPES)[]) {
      const { page, close } = await openWithHeroShape(viewport, shape);
      boxes[shape] = await page.locator(HERO).evaluate((img) => {
        const { width, height } = img.getBoundingClientRect();
        const frame = img.closest('[data-picture-slot]')?.getBoundingClientRect();
        return {
          width,
          height,
          frame: [frame?.width, frame?.height],
          attributes: [img.getAttribute('width'), img.getAttribute('height')],
        };
      });
      if (shape === 'portrait') await expectFocusShown(page, viewport);
      await close();
    }
    const [first, ...rest] = Object.values(boxes);
    for (const [index, other] of rest.entries()) {
      expect(other, `box of the ${Object.keys(boxes)[index + 1]} against the ${Object.keys(boxes)[0]}`).toEqual(first);
    }
  });
});
