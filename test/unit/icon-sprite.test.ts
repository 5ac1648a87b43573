// The sprite file the build writes (build/icon-sprite.ts): well-formed SVG, one symbol per icon name and no other, and
// each symbol draws something when a page uses it the way Icon does (<use href="…#i-name"> painted by the icon-stroke
// or icon-fill class).
import { DOMParser } from 'linkedom';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { ICON_NAMES, spriteSvg } from '../../build/icon-shapes.ts';

const sprite = spriteSvg();

/**
 * A 48 px page that holds the sprite file verbatim (a nested <svg>, as the browser holds the file it fetched) and draws
 * one of its symbols, painted as the page's CSS paints it (src/site-rules.css). librsvg parses it with libxml2, which,
 * like a browser opening an SVG file, refuses anything that is not well-formed XML.
 */
function page(name: string): string {
  const paint =
    name === 'whatsapp' || name === 'instagram'
      ? 'fill="black"'
      : 'fill="none" stroke="black" stroke-width="1.75" stroke-linecap="round" stroke-linejoin="round"';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48" viewBox="0 0 24 24">${sprite}<g ${paint}><use href="#i-${name}"/></g></svg>`;
}

/** Dark pixels of one icon drawn from the sprite. */
async function inkOf(name: string): Promise<number> {
  const pixels = await sharp(Buffer.from(page(name)))
    .flatten({ background: '#fff' })
    .greyscale()
    .raw()
    .toBuffer();
  return pixels.filter((value) => value < 128).length;
}

it('is well-formed XML: a parser that refuses anything else reads it', async () => {
  await expect(
    sharp(Buffer.from(page('no-such-icon')))
      .raw()
      .toBuffer(),
  ).resolves.toBeInstanceOf(Buffer);
  // The check can fail: the same page with one tag left open is refused.
  await expect(
    sharp(Buffer.from(page('no-such-icon').replace('</symbol>', '')))
      .raw()
      .toBuffer(),
  ).rejects.toThrow(/XML parse error/);
});

it('is an SVG document with exactly one symbol per icon name and no other', () => {
  const root = new DOMParser().parseFromString(sprite, 'image/svg+xml').documentElement;
  // Served as a file, the SVG namespace is what makes a browser draw it at all (librsvg draws it without).
  expect(root.localName).toBe('svg');
  expect(root.getAttribute('xmlns')).toBe('http://www.w3.org/2000/svg');
  const ids = [...root.querySelectorAll('symbol')].map((symbol) => symbol.getAttribute('id'));
  expect(ids.toSorted()).toEqual(ICON_NAMES.map((name) => `i-${name}`).toSorted());
  expect(new Set(ids).size).toBe(ids.length);
});

it.each(ICON_NAMES)('draws %s', async (name) => {
  expect(await inkOf(name)).toBeGreaterThan(20);
});

it('draws nothing for a name it does not hold (so the check above can fail)', async () => {
  expect(await inkOf('no-such-icon')).toBe(0);
});
