// The logo on every page: a link home named by the logo's alt text. The landing page shows the file (its HTML has to
// fit the first round trip); every other page carries an SVG logo's drawing itself where the build could inline it
// (build/pictures/inline-svg.ts), so the browser needs no document of its own for it; a photo logo, or a drawing that
// cannot stand in a page, stays a file everywhere.
import { describe, expect, it } from 'vitest';
import { logo } from '../../src/content/navigation.ts';
import { paths } from '../../src/routes.ts';
import { get } from './fetch.ts';

const { picture } = logo;
const drawing = picture.kind === 'vector' ? picture.inline : undefined;
const logoLinks = (document: Document) =>
  [...document.querySelectorAll('a[href="/"]')].filter((link) => link.querySelector('img, svg[role="img"]'));

function expectFile(document: Document) {
  const links = logoLinks(document);
  expect(links.length).toBeGreaterThan(0);
  for (const link of links) {
    const image = link.querySelector('img') as Element;
    expect(image.getAttribute('src')).toMatch(/^\/assets\/images\//);
    expect(image.getAttribute('alt')).toBe(logo.alt);
    expect(link.getAttribute('aria-label')).toBeNull();
  }
}

function expectUniqueIds(document: Document) {
  const ids = [...document.querySelectorAll('[id]')].map((element) => element.getAttribute('id'));
  expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
}

it('shows the file on the landing page', async () => {
  const { document } = await get(paths.home);
  expectFile(document);
  expectUniqueIds(document);
});

describe.each([paths.impressum, paths.datenschutz, paths.agb, '/diese-seite-gibt-es-nicht'])('%s', (path) => {
  it(
    drawing
      ? 'carries the drawing of the logo itself, named like the file, with ids of its own per copy'
      : 'shows the logo file',
    async () => {
      const { document, html } = await get(path);
      expectUniqueIds(document);
      if (!drawing) return expectFile(document);
      const links = logoLinks(document);
      expect(links.length).toBeGreaterThanOrEqual(2); // header and footer
      for (const link of links) {
        expect(link.querySelector('img')).toBeNull();
        const svg = link.querySelector('svg[role="img"]') as Element;
        expect(svg.getAttribute('aria-label')).toBe(logo.alt);
        expect(svg.getAttribute('viewBox')).toBe(drawing.viewBox);
        expect([svg.getAttribute('width'), svg.getAttribute('height')]).toEqual([
          String(picture.width),
          String(picture.height),
        ]);
        expect(svg.children.length).toBeGreaterThan(0);
        expect(link.getAttribute('aria-label')).toBeNull();
      }
      // No request for the file, and no preload of it either.
      expect(picture.kind === 'vector' && html.includes(picture.src)).toBe(false);
    },
  );
});
