// The headings start in a local serif scaled to the web font (src/site-rules.css, docs/gestaltung.md „Schrift“), so
// that the switch to Newsreader after the first paint moves nothing in view, on every route: on a computer with Times
// New Roman or its twin Liberation Serif, and on Android, whose only serif is Noto Serif. The 404 page switches too:
// each figure of its big centred code stands in a box of Newsreader's figure width, drawn from the box's left edge, so
// figures of another width do not move it. Android is played by this machine's fonts with Liberation Serif taken away
// and Noto Serif Bold added (fontconfig, for one browser).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, NOT_FOUND, routes } from './chromium.ts';
import { holdBack } from './hold-back.ts';
import { LAYOUT_SHIFT_OBSERVER, layoutShift } from './layout-shift.ts';

const notoSerifBold = createRequire(import.meta.url).resolve(
  '@expo-google-fonts/noto-serif/700Bold/NotoSerif_700Bold.ttf',
);

/** A fontconfig setup with the machine's fonts, Noto Serif Bold added, Liberation Serif and Times refused. */
function androidFonts(folder: string): string {
  const file = join(folder, 'fonts.conf');
  writeFileSync(
    file,
    `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
<fontconfig>
  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>
  <dir>${dirname(notoSerifBold)}</dir>
  <cachedir>${join(folder, 'cache')}</cachedir>
  <selectfont><rejectfont><glob>*LiberationSerif*</glob><glob>*Times*</glob><glob>*times*</glob></rejectfont></selectfont>
</fontconfig>
`,
  );
  return file;
}

/** The local font Chromium draws the page's display text in (its first heading, or the 404 page's code above it). */
async function headingFont(page: Page): Promise<string> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: 'main .font-display' });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return fonts.map((font) => font.familyName).join(', ');
}

const setups = [
  { name: 'a computer with Liberation Serif', android: false, face: /^Liberation Serif$/ },
  { name: 'Android, with Noto Serif only', android: true, face: /^Noto Serif$/ },
] as const;

const sizes = [
  { width: 390, height: 664, phone: true },
  { width: 1280, height: 800, phone: false },
] as const;
/** The 404 page, whose centred code keeps its place in boxes of the web font's width, also on a small phone. */
const cases = [
  ...routes.flatMap((route) => sizes.map((size) => ({ route, ...size }))),
  { route: NOT_FOUND, width: 375, height: 667, phone: true },
];

describe.each(setups)('the headings’ fallback on $name', ({ android, face }) => {
  let browser: Browser | undefined;
  let folder = '';
  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'bemedics-fonts-'));
    browser = await launchChromium([], android ? { FONTCONFIG_FILE: androidFonts(folder) } : {});
  });
  afterAll(async () => {
    await browser?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  /** A page of `route` at `size`, counting layout shifts, with the web font held back until the returned release. */
  async function open(size: (typeof cases)[number]) {
    if (!browser) throw new Error('Chromium is not running');
    const context = await browser.newContext({
      viewport: { width: size.width, height: size.height },
      isMobile: size.phone,
      hasTouch: size.phone,
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    await page.addInitScript(LAYOUT_SHIFT_OBSERVER);
    const release = await holdBack(page, '**/*.woff2');
    return { context, page, release, url: new URL(size.route, inject('baseURL')).href };
  }

  const twoFrames = (page: Page) =>
    page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

  it.each(cases)(
    'keeps the first screen of $route in place when Newsreader arrives, at $width×$height',
    async (size) => {
      // The web font is held back until the first screen stands in the fallback.
      const { context, page, release, url } = await open(size);
      await page.goto(url, { waitUntil: 'load' });
      await twoFrames(page);
      expect(await headingFont(page)).toMatch(face);
      release();
      await page.waitForFunction(() => document.documentElement.hasAttribute('data-fonts'));
      await twoFrames(page);
      expect(await headingFont(page)).toMatch(/^Newsreader/);
      expect(await layoutShift(page)).toEqual({ total: 0, shifted: [] });
      await context.close();
    },
  );
});
