import { afterEach, describe, expect, it, vi } from 'vitest';
import { GOOGLE_ADS_HOSTS } from '../../src/consent/google-hosts.ts';
import { PAGE_ETAG } from '../../src/http/page-cache.ts';
import { COMMON_HEADERS, DOCUMENT_HEADERS } from '../../src/http/policies.ts';
import { createApp, sitePages } from '../../src/index.tsx';
import { TRUSTED_TYPES_POLICY } from '../../src/lib/inline-scripts.ts';
import { paths } from '../../src/routes.ts';
import { settings } from '../../src/site.ts';
import { cspHash, get, ORIGIN, propsAddress, request, testPage } from './fetch.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

function Broken(): never {
  throw new Error('Testfehler');
}

/** One response of each kind of HTML document the worker writes, and of answers that stand for one (304, redirect). */
const documents: [string, () => Promise<Response>][] = [
  ['page', () => request('/')],
  ['legal page', () => request('/impressum')],
  ['304', () => request('/', { headers: { 'if-none-match': PAGE_ETAG } })],
  ['404', () => request('/gibt-es-nicht')],
  ['redirect', () => request('/impressum/')],
  [
    '500',
    async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      return createApp([...sitePages, testPage('/kaputt', Broken)]).request(`${ORIGIN}/kaputt`);
    },
  ],
];

/** Every answer of the worker that is another kind of file: crawler files, the manifest, plain-text errors. */
const files: [string, () => Promise<Response>][] = [
  ['sitemap', () => request('/sitemap.xml')],
  ['robots.txt', () => request('/robots.txt')],
  ['manifest', () => request('/manifest.webmanifest')],
  ['405', () => request('/', { method: 'POST' })],
  ['removed hashed file', () => request('/assets/main-alt12345.js')],
  ['islands’ props', () => get(paths.home).then(({ document }) => request(propsAddress(document)))],
  ['islands’ props of an earlier deploy', () => request('/inseln/00000000.json')],
];

function directives(csp: string | null): Map<string, string[]> {
  return new Map(
    (csp ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name ?? '', values]),
  );
}

describe.each(documents)('headers of a %s response', (_kind, respond) => {
  it('carry a strict Content-Security-Policy', async () => {
    const csp = directives((await respond()).headers.get('content-security-policy'));
    expect(csp.get('default-src')).toEqual(["'none'"]);
    const scripts = csp.get('script-src') ?? [];
    const hashes = scripts.filter((source) => source.startsWith("'sha256-"));
    expect(hashes.length).toBeGreaterThan(0);
    for (const source of hashes) expect(source).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
    if (settings.googleAds) {
      // No script host at all: what the hashed scripts load is trusted ('strict-dynamic'); the rest is only for
      // browsers without it (src/http/content-security-policy.ts; on in the live copy, npm run test:live).
      expect(scripts).toEqual(["'strict-dynamic'", ...hashes, "'unsafe-inline'", 'https:']);
    } else {
      expect(scripts).toEqual(["'self'", ...hashes]);
      expect(scripts.join(' ')).not.toContain('unsafe-inline');
    }
    expect(scripts.join(' ')).not.toMatch(/unsafe-eval|\*/);
    // Other hosts only Google's, and only while Google Ads is on (src/site.ts).
    const google = settings.googleAds ? GOOGLE_ADS_HOSTS : { img: [], connect: [], frame: [] };
    expect(csp.get('img-src')).toEqual(["'self'", ...google.img]);
    expect(csp.get('connect-src')).toEqual(["'self'", ...google.connect]);
    expect(csp.get('frame-src')).toEqual(google.frame.length ? [...google.frame] : undefined);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('form-action')).toEqual(["'self'", 'mailto:']);
    // Trusted Types only while Google Ads is off, with the loader's one policy (src/http/content-security-policy.ts).
    expect(csp.get('require-trusted-types-for')).toEqual(settings.googleAds ? undefined : ["'script'"]);
    expect(csp.get('trusted-types')).toEqual(settings.googleAds ? undefined : [TRUSTED_TYPES_POLICY]);
  });

  it('carry HSTS, nosniff, referrer, permissions and cross-origin policies, and no server banner', async () => {
    const headers = (await respond()).headers;
    expect(headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(headers.get('cross-origin-resource-policy')).toBe('same-origin');
    const permissions = headers.get('permissions-policy') ?? '';
    for (const feature of [
      'camera',
      'microphone',
      'geolocation',
      'payment',
      'usb',
      'browsing-topics',
      'private-state-token-issuance',
      'private-state-token-redemption',
      'local-network-access',
    ]) {
      expect(permissions).toContain(`${feature}=()`);
    }
    expect(headers.get('x-powered-by')).toBeNull();
    expect(headers.get('server')).toBeNull();
    // Read by no browser since Safari 15.4 dropped its XSS filter: bytes the first TCP window cannot spare.
    expect(headers.get('x-xss-protection')).toBeNull();
    // `frame-ancestors 'none'` (above) keeps the page out of other sites' frames; DNS prefetching is off on HTTPS pages.
    expect(headers.get('x-frame-options')).toBeNull();
    expect(headers.get('x-dns-prefetch-control')).toBeNull();
    expect(headers.get('origin-agent-cluster')).toBeNull();
  });

  it('carry every header of both tables (src/http/policies.ts), with its value', async () => {
    const headers = (await respond()).headers;
    for (const [name, value] of Object.entries({ ...COMMON_HEADERS, ...DOCUMENT_HEADERS })) {
      expect(headers.get(name), name).toBe(value);
    }
  });
});

describe.each(files)('headers of the %s, a file that is no HTML document', (_kind, respond) => {
  it('carry the headers of every answer, with their values, and nothing only a document reads', async () => {
    const response = await respond();
    expect(response.headers.get('content-type')).not.toMatch(/html/);
    for (const [name, value] of Object.entries(COMMON_HEADERS)) expect(response.headers.get(name), name).toBe(value);
    for (const name of [
      ...Object.keys(DOCUMENT_HEADERS),
      'content-security-policy',
      'x-xss-protection',
      'x-dns-prefetch-control',
      'origin-agent-cluster',
    ]) {
      expect(response.headers.get(name), name).toBeNull();
    }
    expect(response.headers.get('x-powered-by')).toBeNull();
  });
});

describe('the Content-Security-Policy and the inline scripts', () => {
  it.each(['/', '/gibt-es-nicht'])('allow every inline script of %s by its hash', async (path) => {
    const { response, document } = await get(path);
    const allowed = directives(response.headers.get('content-security-policy')).get('script-src') ?? [];
    const inline = [...document.querySelectorAll('script:not([src]):not([type="application/ld+json"])')];
    expect(inline.length).toBeGreaterThan(0);
    for (const script of inline) expect(allowed).toContain(await cspHash(script.textContent ?? ''));
  });
});

describe('methods', () => {
  it.each(['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'PROPFIND', 'TRACE'])(
    '%s gets 405 with an Allow header',
    async (method) => {
      for (const path of ['/', '/impressum', '/gibt-es-nicht']) {
        const response = await request(path, { method, ...(method === 'POST' ? { body: 'x=1' } : {}) });
        expect(response.status, `${method} ${path}`).toBe(405);
        expect(response.headers.get('allow')).toBe('GET, HEAD');
      }
    },
  );

  it('redirects a trailing slash to the page, by its path on this site', async () => {
    for (const path of ['/impressum', '/datenschutz', '/agb']) {
      const response = await request(`${path}/`, { redirect: 'manual' });
      expect(response.status).toBe(301);
      expect(response.headers.get('location')).toBe(path);
    }
  });
});
