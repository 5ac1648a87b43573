// What a security review found and the worker now refuses: redirects that could leave the site, error answers that a
// cache could keep, an unknown feature in the Permissions-Policy, and the classic icon path answered with the 404 page.
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { PERMISSIONS_POLICY } from '../../src/http/policies.ts';
import { collapseLeadingSeparators } from '../../src/http/same-site.ts';
import { createApp, sitePages } from '../../src/index.tsx';
import { ORIGIN, request, testPage } from './fetch.ts';

function Broken(): never {
  throw new Error('kaputt');
}

let warnings: MockInstance;
let errors: MockInstance;
beforeEach(() => {
  warnings = vi.spyOn(console, 'warn').mockImplementation(() => {});
  errors = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  warnings.mockRestore();
  errors.mockRestore();
});

/** Follows the worker's redirects (at most five) and returns every Location it sent and the last answer. */
async function follow(path: string): Promise<{ locations: string[]; last: Response }> {
  const locations: string[] = [];
  let url = `${ORIGIN}${path}`;
  for (let hop = 0; hop < 5; hop++) {
    const response = await request(url.slice(ORIGIN.length), { redirect: 'manual' });
    const location = response.headers.get('location');
    if (response.status < 300 || response.status >= 400 || location === null) return { locations, last: response };
    locations.push(location);
    url = new URL(location, url).href;
    if (!url.startsWith(`${ORIGIN}/`)) return { locations, last: response };
  }
  throw new Error(`${path}: more than five redirects`);
}

describe('no redirect leaves the site', () => {
  // Raw, doubled, backslashed (a browser reads `/\` as `//`) and percent-encoded in either case.
  const hostile = [
    '//evil.example/impressum/',
    '///evil.example/impressum/',
    '/\\evil.example/impressum/',
    '//\\evil.example/',
    '/%2F%2Fevil.example/impressum/',
    '/%2fevil.example/',
    '/%5Cevil.example/impressum/',
    '/%5c%5Cevil.example/',
    '/%2F%5C/evil.example/impressum/',
    '//evil.example',
    '//evil.example/?next=//evil.example',
  ];

  it.each(hostile)('%s: every Location is a path of this site, and the last answer is on it', async (path) => {
    const { locations, last } = await follow(path);
    expect(locations.length).toBeGreaterThan(0);
    for (const location of locations) {
      expect(location).toMatch(/^\/(?![/\\]|%2f|%5c)/i);
      expect(new URL(location, `${ORIGIN}/x`).origin).toBe(ORIGIN);
    }
    expect([200, 404]).toContain(last.status);
  });

  it('collapses the leading separators to one slash and keeps the rest', () => {
    expect(collapseLeadingSeparators('//evil.example/impressum/')).toBe('/evil.example/impressum/');
    expect(collapseLeadingSeparators('/%5C%2f\\//impressum')).toBe('/impressum');
    expect(collapseLeadingSeparators('/impressum')).toBe('/impressum');
    expect(collapseLeadingSeparators('/')).toBe('/');
  });

  it('names only the path when a proxy in front took a path for the host', async () => {
    // What `vite preview` makes of `//evil.example/impressum/`: the host evil.example, the path /impressum/.
    const response = await createApp().request('https://evil.example/impressum/', { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/impressum');
  });

  it('keeps the query of a page it collapses', async () => {
    const response = await request('//impressum?utm_source=x', { redirect: 'manual' });
    expect(response.headers.get('location')).toBe('/impressum?utm_source=x');
  });
});

describe('error answers are never stored', () => {
  it.each([
    ['the 404 page', '/gibt-es-nicht', {}],
    ['a removed hashed file', '/assets/main-alt12345.js', {}],
    ['the islands’ props of an earlier deploy', '/inseln/00000000.json', {}],
    ['a method the site does not answer', '/', { method: 'POST', body: 'x' }],
  ] as const)('%s: Cache-Control no-store', async (_, path, init) => {
    const response = await request(path, init);
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('the error page: Cache-Control no-store', async () => {
    const response = await createApp([...sitePages, testPage('/kaputt', Broken)]).request(`${ORIGIN}/kaputt`);
    expect(response.status).toBe(500);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});

describe('headers every page carries', () => {
  it('a Permissions-Policy of features Chromium knows', async () => {
    const policy = (await request('/')).headers.get('permissions-policy');
    expect(policy).toBe(PERMISSIONS_POLICY);
    expect(policy).not.toContain('bluetooth');
  });
});

describe('/favicon.ico', () => {
  it('points to the real icon, without a 404 page or a log line', async () => {
    const response = await request('/favicon.ico', { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/favicon.svg');
    expect(warnings).not.toHaveBeenCalled();
  });
});
