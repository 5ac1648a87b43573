// Icons: every icon on every page is a <use> of a symbol, never paths of its own. The landing page refers to the
// immutable sprite file the build writes; every other page carries the symbols it uses itself, once each, after the
// icons that use them, and holds its first paint until they are parsed.

import sprite from 'virtual:icon-sprite';
import { DOMParser } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { spriteSvg } from '../../build/icon-shapes.ts';
import { ICON_SYMBOLS_ID } from '../../src/components/IconSymbols.tsx';
import { paths } from '../../src/routes.ts';
import { get } from './fetch.ts';

const symbolIds = (root: { querySelectorAll(selector: string): Iterable<Element> }) =>
  [...root.querySelectorAll('symbol')].map((symbol) => symbol.getAttribute('id') ?? '');
const spriteSymbols = new Set(symbolIds(new DOMParser().parseFromString(spriteSvg(), 'image/svg+xml')));
const OTHER_PAGES = [paths.impressum, paths.datenschutz, paths.agb, '/diese-seite-gibt-es-nicht'];

function icons(document: Document) {
  const uses = [...document.querySelectorAll('use')];
  for (const use of uses) {
    const svg = use.closest('svg') as Element;
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(svg.getAttribute('class')).toMatch(/\bicon-(stroke|fill)\b/);
    expect(svg.querySelectorAll('path')).toHaveLength(0);
  }
  return uses.map((use) => use.getAttribute('href') ?? '');
}

const expects = (document: Document) =>
  [...document.head.querySelectorAll('link[rel="expect"]')].map((link) => link.getAttribute('href'));

it('names the sprite by its content, among the immutable files', () => {
  expect(sprite.href).toMatch(/^\/assets\/images\/icons\.[0-9a-f]{10}\.svg$/);
});

it('draws the landing page’s icons by reference to the sprite file, with no symbols in the page', async () => {
  const { document } = await get(paths.home);
  const hrefs = icons(document);
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) {
    const [file, id] = href.split('#');
    expect(file).toBe(sprite.href);
    expect(spriteSymbols.has(id ?? ''), id).toBe(true);
  }
  expect(document.querySelectorAll('symbol')).toHaveLength(0);
  expect(expects(document)).not.toContain(`#${ICON_SYMBOLS_ID}`);
});

describe.each(OTHER_PAGES)('%s', (path) => {
  it('carries the symbols of its icons itself: each one used, once, after the icons, the first paint held until then', async () => {
    const { document, html } = await get(path);
    const hrefs = icons(document);
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(href).toMatch(/^#i-/);
    const holder = document.getElementById(ICON_SYMBOLS_ID) as Element;
    expect(holder).not.toBeNull();
    const carried = symbolIds(holder);
    expect(carried.toSorted()).toEqual([...new Set(hrefs.map((href) => href.slice(1)))].toSorted());
    expect(symbolIds(document)).toEqual(carried);
    for (const id of carried) expect(spriteSymbols.has(id), id).toBe(true);
    expect(html.lastIndexOf('<use ')).toBeLessThan(html.indexOf(`id="${ICON_SYMBOLS_ID}"`));
    expect(holder.getAttribute('aria-hidden')).toBe('true');
    expect(expects(document)).toContain(`#${ICON_SYMBOLS_ID}`);
    expect(html).not.toContain(sprite.href);
  });
});
