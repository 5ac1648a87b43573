// The files for crawlers and browsers that the worker writes from the facts: sitemap.xml, robots.txt, the web manifest.
import { paths, routes } from '../routes.ts';
import { brand, website } from '../site.ts';
import { siteUrl } from './site-url.ts';

export function sitemapXml(): string {
  const urls = Object.values(routes)
    .filter((route) => route.sitemap)
    .map((route) => `  <url><loc>${siteUrl(route.path)}</loc></url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl('/sitemap.xml')}\n`;
}

export function webManifest(): string {
  return JSON.stringify({
    name: `${brand.name} – ${brand.tagline}`,
    short_name: brand.name,
    lang: 'de',
    start_url: paths.home,
    scope: paths.home,
    display: 'browser',
    background_color: '#ffffff',
    theme_color: website.themeColor,
    icons: [
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
      { src: '/images/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/images/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any maskable' },
    ],
  });
}
