// Icons as a sprite (issue 11): on every page each icon is defined once, as a <symbol> of the hidden sprite, and drawn
// with <use>; no icon carries its own path data, every <use> finds its symbol, and no symbol is left unused.
import { describe, expect, it } from 'vitest';
import { paths } from '../../src/routes.ts';
import { get } from './fetch.ts';

const ROUTES = [...Object.values(paths), '/diese-seite-gibt-es-nicht'];

describe.each(ROUTES)('%s', (path) => {
  it('defines each icon it draws once, and draws every icon it defines', async () => {
    const { document } = await get(path);
    const sprites = document.querySelectorAll('[data-icon-sprite]');
    const uses = [...document.querySelectorAll('use')].map((use) => use.getAttribute('href') ?? '');
    if (uses.length === 0) {
      expect(sprites).toHaveLength(0);
      return;
    }
    expect(sprites).toHaveLength(1);
    const sprite = sprites[0] as Element;
    expect(sprite.getAttribute('aria-hidden')).toBe('true');
    const ids = [...sprite.querySelectorAll('symbol')].map((symbol) => symbol.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(uses.map((href) => href.replace(/^#/, '')))).toEqual(new Set(ids));
    for (const symbol of sprite.querySelectorAll('symbol')) {
      expect(symbol.getAttribute('viewBox')).toBe('0 0 24 24');
      expect(symbol.children.length, symbol.id).toBeGreaterThan(0);
    }
  });

  it('draws icons by reference: decorative, hidden from assistive technology, no paths of their own', async () => {
    const { document } = await get(path);
    for (const use of document.querySelectorAll('use')) {
      const svg = use.parentElement as Element;
      expect(svg.getAttribute('aria-hidden')).toBe('true');
      expect(svg.getAttribute('class')).toMatch(/\bicon-(stroke|fill)\b/);
      expect(svg.querySelectorAll('path')).toHaveLength(0);
    }
  });
});
