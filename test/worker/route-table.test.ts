// The route table (src/routes.ts) drives everything that lists pages: the router, titles, the sitemap, the footer.
import { describe, expect, it } from 'vitest';
import { sitePages } from '../../src/index.tsx';
import { footerRoutes, routes } from '../../src/routes.ts';
import { website } from '../../src/site.ts';
import { get, text } from './fetch.ts';

const absolute = (path: string) => new URL(path, website.origin).href;

describe.each(Object.entries(routes))('the page %s', (_id, page) => {
  it('is served at its path with its title, description and canonical URL', async () => {
    const { response, document } = await get(page.path);
    const { meta } = sitePages.find((served) => served.path === page.path)?.page.head ?? {};
    expect(response.status).toBe(200);
    expect(document.title).toBe(meta?.title);
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(meta?.description);
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(absolute(page.path));
  });

  it(`is ${page.sitemap ? '' : 'not '}in the sitemap`, async () => {
    const { html } = await get('/sitemap.xml');
    expect(html.includes(`<loc>${absolute(page.path)}</loc>`)).toBe(page.sitemap);
  });

  it('links to every legal page from its footer, and shows the year of the build', async () => {
    const { document } = await get(page.path);
    const footer = document.querySelector('[data-footer]');
    const links = [...(footer?.querySelectorAll('nav a') ?? [])].map((link) => [text(link), link.getAttribute('href')]);
    expect(links).toEqual(footerRoutes.map((route) => [route.footerLabel, route.path]));
    expect(text(footer)).toContain(`© ${__BUILD_YEAR__} `);
  });
});
