import { existsSync, readdirSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { describe, expect, inject, it } from 'vitest';
import { CLIENT_ENTRY } from '../../build/client-assets.ts';
import { CLIENT_MANIFEST, readClientManifest } from '../../build/client-manifest.ts';
import { COMMON_HEADERS, DOCUMENT_HEADERS } from '../../src/http/policies.ts';
import { clientLoaderScript, trustedTypesPolicyFor } from '../../src/lib/inline-scripts.ts';
import { settings } from '../../src/site.ts';

const base = inject('baseURL');

/** Every file the client build wrote under /assets/, from its manifest. */
function builtAssets(): string[] {
  const manifest = readClientManifest();
  return Object.values(manifest).map((chunk) => `/${chunk.file}`);
}

/** Every SVG file the landing page names (icon, logo, drawings, the icon sprite), by its path. */
async function svgsOfLandingPage(): Promise<string[]> {
  const html = await (await fetch(`${base}/`)).text();
  return [...new Set([...html.matchAll(/\/[\w./-]+\.svg/g)].map((match) => match[0]))];
}

describe('static files served by Workers assets', () => {
  it('caches the hashed CSS, JavaScript and the headings font for a year as immutable', async () => {
    const assets = builtAssets();
    expect(assets.some((path) => path.endsWith('.css'))).toBe(true);
    expect(assets.some((path) => path.endsWith('.js'))).toBe(true);
    // One face, WOFF2 only, served as a font.
    const fonts = assets.filter((path) => /\.(woff2?|ttf|otf)$/.test(path));
    expect(fonts).toHaveLength(1);
    expect((await fetch(`${base}${fonts[0]}`)).headers.get('content-type')).toBe('font/woff2');
    for (const path of assets) {
      expect(path).toMatch(/^\/assets\/[\w-]+-[\w-]{8}\.(css|js|woff2)$/);
      const response = await fetch(`${base}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toBe('public, max-age=31536000, immutable');
    }
  });

  it('links the built stylesheet and loads the hashed client entry on the landing page', async () => {
    const html = await (await fetch(`${base}/`)).text();
    const css = builtAssets().find((path) => /\/styles-[\w-]+\.css$/.test(path)) ?? '';
    expect(css).not.toBe('');
    expect(html).toContain(`<link rel="stylesheet" href="${css}"/>`);
    expect(html).not.toContain('<style');
    const entry = builtAssets().find((path) => path.includes('/main-')) ?? '';
    // The loader with the built entry's address (through the Trusted Types policy where Google Ads is off).
    expect(html).toContain(clientLoaderScript(entry, trustedTypesPolicyFor(settings.googleAds)));
  });

  it('caches every picture the landing page shows for a year as immutable, in its own type', async () => {
    const html = await (await fetch(`${base}/`)).text();
    const urls = [...new Set([...html.matchAll(/\/assets\/images\/[\w.-]+/g)].map((match) => match[0]))];
    expect(urls.length).toBeGreaterThanOrEqual(3); // logo, team, before/after at least
    const types = { svg: 'image/svg+xml; charset=utf-8', avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' };
    for (const url of urls) {
      const response = await fetch(`${base}${url}`);
      expect(response.status, url).toBe(200);
      expect(response.headers.get('content-type'), url).toBe(types[url.split('.').pop() as keyof typeof types]);
      expect(response.headers.get('cache-control'), url).toBe('public, max-age=31536000, immutable');
    }
  });

  it.each([
    ['/favicon.svg', 'image/svg+xml'],
    ['/images/og.jpg', 'image/jpeg'],
    ['/images/icon-192.png', 'image/png'],
    ['/images/icon-512.png', 'image/png'],
    ['/apple-touch-icon.png', 'image/png'],
  ])('serves %s as %s, cached for a day', async (path, type) => {
    const response = await fetch(`${base}${path}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(new RegExp(`^${type.replace('+', '\\+')}`));
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400, must-revalidate');
  });

  it('answers a hashed file that a deploy removed with a small plain 404, not the page', async () => {
    const response = await fetch(`${base}/assets/main-alt12345.js`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await response.text()).not.toContain('<html');
  });

  it('answers any other unknown path with the 404 page', async () => {
    const response = await fetch(`${base}/gibt-es-nicht`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Oops! Page not found');
  });

  it('neither serves nor deploys the build manifest: it lies beside the static files, not among them', async () => {
    for (const path of ['/.vite/manifest.json', '/client-manifest.json']) {
      const response = await fetch(`${base}${path}`);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).not.toContain(CLIENT_ENTRY);
    }
    expect(existsSync('dist/client/.vite')).toBe(false);
    expect(existsSync(CLIENT_MANIFEST)).toBe(true);
    const deployed = readdirSync('dist/client', { recursive: true, encoding: 'utf8' });
    expect(deployed.filter((file) => file.includes('manifest'))).toEqual([]);
  });

  it('sends every file, static or from the worker, the headers of every answer and none that only a page reads', async () => {
    const page = await fetch(`${base}/`);
    // The page keeps its own: its strict policy and the headers only a document reads.
    expect(page.headers.get('content-security-policy')).toContain('script-src ');
    for (const [name, value] of Object.entries(DOCUMENT_HEADERS)) expect(page.headers.get(name), name).toBe(value);
    const files = [
      ...builtAssets(),
      ...(await svgsOfLandingPage()),
      '/apple-touch-icon.png',
      '/images/og.jpg',
      '/robots.txt',
      '/manifest.webmanifest',
      '/sitemap.xml',
    ];
    for (const path of files) {
      const file = await fetch(`${base}${path}`);
      expect(file.status, path).toBe(200);
      for (const name of Object.keys(COMMON_HEADERS)) {
        expect(file.headers.get(name), `${path} ${name}`).toBe(page.headers.get(name));
      }
      for (const name of [...Object.keys(DOCUMENT_HEADERS), 'x-xss-protection']) {
        expect(file.headers.get(name), `${path} ${name}`).toBeNull();
      }
      // Only an SVG, a document of its own when opened by its address, has a policy: one that lets it only draw.
      const policy = file.headers.get('content-security-policy');
      if (path.endsWith('.svg')) {
        expect(policy, path).toMatch(/^default-src 'none';/);
        expect(policy, path).not.toMatch(/script-src/);
      } else {
        expect(policy, path).toBeNull();
      }
    }
  });

  it('serves every SVG, a text format, with its charset', async () => {
    const svgs = await svgsOfLandingPage();
    expect(svgs.length).toBeGreaterThanOrEqual(3); // favicon, logo and the icon sprite at least
    for (const path of svgs) {
      const response = await fetch(`${base}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type'), path).toBe('image/svg+xml; charset=utf-8');
    }
  });
});

describe('paths that start with more than one slash, as sent by a client (not normalised by fetch)', () => {
  /** Sends `path` exactly as written and returns the status and Location of the answer. */
  function raw(path: string): Promise<{ status: number; location: string | undefined }> {
    const { hostname, port } = new URL(base);
    return new Promise((resolve, reject) => {
      const request = httpRequest({ host: hostname, port, path, method: 'GET' }, (response) => {
        response.resume();
        resolve({ status: response.statusCode ?? 0, location: response.headers.location });
      });
      request.on('error', reject);
      request.end();
    });
  }

  it.each([
    '//evil.example/impressum/',
    '//evil.example/',
    '/\\evil.example/impressum/',
    '/%2F%2Fevil.example/impressum/',
  ])('%s never redirects to another host', async (path) => {
    const { status, location } = await raw(path);
    expect(status).toBeLessThan(500);
    if (location !== undefined) {
      expect(location).toMatch(/^\/(?![/\\]|%2f|%5c)/i);
      expect(new URL(location, base).host).toBe(new URL(base).host);
    }
  });
});
