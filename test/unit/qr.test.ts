import jsQR from 'jsqr';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { qrCode } from '../../build/qr-code.ts';
import { qrSvg } from '../../build/whatsapp-qr.ts';
import { whatsappChatHref } from '../../src/content/contact-texts.ts';
import { whatsappAction } from '../../src/content/navigation.ts';

/** Renders the SVG file the build writes, as a browser would at 4 px per module, and lets an independent decoder read it. */
async function decodeSvg(svg: string, size: number): Promise<string | undefined> {
  const pixels = size * 4;
  const { data, info } = await sharp(Buffer.from(svg))
    .resize(pixels, pixels, { kernel: 'nearest' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data;
}

it('draws the WhatsApp chat link of the buttons into the SVG file, and a scanner reads it back', async () => {
  expect(whatsappChatHref).toBe(whatsappAction.href);
  const { svg, size } = qrSvg(whatsappChatHref);
  expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 \d+ \d+"/);
  expect(await decodeSvg(svg, size)).toBe(whatsappChatHref);
});

it('draws exactly the dark modules as the path', () => {
  const code = qrCode('https://wa.me/491234');
  const dark = code.modules.flat().filter(Boolean).length;
  const drawn = [...code.path.matchAll(/h(\d+)v1/g)].reduce((sum, [, run]) => sum + Number(run), 0);
  expect(drawn).toBe(dark);
  expect(code.size).toBe(code.modules.length);
  // quiet zone: the outer four rows are light
  expect(code.modules.slice(0, 4).flat().some(Boolean)).toBe(false);
});
