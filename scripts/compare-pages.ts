// `npm run compare -- <git ref>`: does this tree show exactly what <ref> showed? Builds <ref> (from git, into a
// temporary folder) and this tree, serves both, and compares every route at phone (390×844) and desktop (1280×800)
// size in Chromium: the visible text, the accessible tree (Playwright's ARIA snapshot) and a full-page screenshot
// (differing pixels counted; both images and a diff kept in reports/compare/ to look at). Also prints the HTML bytes.
// For changes that must not change what visitors see or hear (a sprite, a CSS delivery, a QR asset); exits 1 when
// text or accessible tree differ. Not part of `npm test`: intended changes and the owner's own edits would fail it.
import { mkdirSync, writeFileSync } from 'node:fs';
import { chromium, type Page } from 'playwright-core';
import sharp from 'sharp';
import { paths } from '../src/routes.ts';
import { checkoutAndBuild, shortCommit } from './lib/checkout.ts';
import { CHROMIUM_PATH } from './lib/chromium.ts';
import { startPreview } from './lib/preview.ts';
import { buildCopy } from './lib/project-copy.ts';
import { settle } from './lib/settled-page.ts';
import { formatTable } from './lib/table.ts';
import { removeOnExit } from './lib/temp-folder.ts';

const ref = process.argv[2];
if (!ref) {
  console.error('Aufruf: npm run compare -- <git-Referenz>, z. B. npm run compare -- HEAD~3');
  process.exit(2);
}
const commit = shortCommit(ref);
const ROUTES = [...Object.values(paths), '/diese-seite-gibt-es-nicht'];
const VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } } as const;
const OUT = 'reports/compare';

interface View {
  text: string;
  aria: string;
  shot: Buffer;
  htmlBytes: number;
}

async function view(page: Page, url: string): Promise<View> {
  const response = await page.goto(url, { waitUntil: 'networkidle' });
  const htmlBytes = (await response?.body())?.length ?? 0;
  await settle(page, true);
  const shot = await page.screenshot({ fullPage: true, animations: 'disabled' });
  // The rendered text, as a reader sees it: hidden elements left out, which textContent would include.
  // biome-ignore lint/performance/useDomNodeTextContent: the layout-aware text is the point here
  const text = await page.locator('body').innerText();
  const aria = await page.locator('body').ariaSnapshot();
  return { text, aria, shot, htmlBytes };
}

/** Pixels that differ between two screenshots (any channel), and a picture of where. */
async function pixelDiff(a: Buffer, b: Buffer): Promise<{ differing: number; sameSize: boolean; diff?: Buffer }> {
  const [left, right] = await Promise.all(
    [a, b].map((image) => sharp(image).ensureAlpha().raw().toBuffer({ resolveWithObject: true })),
  );
  if (!left || !right || left.info.width !== right.info.width || left.info.height !== right.info.height) {
    return { differing: Number.NaN, sameSize: false };
  }
  const out = Buffer.alloc(left.data.length);
  let differing = 0;
  for (let i = 0; i < left.data.length; i += 4) {
    const same =
      left.data[i] === right.data[i] &&
      left.data[i + 1] === right.data[i + 1] &&
      left.data[i + 2] === right.data[i + 2];
    if (!same) differing++;
    out[i] = same ? 235 : 255;
    out[i + 1] = same ? 235 : 0;
    out[i + 2] = same ? 235 : 0;
    out[i + 3] = 255;
  }
  const diff = await sharp(out, { raw: { width: left.info.width, height: left.info.height, channels: 4 } })
    .png()
    .toBuffer();
  return { differing, sameSize: true, diff };
}

// The earlier build is made for this comparison alone (scripts/lib/temp-folder.ts).
const before = removeOnExit(await checkoutAndBuild(commit));
console.log('Baue diesen Stand …');
await buildCopy(process.cwd());

// One after the other: two vite previews starting at once race for the same inspector port.
const old = await startPreview(before);
const now = await startPreview().catch(async (error: unknown) => {
  await old.stop();
  throw error;
});
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--no-sandbox'] });
const rows: string[][] = [];
let failed = false;
mkdirSync(OUT, { recursive: true });
try {
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    const context = await browser.newContext({ viewport, deviceScaleFactor: 1, bypassCSP: true });
    const page = await context.newPage();
    for (const route of ROUTES) {
      const a = await view(page, `${old.url}${route}`);
      const b = await view(page, `${now.url}${route}`);
      const slug = `${route === '/' ? 'start' : route.slice(1)}-${name}`;
      const pixels = await pixelDiff(a.shot, b.shot);
      writeFileSync(`${OUT}/${slug}-vorher.png`, a.shot);
      writeFileSync(`${OUT}/${slug}-nachher.png`, b.shot);
      if (pixels.diff) writeFileSync(`${OUT}/${slug}-diff.png`, pixels.diff);
      const textSame = a.text === b.text;
      const ariaSame = a.aria === b.aria;
      if (!textSame) writeFileSync(`${OUT}/${slug}-text.txt`, `--- vorher\n${a.text}\n--- nachher\n${b.text}\n`);
      if (!ariaSame) writeFileSync(`${OUT}/${slug}-aria.txt`, `--- vorher\n${a.aria}\n--- nachher\n${b.aria}\n`);
      failed ||= !textSame || !ariaSame;
      rows.push([
        route,
        name,
        textSame ? 'gleich' : 'ANDERS',
        ariaSame ? 'gleich' : 'ANDERS',
        pixels.sameSize ? String(pixels.differing) : 'andere Größe',
        `${(a.htmlBytes / 1024).toFixed(1)} → ${(b.htmlBytes / 1024).toFixed(1)} KB`,
      ]);
    }
    await context.close();
  }
} finally {
  await browser.close();
  await Promise.all([old.stop(), now.stop()]);
}
console.log(
  `\nVergleich ${commit} → Arbeitsstand, ${new Date().toISOString()}\n\n${formatTable(
    ['Route', 'Größe', 'Text', 'Barrierefreiheitsbaum', 'Pixel anders', 'HTML'],
    rows,
  )}\n\nBilder: ${OUT}/ (vorher, nachher, diff).`,
);
process.exit(failed ? 1 : 0);
