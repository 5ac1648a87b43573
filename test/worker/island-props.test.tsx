// The islands' props travel in one file per deploy instead of in the pages (src/components/island-props.ts): what the
// site's pages carry, what the file answers, an earlier deploy's address, and an island a page hands other props.

import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { ISLAND_PROPS_PATH, islandPropsFile } from '../../src/components/island-props.ts';
import { landing } from '../../src/content/landing.ts';
import { createApp, sitePages } from '../../src/index.tsx';
import { fingerprint } from '../../src/lib/fingerprint.ts';
import { Home, homeHead } from '../../src/pages/Home.tsx';
import { paths } from '../../src/routes.ts';
import { get, ORIGIN, propsAddress, request, testPage } from './fetch.ts';

const markersOf = (document: Document) => [...document.querySelectorAll('[data-island]')];

describe('the islands’ props', () => {
  // Over the route table: a page of the site whose island gets props the file does not hold would carry them inline,
  // and the landing page's HTML would no longer fit its first round trip (docs/messungen.md).
  it.each(sitePages.map(({ path }) => path))(
    '%s names the file in its island markers and carries no props',
    async (path) => {
      const { document } = await get(path);
      for (const marker of markersOf(document)) {
        const name = marker.getAttribute('data-island');
        expect(marker.hasAttribute('data-props'), `${name}`).toBe(false);
        expect(marker.getAttribute('data-props-src'), `${name}`).toBe(ISLAND_PROPS_PATH);
      }
    },
  );

  it('has islands on the landing page, so that the check above checks something', async () => {
    expect(markersOf((await get(paths.home)).document).length).toBeGreaterThan(0);
  });

  it('answers the file there as JSON kept for good, with the props of every island of the landing page', async () => {
    const { document } = await get(paths.home);
    const response = await request(propsAddress(document));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const file = (await response.json()) as Record<string, unknown>;
    for (const marker of markersOf(document)) {
      expect(file[marker.getAttribute('data-island') ?? '']).toEqual(expect.any(Object));
    }
  });

  it('moves to another address when a prop changes', () => {
    expect(ISLAND_PROPS_PATH).toBe(`/inseln/${fingerprint(islandPropsFile)}.json`);
    // One character anywhere, as the smallest edit of a text would be.
    const at = islandPropsFile.length >> 1;
    const other = islandPropsFile[at] === 'a' ? 'b' : 'a';
    const changed = islandPropsFile.slice(0, at) + other + islandPropsFile.slice(at + 1);
    expect(fingerprint(changed)).not.toBe(fingerprint(islandPropsFile));
  });

  it('answers the address of an earlier deploy with a small plain 404, not a page', async () => {
    const response = await request('/inseln/00000000.json');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await response.text()).toBe('404 – Diese Datei gibt es nicht mehr.');
  });

  it('puts the props into the marker of an island a page hands other props than the file holds', async () => {
    const title = 'Schreiben Sie uns';
    const content = { ...landing, contact: { ...landing.contact, form: { ...landing.contact.form, title } } };
    // A build of its own, or the edge cache would answer with the site's landing page (src/http/page-cache.ts).
    const app = createApp([testPage(paths.home, () => <Home content={content} />, homeHead(content))], {
      buildId: crypto.randomUUID(),
    });
    const { document } = parseHTML(await (await app.request(`${ORIGIN}${paths.home}`)).text());
    const markers = new Map(markersOf(document).map((marker) => [marker.getAttribute('data-island'), marker]));
    const form = markers.get('ContactForm');
    expect(form?.hasAttribute('data-props-src')).toBe(false);
    expect(JSON.parse(form?.getAttribute('data-props') ?? '{}').form.title).toBe(title);
    // The others still get what the file holds.
    expect(markers.get('EditControls')?.getAttribute('data-props-src')).toBe(ISLAND_PROPS_PATH);
  });
});
