// Page caching, proven by counting renders: browsers revalidate with the ETag (304, no render) and the edge cache
// (the Cache API in workerd) answers repeat requests without React. With the Cache API switched off these fail.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAGE_CACHE_CONTROL, PAGE_ETAG, pageEtag } from '../../src/http/page-cache.ts';
import { createApp } from '../../src/index.tsx';
import { paths } from '../../src/routes.ts';
import { ORIGIN, request, testPage } from './fetch.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

let renders = 0;
function Counted() {
  renders++;
  return <p>Seite Nummer renders</p>;
}

let failures = 0;
function AlwaysBroken(): never {
  failures++;
  throw new Error('kaputt');
}

/** An app with counting pages and a deploy of its own, so no test sees another test's cache entries. */
function deploy(buildId = crypto.randomUUID()) {
  const app = createApp([testPage('/gezaehlt', Counted), testPage('/kaputt', AlwaysBroken)], { buildId });
  return { buildId, get: (path: string, init?: RequestInit) => app.request(`${ORIGIN}${path}`, init) };
}

describe('the edge cache', () => {
  it('renders a page on a miss and answers the next request without rendering', async () => {
    const site = deploy();
    renders = 0;
    const first = await site.get('/gezaehlt');
    const second = await site.get('/gezaehlt');
    expect(renders).toBe(1);
    expect(await second.text()).toBe(await first.text());
  });

  it('keys pages by deploy: a new build renders again', async () => {
    const older = deploy();
    renders = 0;
    await older.get('/gezaehlt');
    await older.get('/gezaehlt');
    const newer = deploy();
    await newer.get('/gezaehlt');
    await newer.get('/gezaehlt');
    expect(renders).toBe(2);
  });

  it('ignores query strings, so they cannot fill the cache', async () => {
    const site = deploy();
    renders = 0;
    for (const query of ['', '?utm_source=test', `?x=${Math.random()}`, '?a=1&b=2']) {
      expect((await site.get(`/gezaehlt${query}`)).status).toBe(200);
    }
    expect(renders).toBe(1);
  });

  it('does not store a HEAD answer: the next GET renders and stores the page', async () => {
    const site = deploy();
    renders = 0;
    expect((await site.get('/gezaehlt', { method: 'HEAD' })).status).toBe(200);
    const get = await site.get('/gezaehlt');
    expect(await get.text()).toContain('Seite Nummer');
    await site.get('/gezaehlt');
    expect(renders).toBe(2);
  });

  it('never stores an error page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const site = deploy();
    failures = 0;
    expect((await site.get('/kaputt')).status).toBe(500);
    expect((await site.get('/kaputt')).status).toBe(500);
    expect(failures).toBe(2);
  });

  it('never stores the 404 page', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const site = deploy();
    expect((await site.get('/nicht-da')).status).toBe(404);
    expect((await site.get('/nicht-da')).status).toBe(404);
    expect(warn).toHaveBeenCalledTimes(2); // the not-found handler ran both times
  });

  it('keeps the edge’s lifetime on its own copy: browsers and other caches get none of it', async () => {
    const site = deploy();
    const miss = await site.get('/gezaehlt');
    const hit = await site.get('/gezaehlt');
    for (const response of [miss, hit]) {
      expect(response.headers.get('cache-control')).toBe(PAGE_CACHE_CONTROL);
      expect(response.headers.get('cache-control')).not.toContain('s-maxage');
      expect(response.headers.get('etag')).toBe(pageEtag(site.buildId));
    }
    // The copy the edge keeps (the Cache API of workerd, under the page's key for this deploy) carries the lifetime.
    const kept = await (await caches.open('pages')).match(
      `${ORIGIN}/gezaehlt?build=${encodeURIComponent(site.buildId)}`,
    );
    expect(kept?.headers.get('cache-control')).toMatch(/\bs-maxage=[1-9]\d*/);
  });
});

describe('revalidation by browsers', () => {
  it('answers a matching If-None-Match with 304, no body and no render', async () => {
    const site = deploy();
    renders = 0;
    const response = await site.get('/gezaehlt', { headers: { 'if-none-match': pageEtag(site.buildId) } });
    expect(response.status).toBe(304);
    expect(await response.text()).toBe('');
    expect(renders).toBe(0);
  });

  it('sends the page again for the ETag of another deploy', async () => {
    const site = deploy();
    const response = await site.get('/gezaehlt', { headers: { 'if-none-match': pageEtag('aelter') } });
    expect(response.status).toBe(200);
  });

  it.each(Object.values(paths))('the real page %s carries the deploy’s ETag and the browser rules', async (path) => {
    const response = await request(path);
    expect(response.headers.get('etag')).toBe(PAGE_ETAG);
    expect(response.headers.get('cache-control')).toBe(PAGE_CACHE_CONTROL);
    expect((await request(path, { headers: { 'if-none-match': PAGE_ETAG } })).status).toBe(304);
  });

  it('never revalidates the 404 page', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const response = await request('/nicht-da', { headers: { 'if-none-match': PAGE_ETAG } });
    expect(response.status).toBe(404);
    expect(response.headers.get('etag')).toBeNull();
  });
});
