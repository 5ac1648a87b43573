// Renders the raster images that cannot be SVG: the 1200x630 sharing image and the app icons, with Chromium.
// Run `npm run images` after changing the logo, the claims or the prices; the outputs are committed in public/.
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { claims } from '../src/content/claims.ts';
import { brand, clinics } from '../src/site.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/chromium.ts';

const logo = readFileSync('src/assets/images/logo.svg', 'utf8');
const mark = readFileSync('public/images/logo-mark.svg', 'utf8');
// The sharing image draws the team illustration, also when the hero shows a photo: keep team.svg in the folder.
const team = readFileSync('src/assets/images/team.svg', 'utf8');

const sharing = `<!doctype html><html lang="de"><meta charset="utf-8"><style>
  body { margin: 0; width: 1200px; height: 630px; font-family: system-ui, sans-serif; overflow: hidden;
         background: linear-gradient(135deg, #f0fdfa 0%, #ffffff 60%); display: flex; }
  .text { padding: 56px 0 0 64px; width: 620px; flex-shrink: 0; }
  .logo svg { width: 225px; height: 50px; }
  h1 { font-size: 50px; line-height: 1.1; margin: 36px 0 22px; color: #0f172a; letter-spacing: -1px; }
  h1 span { color: #0f766e; }
  p { font-size: 25px; color: #334155; margin: 0 0 10px; }
  .price { display: inline-block; margin-top: 20px; background: #0f766e; color: #fff; font-size: 28px; font-weight: 700;
           border-radius: 999px; padding: 14px 30px; }
  .art { flex: 1; display: flex; align-items: center; justify-content: center; padding-right: 40px; }
  .art svg { width: 480px; height: 420px; border-radius: 32px; box-shadow: 0 20px 40px rgba(15, 23, 42, 0.12); }
</style><body>
  <div class="text">
    <div class="logo">${logo}</div>
    <h1>FUE-Haartransplantation in <span>${clinics.istanbul.city} &amp; ${clinics.willich.city}</span></h1>
    <p>${claims.experience} · über ${claims.patients} Patienten</p>
    <p>Planung aus Deutschland, Betreuung auf Deutsch</p>
    <div class="price">Komplettpaket ab ${claims.priceIstanbul}</div>
  </div>
  <div class="art">${team}</div>
</body></html>`;

const icon = (size: number, padding: number) => `<!doctype html><html><style>
  body { margin: 0; width: ${size}px; height: ${size}px; background: #0f766e; display: grid; place-items: center; }
  svg { width: ${size - 2 * padding}px; height: ${size - 2 * padding}px; }
</style><body>${mark}</body></html>`;

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] });

async function render(html: string, width: number, height: number, path: string, type: 'png' | 'jpeg') {
  const page = await browser.newPage({ viewport: { width, height } });
  await page.setContent(html);
  await page.screenshot({ path, type, ...(type === 'jpeg' ? { quality: 82 } : {}) });
  await page.close();
  console.log(`${path} (${width}x${height})`);
}

await render(sharing, 1200, 630, 'public/images/og.jpg', 'jpeg');
await render(icon(180, 0), 180, 180, 'public/apple-touch-icon.png', 'png');
await render(icon(192, 0), 192, 192, 'public/images/icon-192.png', 'png');
// Maskable: the mark inside the central safe zone (80 %), on the brand colour.
await render(icon(512, 52), 512, 512, 'public/images/icon-512.png', 'png');
await browser.close();
console.log(`${brand.name}: images rendered.`);
