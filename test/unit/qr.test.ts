import jsQR from 'jsqr';
import { expect, it } from 'vitest';
import { whatsappAction } from '../../src/content/navigation.ts';
import { qrCode } from '../../src/lib/qr.ts';

/** Rasterises the modules (4 px each) and lets an independent decoder read them. */
function decode(modules: readonly (readonly boolean[])[]): string | undefined {
  const scale = 4;
  const size = modules.length * scale;
  const pixels = new Uint8ClampedArray(size * size * 4);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const dark = modules[Math.floor(y / scale)]?.[Math.floor(x / scale)];
      pixels.fill(dark ? 0 : 255, (y * size + x) * 4, (y * size + x) * 4 + 3);
      pixels[(y * size + x) * 4 + 3] = 255;
    }
  }
  return jsQR(pixels, size, size)?.data;
}

it('encodes the WhatsApp link so that a scanner reads it back', () => {
  const code = qrCode(whatsappAction.href);
  expect(decode(code.modules)).toBe(whatsappAction.href);
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
