// A corpus of malformed, hostile and odd requests: each gets a 2xx, a same-origin 3xx or a 4xx, never a 5xx,
// never a stack trace, and nothing from the request appears unescaped in the page.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { paths } from '../../src/routes.ts';
import { ORIGIN, request } from './fetch.ts';

interface Case {
  readonly name: string;
  readonly path: string;
  readonly init?: RequestInit;
}

const PAGES = Object.values(paths);
// biome-ignore lint/suspicious/noTemplateCurlyInString: a literal template-injection probe
const HOSTILE = ['<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', "'-alert(1)-'", '${7*7}{{7*7}}'];

const pathCases: string[] = [
  // broken and overlong percent-encoding
  '/%',
  '/%%',
  '/%2',
  '/%G0',
  '/%zz',
  '/%E0%A4%A',
  '/%C0%AF',
  '/%C0%80',
  '/%FF%FE',
  '/%ED%A0%80',
  '/%F4%90%80%80',
  '/%u0041',
  '/impressum%',
  '/impressum%2',
  '/%252e%252e/',
  `/${'%41'.repeat(3000)}`,
  `/${'%'.repeat(2000)}`,
  // long paths
  `/${'a'.repeat(8 * 1024)}`,
  `/${'a'.repeat(64 * 1024)}`,
  `/impressum/${'b/'.repeat(4000)}`,
  // NUL and control characters
  '/%00',
  '/impressum%00',
  '/a%0Ab',
  '/a%0D%0ASet-Cookie:%20x=1',
  '/%1B%5B31m',
  '/%7F',
  '/%09',
  // traversal
  '/../../etc/passwd',
  '/%2e%2e/%2e%2e/etc/passwd',
  '/%2E%2E%2F%2E%2E%2Fetc%2Fpasswd',
  '/..%2f..%2fetc/passwd',
  '/.%2e/.%2e/wrangler.toml',
  '/..%5c..%5cwrangler.toml',
  '/impressum/../agb',
  '/impressum/%2e%2e/agb',
  '/./impressum',
  '/dist/bemedics/index.js',
  '/src/site.ts',
  '/.env',
  '/.git/config',
  '/wrangler.toml',
  // double slashes and backslashes
  '//',
  '//evil.example',
  '///evil.example/x',
  '//evil.example/%2e%2e',
  '/%2F%2Fevil.example',
  '/%5C%5Cevil.example',
  '/\\evil.example',
  '/impressum//',
  '//impressum',
  // Unicode and mixed case
  '/Impressum',
  '/IMPRESSUM',
  '/AGB',
  '/DatenSchutz',
  '/%C3%BCber-uns',
  '/über',
  '/😀',
  '/impre%C5%BF%C5%BFum',
  '/%EF%BD%89mpressum',
  '/agb%E2%80%8B',
  '/%E2%80%AEbgA',
  // trailing slashes on every route
  ...PAGES.map((page) => `${page}/`),
  ...PAGES.map((page) => `${page}//`),
  ...PAGES.map((page) => `${page}/.`),
  // query junk
  '/?a=%',
  '/?%%%',
  '/?a=%E0%A4%A',
  '/?a[]=1&a[]=2',
  '/?__proto__[polluted]=1&constructor[prototype][x]=1',
  '/?;&&&==',
  `/impressum?${'x'.repeat(8 * 1024)}`,
  `/?q=${'%F0'.repeat(1000)}`,
  '/?#fragment',
  ...HOSTILE.map((text) => `/?q=${encodeURIComponent(text)}`),
  ...HOSTILE.map((text) => `/gibt-es-nicht/${encodeURIComponent(text)}`),
  ...HOSTILE.map((text) => `/agb?ref=${encodeURIComponent(text)}`),
  // files that are not there
  '/favicon.ico',
  '/assets/',
  '/assets/gibt-es-nicht.js',
  '/inseln/',
  '/inseln/00000000.json',
  '/inseln/%E0%A4%A.json',
  `/inseln/${'%F0'.repeat(1000)}.json`,
  '/images/',
  '/index.html',
  '/sitemap.xml/',
  '/robots.txt?x=1',
];

// workerd's Request accepts only registered methods; made-up ones never reach a worker.
const methods = [
  'GET',
  'HEAD',
  'POST',
  'PUT',
  'PATCH',
  'DELETE',
  'OPTIONS',
  'PROPFIND',
  'MKCOL',
  'PURGE',
  'LOCK',
  'COPY',
];

const headerCases: [string, Record<string, string>][] = [
  ['huge cookie', { cookie: `a=${'x'.repeat(8 * 1024)}` }],
  ['many headers', Object.fromEntries(Array.from({ length: 90 }, (_, i) => [`x-test-${i}`, String(i)]))],
  ['huge user agent', { 'user-agent': 'Mozilla/5.0 '.repeat(700) }],
  ['If-None-Match *', { 'if-none-match': '*' }],
  ['If-None-Match garbage', { 'if-none-match': '"\\",,W/' }],
  ['If-Modified-Since garbage', { 'if-modified-since': 'gestern' }],
  ['Range', { range: 'bytes=0-0,-1,5-' }],
  ['Accept odd', { accept: '*/*;q=abc, text/html;level=-1' }],
  ['Accept-Encoding odd', { 'accept-encoding': 'br;q=2, gzip;q=-1, *;q=NaN' }],
  ['Accept-Language hostile', { 'accept-language': HOSTILE[0] ?? '' }],
  ['X-Forwarded-Host', { 'x-forwarded-host': 'evil.example' }],
  ['X-Forwarded-Proto', { 'x-forwarded-proto': 'gopher' }],
  ['Referer hostile', { referer: `https://evil.example/${HOSTILE[1]}` }],
  ['Origin foreign', { origin: 'https://evil.example' }],
  ['Content-Type on GET', { 'content-type': 'multipart/form-data; boundary=' }],
];

const cases: Case[] = [
  ...pathCases.map((path) => ({ name: `GET ${path.slice(0, 60)}`, path })),
  ...methods.flatMap((method) =>
    [...PAGES, '/gibt-es-nicht'].map((path) => ({
      name: `${method} ${path}`,
      path,
      init: { method, ...(['POST', 'PUT', 'PATCH'].includes(method) ? { body: 'name=x' } : {}) },
    })),
  ),
  ...headerCases.flatMap(([name, headers]) =>
    ['/', '/impressum/', '/gibt-es-nicht'].map((path) => ({ name: `${name} on ${path}`, path, init: { headers } })),
  ),
];

beforeAll(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterAll(() => {
  vi.restoreAllMocks();
});

it('has at least 150 requests', () => {
  expect(cases.length).toBeGreaterThanOrEqual(150);
});

describe.each(cases)('$name', ({ path, init }) => {
  it('gets a 2xx, a same-origin 3xx or a 4xx, with no trace and nothing reflected', async () => {
    const response = await request(path, { redirect: 'manual', ...init });
    const { status } = response;
    expect(status).toBeGreaterThanOrEqual(200);
    expect(status).toBeLessThan(500);
    if (status >= 300 && status < 400) {
      const location = response.headers.get('location') ?? '';
      expect(new URL(location, ORIGIN).origin).toBe(ORIGIN);
    }
    const body = await response.text();
    expect(body).not.toMatch(/\bat \S+ \(|\.tsx?:\d+:\d+|node_modules|TypeError|ReferenceError/);
    for (const text of HOSTILE) expect(body).not.toContain(text);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    // A page (the 404 page, an error page) keeps its strict policy; a plain-text answer (405) needs none.
    if (/^text\/html/.test(response.headers.get('content-type') ?? '')) {
      expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    }
  });
});
