// `npm run screenshots -- <folder> [<git ref> | --live] [--ad-visitor]`: the landing page's first screen at the sizes a
// design change is judged at (docs/gestaltung.md), and the whole page on a phone and a desktop, as JPEG files in
// <folder>: of this tree's build, of an earlier commit's (built from git into a temporary folder, as `npm run compare`
// does) or of the copy as it goes live (`--live`: facts filled, Google Ads on), opened as a visitor from an ad
// (`--ad-visitor`: the consent notice shows) or not. Not part of `npm test`: pictures are for people.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import { checkoutAndBuild } from './lib/checkout.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/chromium.ts';
import { prepareLiveSite } from './lib/live-site.ts';
import { startPreview } from './lib/preview.ts';
import { settle } from './lib/settled-page.ts';
import { newTempFolder, removeOnExit } from './lib/temp-folder.ts';

/** Phones (Safari's 664 px between its bars, a small phone, a tall one), tablets, laptops and a large screen. */
const SIZES = [
  [375, 667],
  [390, 664],
  [390, 844],
  [768, 1024],
  [820, 1180],
  [1280, 800],
  [1920, 1080],
] as const;
/** The whole page, once small and once large. */
const WHOLE = [
  [390, 844],
  [1280, 800],
] as const;

const args = process.argv.slice(2);
/** `--live`: the copy of the site as it goes live (facts filled, Google Ads on: scripts/lib/live-site.ts). */
const LIVE = args.includes('--live');
/** `--ad-visitor`: each page opened as from a Google ad (a click id in its address), so the consent notice shows. */
const AD_VISITOR = args.includes('--ad-visitor');
const [folder, ref] = args.filter((arg) => !arg.startsWith('--'));
if (!folder || (LIVE && ref)) {
  console.error('Aufruf: npm run screenshots -- <Ordner> [<git-Referenz> | --live] [--ad-visitor]');
  process.exit(2);
}
mkdirSync(folder, { recursive: true });

// The live copy or the earlier commit's build is made for these pictures alone (scripts/lib/temp-folder.ts).
const site = LIVE
  ? await prepareLiveSite(removeOnExit(await newTempFolder('bemedics-screenshots-live-')))
  : ref
    ? removeOnExit(await checkoutAndBuild(ref))
    : undefined;
const preview = await startPreview(site);
const path = AD_VISITOR ? '/?gclid=screenshot-ad-visit' : '/';
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] });

async function shoot(width: number, height: number, whole: boolean): Promise<string> {
  const phone = width < 768;
  // bypassCSP: for the style tag of scripts/lib/settled-page.ts.
  const context = await browser.newContext({
    viewport: { width, height },
    isMobile: phone,
    hasTouch: phone,
    bypassCSP: true,
  });
  const page = await context.newPage();
  await page.goto(`${preview.url}${path}`, { waitUntil: 'load' });
  await settle(page, whole);
  const png = await page.screenshot({ fullPage: whole });
  await context.close();
  const file = join(folder as string, `${whole ? 'ganz' : 'erste-ansicht'}-${width}x${height}.jpg`);
  await sharp(png).jpeg({ quality: 78, mozjpeg: true }).toFile(file);
  return file;
}

try {
  for (const [width, height] of SIZES) console.log(await shoot(width, height, false));
  for (const [width, height] of WHOLE) console.log(await shoot(width, height, true));
} finally {
  await browser.close();
  await preview.stop();
}
