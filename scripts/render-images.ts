// Renders the raster images that cannot be SVG: the 1200x630 sharing image and the app icons, with Chromium.
// Run `npm run images` after changing the logo, the claims or the prices; the outputs are committed in public/.
import { readFileSync, writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { brand } from '../src/site.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/chromium.ts';
import { SHARING_IMAGE, sharingImageHtml, withTemplateHash } from './lib/sharing-image.ts';

const mark = readFileSync('public/images/logo-mark.svg', 'utf8');
const sharing = sharingImageHtml();

const icon = (size: number, padding: number) => `<!doctype html><html><style>
  body { margin: 0; width: ${size}px; height: ${size}px; background: #0f766e; display: grid; place-items: center; }
  svg { width: ${size - 2 * padding}px; height: ${size - 2 * padding}px; }
</style><body>${mark}</body></html>`;

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] });

async function render(html: string, width: number, height: number, path: string, type: 'png' | 'jpeg') {
  const page = await browser.newPage({ viewport: { width, height } });
  await page.setContent(html);
  const image = await page.screenshot({ type, ...(type === 'jpeg' ? { quality: 82 } : {}) });
  await page.close();
  // The sharing image records which template it shows (scripts/lib/sharing-image.ts; a test compares).
  writeFileSync(path, path === SHARING_IMAGE ? withTemplateHash(image, html) : image);
  console.log(`${path} (${width}x${height})`);
}

await render(sharing, 1200, 630, SHARING_IMAGE, 'jpeg');
await render(icon(180, 0), 180, 180, 'public/apple-touch-icon.png', 'png');
await render(icon(192, 0), 192, 192, 'public/images/icon-192.png', 'png');
// Maskable: the mark inside the central safe zone (80 %), on the brand colour.
await render(icon(512, 52), 512, 512, 'public/images/icon-512.png', 'png');
await browser.close();
console.log(`${brand.name}: images rendered.`);
