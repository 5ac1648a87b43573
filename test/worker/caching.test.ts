import { describe, expect, it } from 'vitest';
import { PAGE_CACHE_CONTROL, PAGE_ETAG } from '../../src/http/page-cache.ts';
import { paths } from '../../src/routes.ts';
import { request } from './fetch.ts';

describe.each(Object.values(paths))('caching of %s', (path) => {
  it('sends an ETag and lets the edge cache the page while browsers revalidate', async () => {
    const response = await request(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('etag')).toBe(PAGE_ETAG);
    expect(response.headers.get('cache-control')).toBe(PAGE_CACHE_CONTROL);
    expect(PAGE_CACHE_CONTROL).toMatch(/s-maxage=\d+/);
  });

  it('answers a matching If-None-Match with 304 and no body', async () => {
    const response = await request(path, { headers: { 'if-none-match': PAGE_ETAG } });
    expect(response.status).toBe(304);
    expect(response.headers.get('etag')).toBe(PAGE_ETAG);
    expect(await response.text()).toBe('');
  });

  it('renders again for an ETag of another deploy', async () => {
    const response = await request(path, { headers: { 'if-none-match': 'W/"older-build"' } });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<html lang="de"');
  });

  it('serves the same page from the edge cache, whatever the query string', async () => {
    const first = await (await request(path)).text();
    const again = await request(`${path}?utm_source=test&x=${Math.random()}`);
    expect(again.status).toBe(200);
    expect(await again.text()).toBe(first);
  });
});

it('never caches or revalidates the 404 page', async () => {
  const response = await request('/nicht-da', { headers: { 'if-none-match': PAGE_ETAG } });
  expect(response.status).toBe(404);
  expect(response.headers.get('etag')).toBeNull();
});
