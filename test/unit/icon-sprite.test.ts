// The sprite file: a symbol with real shapes for every icon name the content may ask for, and nothing else.
import { expect, it } from 'vitest';
import { ICON_NAMES, spriteSvg } from '../../build/icon-shapes.ts';

it('holds one symbol with shapes for each icon name', () => {
  const svg = spriteSvg();
  expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg">/);
  const symbols = [...svg.matchAll(/<symbol id="i-([^"]+)" viewBox="0 0 24 24">(.*?)<\/symbol>/g)];
  expect(symbols.map((match) => match[1])).toEqual([...ICON_NAMES]);
  expect(new Set(ICON_NAMES).size).toBe(ICON_NAMES.length);
  for (const [, name, shapes] of symbols) expect(shapes, name).toMatch(/^<(path|circle|rect|line|polyline)/);
  expect(ICON_NAMES).toEqual(expect.arrayContaining(['whatsapp', 'instagram', 'star', 'check']));
});
