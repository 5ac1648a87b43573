// Icons from one sprite file: every icon on every page is a <use> of a symbol in the immutable sprite the
// build writes; no icon carries its own path data, and every reference finds its symbol.

import sprite from 'virtual:icon-sprite';
import { DOMParser } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { spriteSvg } from '../../build/icon-shapes.ts';
import { paths } from '../../src/routes.ts';
import { get } from './fetch.ts';

const ROUTES = [...Object.values(paths), '/diese-seite-gibt-es-nicht'];
const symbols = new Set(
  [...new DOMParser().parseFromString(spriteSvg(), 'image/svg+xml').querySelectorAll('symbol')].map((symbol) =>
    symbol.getAttribute('id'),
  ),
);

it('names the sprite by its content, among the immutable files', () => {
  expect(sprite.href).toMatch(/^\/assets\/images\/icons\.[0-9a-f]{10}\.svg$/);
});

describe.each(ROUTES)('%s', (path) => {
  it('draws icons by reference to the sprite: decorative, hidden from assistive technology, no paths of their own', async () => {
    const { document } = await get(path);
    const uses = [...document.querySelectorAll('use')];
    expect(document.querySelectorAll('symbol')).toHaveLength(0);
    for (const use of uses) {
      const [file, id] = (use.getAttribute('href') ?? '').split('#');
      expect(file).toBe(sprite.href);
      expect(symbols.has(id), id).toBe(true);
      const svg = use.parentElement as Element;
      expect(svg.getAttribute('aria-hidden')).toBe('true');
      expect(svg.getAttribute('class')).toMatch(/\bicon-(stroke|fill)\b/);
      expect(svg.querySelectorAll('path')).toHaveLength(0);
    }
  });
});
