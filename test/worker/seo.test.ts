import { describe, expect, it } from 'vitest';
import { sharing } from '../../src/content/pages.ts';
import { sitePages } from '../../src/index.tsx';
import { advertisedFigures } from '../../src/lib/advertised-figures.ts';
import { euroParts } from '../../src/lib/format.ts';
import { paths } from '../../src/routes.ts';
import { clinics, contact, website } from '../../src/site.ts';
import { get, request } from './fetch.ts';

const absolute = (path: string) => new URL(path, website.origin).href;
const content = (document: Document, selector: string) => document.querySelector(selector)?.getAttribute('content');

describe.each(sitePages.map(({ path, page }) => [path, page.head.meta] as const))(
  'search and sharing tags of %s',
  (path, meta) => {
    it('has a canonical URL on the public origin', async () => {
      const { document } = await get(path);
      expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(absolute(path));
      expect(content(document, 'meta[property="og:url"]')).toBe(absolute(path));
      expect(document.querySelector('meta[name="robots"]')).toBeNull();
    });

    it('has Open Graph and Twitter tags with our 1200x630 image', async () => {
      const { document } = await get(path);
      expect(content(document, 'meta[property="og:title"]')).toBe(meta.title);
      expect(content(document, 'meta[property="og:description"]')).toBe(meta.description);
      expect(content(document, 'meta[property="og:type"]')).toBe('website');
      expect(content(document, 'meta[property="og:locale"]')).toBe('de_DE');
      expect(content(document, 'meta[property="og:image"]')).toBe(absolute('/images/og.jpg'));
      expect(content(document, 'meta[property="og:image:width"]')).toBe('1200');
      expect(content(document, 'meta[property="og:image:height"]')).toBe('630');
      expect(content(document, 'meta[property="og:image:alt"]')).toBe(sharing.imageAlt);
      // X falls back to the Open Graph title, description and image: only the card's kind and the image's text are its own.
      expect(content(document, 'meta[name="twitter:card"]')).toBe('summary_large_image');
      expect(content(document, 'meta[name="twitter:image:alt"]')).toBe(sharing.imageAlt);
      for (const own of ['title', 'description', 'image']) {
        expect(document.querySelector(`meta[name="twitter:${own}"]`)).toBeNull();
      }
    });

    it('has the icons, the manifest and the theme colour', async () => {
      const { document } = await get(path);
      expect(document.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe('/favicon.svg');
      expect(document.querySelector('link[rel="apple-touch-icon"]')?.getAttribute('href')).toBe(
        '/apple-touch-icon.png',
      );
      expect(document.querySelector('link[rel="manifest"]')?.getAttribute('href')).toBe('/manifest.webmanifest');
      expect(content(document, 'meta[name="theme-color"]')).toBe(website.themeColor);
    });
  },
);

// A search result or a shared link has no room for where and since when a figure holds, which the page names beside it.
describe.each([...sitePages.map(({ path }) => path), '/gibt-es-nicht'])('the head of %s', (path) => {
  it('carries no figure of years, patients or percent and no superlative: not in title, description, og:, twitter: or JSON-LD', async () => {
    const { document } = await get(path);
    const tags = document.querySelectorAll('meta[name="description"], meta[property^="og:"], meta[name^="twitter:"]');
    const texts = [
      document.title,
      ...[...tags].map((tag) => tag.getAttribute('content') ?? ''),
      ...[...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => script.textContent ?? ''),
    ];
    expect(texts.length).toBeGreaterThan(10);
    expect(texts.flatMap((head) => advertisedFigures(head)).map((found) => found.word)).toEqual([]);
  });
});

describe('the 404 page', () => {
  it('is kept out of search engines and has no canonical URL', async () => {
    const { document } = await get('/gibt-es-nicht');
    expect(content(document, 'meta[name="robots"]')).toBe('noindex');
    expect(document.querySelector('link[rel="canonical"]')).toBeNull();
  });
});

describe('structured data on the landing page', () => {
  async function jsonLd(path = '/'): Promise<Record<string, unknown>[]> {
    const { document } = await get(path);
    return [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>,
    );
  }

  /** The nodes of the landing page's one graph. */
  async function graph(): Promise<Record<string, unknown>[]> {
    const [data] = await jsonLd();
    expect(data).toMatchObject({ '@context': 'https://schema.org' });
    return data?.['@graph'] as Record<string, unknown>[];
  }

  it('is one graph: the organisation and each clinic a node of its own, linked to it by @id', async () => {
    const [organisation, ...locations] = await graph();
    expect(organisation).toMatchObject({ '@type': 'MedicalOrganization', name: 'Bemedics', url: absolute('/') });
    expect(locations.map((node) => node['@type'])).toEqual(['MedicalClinic', 'MedicalClinic']);
    const ids = [organisation, ...locations].map((node) => node?.['@id']);
    expect(new Set(ids).size).toBe(3);
    for (const location of locations) expect(location.parentOrganization).toEqual({ '@id': organisation?.['@id'] });
  });

  it('gives each clinic its address, opening hours and its price card on / as its url', async () => {
    const { document } = await get('/');
    const locations = (await graph()).slice(1);
    for (const [location, clinic] of [
      [locations[0], clinics.istanbul],
      [locations[1], clinics.willich],
    ] as const) {
      expect(location).toMatchObject({
        '@type': 'MedicalClinic',
        name: clinic.name,
        address: {
          '@type': 'PostalAddress',
          streetAddress: clinic.address.street,
          postalCode: clinic.address.postalCode,
          addressLocality: clinic.address.city,
          addressCountry: clinic.address.countryCode,
        },
        openingHoursSpecification: {
          dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
          opens: '09:00',
          closes: '19:00',
        },
        telephone: contact.phoneE164,
      });
      // The url leads to the card that names this clinic's price, whatever the anchor is called.
      const url = new URL(location?.url as string);
      expect(url.href.replace(url.hash, '')).toBe(absolute('/'));
      const card = document.getElementById(decodeURIComponent(url.hash.slice(1)));
      expect(card?.textContent).toContain(clinic.city);
      expect(card?.textContent).toContain(euroParts(clinic.priceFrom).figure);
      // Coordinates only where the owner gave them, as given.
      expect(location?.geo).toEqual(
        clinic.geo
          ? { '@type': 'GeoCoordinates', latitude: clinic.geo.latitude, longitude: clinic.geo.longitude }
          : undefined,
      );
    }
  });

  it('claims nothing the facts do not back: no medical specialty for the organisation or a clinic', async () => {
    const data = await jsonLd();
    expect(data.length).toBeGreaterThan(0);
    expect(JSON.stringify(data)).not.toContain('medicalSpecialty');
  });

  it('carries no FAQPage (search results no longer show it for a site like this), only the organisation and its clinics', async () => {
    expect((await graph()).map((node) => node['@type'])).toEqual([
      'MedicalOrganization',
      'MedicalClinic',
      'MedicalClinic',
    ]);
    expect(JSON.stringify(await jsonLd())).not.toContain('FAQPage');
  });

  it('stands only on the landing page', async () => {
    for (const { path } of sitePages.filter((page) => page.path !== paths.home)) expect(await jsonLd(path)).toEqual([]);
  });

  it('cannot be closed early by its text', async () => {
    const { html } = await get('/');
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
    expect(blocks).toHaveLength(1);
    for (const [, body] of blocks) expect(body).not.toContain('<');
  });
});

describe('files for crawlers and browsers', () => {
  it('lists every page in sitemap.xml', async () => {
    const response = await request('/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const locs = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc);
    expect(locs).toEqual(Object.values(paths).map(absolute));
  });

  it('allows crawling and names the sitemap in robots.txt', async () => {
    const response = await request('/robots.txt');
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const text = await response.text();
    expect(text).toMatch(/^User-agent: \*\nAllow: \/$/m);
    expect(text).toContain(`Sitemap: ${absolute('/sitemap.xml')}`);
  });

  it('serves a web manifest with the icons and the theme colour', async () => {
    const response = await request('/manifest.webmanifest');
    expect(response.headers.get('content-type')).toBe('application/manifest+json; charset=utf-8');
    const manifest = (await response.json()) as {
      icons: { src: string; sizes: string }[];
      theme_color: string;
      lang: string;
    };
    expect(manifest.lang).toBe('de');
    expect(manifest.theme_color).toBe(website.themeColor);
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(['any', '192x192', '512x512']);
  });
});
