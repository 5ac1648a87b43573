// The sharing image (public/images/og.jpg, 1200×630) as an HTML template built from the claims, and the record that ties
// the committed image to its template: `npm run images` writes the template's hash into the JPEG as a comment, and the
// deploy guard compares it with the template of today, so a changed price, place or claim cannot go out on an old
// image. The guard, not a test: a changed price is the owner's to make, and the suite stays green while he does; what
// must not happen is a deploy before the image is rendered anew.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { placedPrice } from '../../src/content/claims.ts';
import { type SiteFacts, site } from '../../src/site.ts';

export const SHARING_IMAGE = 'public/images/og.jpg';

/**
 * The visible texts of the sharing image, each price with its place (the claims audit reads them). No figure of years
 * or patients: the image has no room for where and since when it holds (src/content/pages.ts `homeMetaFor`).
 */
export function sharingImageTexts(facts: SiteFacts = site) {
  const { istanbul, willich } = facts.clinics;
  return {
    heading: ['FUE-Haartransplantation', `in ${istanbul.city} & ${willich.city}`],
    lines: ['Planung aus Deutschland, Betreuung auf Deutsch'],
    pricesLabel: 'Komplettpaket',
    prices: [placedPrice(istanbul), placedPrice(willich)],
  };
}

const htmlText = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;');

/** The page Chromium renders into the image. */
export function sharingImageHtml(facts: SiteFacts = site): string {
  const logo = readFileSync('src/assets/images/logo.svg', 'utf8');
  // The sharing image draws the team illustration, also when the hero shows a photo: keep team.svg in the folder.
  const team = readFileSync('src/assets/images/team.svg', 'utf8');
  const texts = sharingImageTexts(facts);
  return `<!doctype html><html lang="de"><meta charset="utf-8"><style>
  body { margin: 0; width: 1200px; height: 630px; font-family: system-ui, sans-serif; overflow: hidden;
         background: linear-gradient(135deg, #f0fdfa 0%, #ffffff 60%); display: flex; }
  .text { padding: 52px 0 0 64px; width: 640px; flex-shrink: 0; }
  .logo svg { width: 225px; height: 50px; }
  h1 { font-size: 46px; line-height: 1.12; margin: 30px 0 18px; color: #0f172a; letter-spacing: -1px; }
  h1 span { display: block; }
  h1 span + span { color: #0f766e; }
  p { font-size: 24px; color: #334155; margin: 0 0 8px; }
  .prices { margin-top: 22px; display: flex; align-items: center; gap: 12px; flex-wrap: wrap; }
  .label { font-size: 22px; font-weight: 600; color: #0f172a; width: 100%; }
  .price { background: #0f766e; color: #fff; font-size: 24px; font-weight: 700; border-radius: 999px; padding: 10px 22px; }
  .art { flex: 1; display: flex; align-items: center; justify-content: center; padding-right: 40px; }
  .art svg { width: 440px; height: 390px; border-radius: 32px; box-shadow: 0 20px 40px rgba(15, 23, 42, 0.12); }
</style><body>
  <div class="text">
    <div class="logo">${logo}</div>
    <h1>${texts.heading.map((part) => `<span>${htmlText(part)}</span>`).join('')}</h1>
    ${texts.lines.map((line) => `<p>${htmlText(line)}</p>`).join('\n    ')}
    <div class="prices"><span class="label">${htmlText(texts.pricesLabel)}</span>${texts.prices
      .map((price) => `<span class="price">${htmlText(price)}</span>`)
      .join('')}</div>
  </div>
  <div class="art">${team}</div>
</body></html>`;
}

const MARK = 'bemedics-sharing-image-template sha256:';

export const templateHash = (html: string) => createHash('sha256').update(html).digest('hex');

/** The JPEG with a comment segment (COM, 0xFFFE) right after its start that names the template's hash. */
export function withTemplateHash(jpeg: Buffer, html: string): Buffer {
  const text = Buffer.from(`${MARK}${templateHash(html)}`, 'latin1');
  const length = text.length + 2;
  const segment = Buffer.concat([Buffer.from([0xff, 0xfe, length >> 8, length & 0xff]), text]);
  return Buffer.concat([jpeg.subarray(0, 2), segment, jpeg.subarray(2)]);
}

/** The template hash the JPEG records, or null when it records none. */
export function recordedTemplateHash(jpeg: Buffer): string | null {
  let at = 2; // after SOI
  while (at + 4 <= jpeg.length && jpeg[at] === 0xff) {
    const marker = jpeg[at + 1] ?? 0;
    const length = jpeg.readUInt16BE(at + 2);
    if (marker === 0xfe) {
      const text = jpeg.subarray(at + 4, at + 2 + length).toString('latin1');
      if (text.startsWith(MARK)) return text.slice(MARK.length);
    }
    if (marker === 0xda) break; // start of scan: no more headers
    at += 2 + length;
  }
  return null;
}

/** Whether the image at `path` records a template other than today's (or none): `npm run images` is due. */
export function sharingImageStale(path = SHARING_IMAGE, html = sharingImageHtml()): boolean {
  return !existsSync(path) || recordedTemplateHash(readFileSync(path)) !== templateHash(html);
}
