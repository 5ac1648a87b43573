// The route table (src/routes.ts) drives everything that lists pages: the router, titles, the sitemap, the footer.
import { parseHTML } from 'linkedom';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Footer } from '../../src/components/Footer.tsx';
import { footer } from '../../src/content/navigation.ts';
import { sitePages } from '../../src/index.tsx';
import { footerLinks, routes } from '../../src/routes.ts';
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
    const linked = [...footerLinks('info'), ...footerLinks('legal')];
    expect(links).toEqual(linked.map((route) => [route.label, route.href]));
    expect(text(footer)).toContain(`© ${__BUILD_YEAR__} `);
  });
});

describe('the footer’s groups of page links', () => {
  const navs = (html: string) =>
    [...parseHTML(`<!DOCTYPE html><html><body>${html}</body></html>`).document.querySelectorAll('nav')].map((nav) => [
      nav.getAttribute('aria-label'),
      [...nav.querySelectorAll('a')].map((link) => link.getAttribute('href')),
    ]);

  it('shows pages about the offer in a group of their own, before the legal texts, where the route table has any', () => {
    const info = [{ label: 'Willich', href: '/willich' }];
    expect(navs(renderToString(<Footer infoLinks={info} />))).toEqual([
      [footer.infoNav, ['/willich']],
      [footer.legalNav, footerLinks('legal').map((link) => link.href)],
    ]);
  });

  it('shows no empty group', () => {
    expect(navs(renderToString(<Footer infoLinks={[]} />)).map(([label]) => label)).toEqual([footer.legalNav]);
  });
});
