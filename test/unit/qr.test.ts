// The WhatsApp QR code the build writes (build/whatsapp-qr.ts): read as a picture, never as path syntax. A scanner
// reads it back, and its grid of modules is the encoder's, with the structure every QR code needs.
import jsQR from 'jsqr';
import { DOMParser } from 'linkedom';
import sharp from 'sharp';
import { encode } from 'uqr';
import { describe, expect, it } from 'vitest';
import { qrSvg } from '../../build/whatsapp-qr.ts';
import { whatsappChatHref } from '../../src/content/contact-texts.ts';
import { whatsappAction } from '../../src/content/navigation.ts';

/** Renders the SVG file as a browser would at 4 px per module, and lets an independent decoder read it. */
async function decodeSvg(svg: string, size: number): Promise<string | undefined> {
  const pixels = size * 4;
  const { data, info } = await sharp(Buffer.from(svg))
    .resize(pixels, pixels, { kernel: 'nearest' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data;
}

/** The SVG file painted at its own size (one pixel per module), as a grid: true where a module is dark. */
async function paintedModules(svg: string): Promise<boolean[][]> {
  const { data, info } = await sharp(Buffer.from(svg)).greyscale().raw().toBuffer({ resolveWithObject: true });
  return Array.from({ length: info.height }, (_, y) =>
    Array.from({ length: info.width }, (_, x) => (data[(y * info.width + x) * info.channels] ?? 255) < 128),
  );
}

/** The 7×7 finder pattern: a dark ring, a light ring, a dark 3×3 centre; the 9×9 around it includes its light border. */
function isFinder(grid: readonly (readonly boolean[])[], left: number, top: number): boolean {
  for (let dy = -1; dy <= 7; dy++) {
    for (let dx = -1; dx <= 7; dx++) {
      const ring = Math.max(Math.abs(dx - 3), Math.abs(dy - 3));
      if (grid[top + dy]?.[left + dx] !== (ring === 3 || ring <= 1)) return false;
    }
  }
  return true;
}

it('draws the WhatsApp chat link of the buttons into the SVG file, and a scanner reads it back', async () => {
  expect(whatsappChatHref).toBe(whatsappAction.href);
  const { svg, size } = qrSvg(whatsappChatHref);
  // Served as a file, the SVG namespace is what makes a browser draw it at all (librsvg draws it without).
  expect(new DOMParser().parseFromString(svg, 'image/svg+xml').documentElement.getAttribute('xmlns')).toBe(
    'http://www.w3.org/2000/svg',
  );
  expect(await decodeSvg(svg, size)).toBe(whatsappChatHref);
});

describe.each([whatsappChatHref, 'https://wa.me/491234?text=Hallo'])('the painted grid of %s', (text) => {
  const QUIET = 4;

  it('is the size the encoder reports, module for module its grid (error correction M)', async () => {
    const { svg, size } = qrSvg(text);
    const painted = await paintedModules(svg);
    const encoded = encode(text, { ecc: 'M', border: QUIET });
    expect(size).toBe(encoded.size);
    expect(painted).toHaveLength(size);
    expect(painted.every((row) => row.length === size)).toBe(true);
    expect(painted).toEqual(encoded.data.map((row) => [...row]));
  });

  it('keeps four light modules on every side and has the finder patterns in three corners only', async () => {
    const painted = await paintedModules(qrSvg(text).svg);
    const size = painted.length;
    const edge = painted.flatMap((row, y) => row.filter((_, x) => Math.min(x, y, size - 1 - x, size - 1 - y) < QUIET));
    expect(edge.length).toBe(size * size - (size - 2 * QUIET) ** 2);
    expect(edge.some(Boolean)).toBe(false);
    const far = size - QUIET - 7;
    expect(isFinder(painted, QUIET, QUIET), 'top left').toBe(true);
    expect(isFinder(painted, far, QUIET), 'top right').toBe(true);
    expect(isFinder(painted, QUIET, far), 'bottom left').toBe(true);
    expect(isFinder(painted, far, far), 'bottom right').toBe(false);
  });
});
