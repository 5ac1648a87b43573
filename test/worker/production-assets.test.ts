// The worker renders the production build's wiring, as deployed: the built stylesheet inlined into every page and
// allowed by its hash, and the hashed client entry loaded on the landing page (never Vite's dev sources).
import assets from 'virtual:client-assets';
import { describe, expect, it } from 'vitest';
import { paths } from '../../src/routes.ts';
import { cspHash, get } from './fetch.ts';

describe('the production wiring', () => {
  it('comes from the client build: a hashed entry and the built stylesheet', () => {
    expect(assets.script).toMatch(/^\/assets\/main-[\w-]{8}\.js$/);
    expect(assets.inlineCss?.length).toBeGreaterThan(5000);
    expect(assets.styles).toEqual([]);
  });

  it.each([...Object.values(paths), '/gibt-es-nicht'])(
    '%s inlines the built stylesheet, allowed by its hash',
    async (path) => {
      const { response, document, html } = await get(path);
      const styles = [...document.querySelectorAll('style')].map((style) => style.textContent);
      expect(styles).toEqual([assets.inlineCss]);
      expect(html).not.toMatch(/rel="stylesheet"|\/src\/styles\.css|\/client\/main\.tsx|@vite/);
      const csp = response.headers.get('content-security-policy') ?? '';
      const styleSrc = /style-src ([^;]+)/.exec(csp)?.[1]?.split(' ') ?? [];
      expect(styleSrc).toContain(await cspHash(assets.inlineCss ?? ''));
    },
  );

  it('loads the hashed client entry on the landing page only', async () => {
    expect((await get(paths.home)).html).toContain(`s.src=${JSON.stringify(assets.script)}`);
    for (const path of [paths.impressum, paths.datenschutz, paths.agb]) {
      expect((await get(path)).html).not.toContain(assets.script);
    }
  });
});
