// The worker renders the production build's wiring, as deployed: the built stylesheet linked as one hashed, immutable
// file from every page (measured against inlining: docs/messungen.md), and the hashed client entry loaded on the
// landing page (never Vite's dev sources).

import assets from 'virtual:client-assets';
import { describe, expect, it } from 'vitest';
import { sitePages } from '../../src/index.tsx';
import { clientLoaderScript, trustedTypesPolicyFor } from '../../src/lib/inline-scripts.ts';
import { paths } from '../../src/routes.ts';
import { settings } from '../../src/site.ts';
import { get } from './fetch.ts';

describe('the production wiring', () => {
  it('comes from the client build: a hashed entry and the built stylesheet', () => {
    expect(assets.script).toMatch(/^\/assets\/main-[\w-]{8}\.js$/);
    expect(assets.styles).toEqual([expect.stringMatching(/^\/assets\/styles-[\w-]{8}\.css$/)]);
  });

  it.each([...Object.values(paths), '/gibt-es-nicht'])(
    '%s links the built stylesheet in its head, and the CSP allows our own files and no inline style',
    async (path) => {
      const { response, document, html } = await get(path);
      const links = [...document.querySelectorAll('head link[rel="stylesheet"]')].map((link) =>
        link.getAttribute('href'),
      );
      expect(links).toEqual(assets.styles);
      expect(document.querySelectorAll('style')).toHaveLength(0);
      expect(html).not.toMatch(/\/src\/styles\.css|\/client\/main\.tsx|@vite/);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(/style-src ([^;]+)/.exec(csp)?.[1]).toBe("'self'");
    },
  );

  // Over the route table, so a new page is covered: its shell's `withIslands` and what it renders must agree, or an
  // island would stay dead (no client) or a reading visit would load the client for nothing.
  it.each(sitePages.map(({ path }) => path))(
    '%s loads the client entry exactly when it renders an island (or asks for consent)',
    async (path) => {
      const { document, html } = await get(path);
      const islands = document.querySelectorAll('[data-island]').length;
      expect(html.includes(assets.script), `${path}: ${islands} islands`).toBe(
        islands > 0 || settings.googleAds !== null,
      );
    },
  );

  it('loads the hashed client entry on the landing page, and elsewhere only for the consent notice', async () => {
    // The loader with the entry's address (through the Trusted Types policy where Google Ads is off).
    expect((await get(paths.home)).html).toContain(
      clientLoaderScript(assets.script, trustedTypesPolicyFor(settings.googleAds)),
    );
    // With Google Ads on (src/site.ts; on in npm run test:live) every page may ask an ad visitor, and its footer's
    // settings button opens the notice: both need the entry.
    for (const path of [paths.impressum, paths.datenschutz, paths.agb]) {
      expect((await get(path)).html.includes(assets.script)).toBe(settings.googleAds !== null);
    }
  });
});
