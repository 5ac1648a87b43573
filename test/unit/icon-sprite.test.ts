// The sprite file the build writes: valid SVG, one symbol per icon name, and each symbol draws something when a page
// uses it the way Icon does (<use href="#i-name"> painted by the icon-stroke or icon-fill class).
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { ICON_NAMES, spriteSvg } from '../../build/icon-shapes.ts';

const sprite = spriteSvg();

/** Dark pixels of one icon drawn from the sprite at 48 px, painted as the page's CSS paints it (src/site-rules.css). */
async function inkOf(name: string): Promise<number> {
  const paint =
    name === 'whatsapp' || name === 'instagram'
      ? 'fill="black"'
      : 'fill="none" stroke="black" stroke-width="1.75" stroke-linecap="round" stroke-linejoin="round"';
  const page = `<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48" viewBox="0 0 24 24">${sprite.replace(
    /^<svg[^>]*>|<\/svg>$/g,
    '',
  )}<g ${paint}><use href="#i-${name}"/></g></svg>`;
  const { data } = await sharp(Buffer.from(page)).flatten({ background: '#fff' }).greyscale().raw().toBuffer({
    resolveWithObject: true,
  });
  return data.filter((value) => value < 128).length;
}

it('is one SVG document with exactly one symbol per icon name', () => {
  expect(sprite.startsWith('<svg xmlns="http://www.w3.org/2000/svg">')).toBe(true);
  const ids = [...sprite.matchAll(/<symbol\b[^>]*\bid="([^"]+)"/g)].map((match) => match[1]);
  expect(ids.toSorted()).toEqual(ICON_NAMES.map((name) => `i-${name}`).toSorted());
  expect(new Set(ids).size).toBe(ids.length);
});

it.each(ICON_NAMES)('draws %s', async (name) => {
  expect(await inkOf(name)).toBeGreaterThan(20);
});

it('draws nothing for a name it does not hold (so the check above can fail)', async () => {
  expect(await inkOf('no-such-icon')).toBe(0);
});
