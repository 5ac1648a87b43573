import jsQR from 'jsqr';
import sharp from 'sharp';
import { encode } from 'uqr';
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

it('draws exactly the modules of the code, inside a quiet zone of four light modules', () => {
  const text = 'https://wa.me/491234?text=Hallo';
  const { size, path } = qrCode(text);
  // The path, painted back into a grid: each run is `M x y h n v1 h -n z`.
  const drawn = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
  for (const [, x, y, run] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let dx = 0; dx < Number(run); dx++) {
      const row = drawn[Number(y)] as boolean[];
      expect(row[Number(x) + dx], `module ${Number(x) + dx},${y} drawn twice`).toBe(false);
      row[Number(x) + dx] = true;
    }
  }
  // The encoder's own modules, asked for independently with the settings the site promises (ECC M, ISO quiet zone).
  const { data } = encode(text, { ecc: 'M', border: 4 });
  expect(drawn).toEqual(data.map((row) => [...row]));
  for (const line of [drawn.slice(0, 4), drawn.slice(-4), drawn.map((row) => [...row.slice(0, 4), ...row.slice(-4)])]) {
    expect(line.flat().some(Boolean)).toBe(false);
  }
});
