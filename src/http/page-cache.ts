// Caching of rendered pages: an ETag per deploy, so browsers revalidate cheaply, and the edge cache (Cache API) in front
// of React, so a page is rendered once per edge location and deploy; on a miss the worker renders it again.
import type { MiddlewareHandler } from 'hono';

export interface PageCacheOptions {
  /** Names the deploy in the ETag and the cache key (default: the build's id). */
  readonly buildId?: string;
}

export const pageEtag = (buildId: string) => `W/"${buildId}"`;

/** Changes with every build: pages are constant between deploys, so the deploy identifies their content. */
export const PAGE_ETAG = pageEtag(__BUILD_ID__);

/** What browsers and any other cache on the way get: revalidate every time (a 304 costs no render). */
export const PAGE_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

/** Only on the copy the edge keeps in its Cache API: a day, or until a deploy changes the key. Never sent on. */
export const EDGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=86400';

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.trim() === '*' || header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag.slice(2));
}

/** The Cache API of Workers and workerd; none in `vite dev` or outside workerd, where the middleware only sets headers. */
async function edgeCache(): Promise<Cache | undefined> {
  return !__DEV_SERVER__ && typeof caches !== 'undefined' ? caches.open('pages') : undefined;
}

export function pageCache({ buildId = __BUILD_ID__ }: PageCacheOptions = {}): MiddlewareHandler {
  const etag = pageEtag(buildId);
  return async (c, next) => {
    // `npm run dev` answers every request afresh: an ETag there would name a build that the next edit has changed, and
    // a normal reload would get a 304 and show the page before the edit.
    if (__DEV_SERVER__) {
      await next();
      c.res.headers.set('cache-control', 'no-store');
      return;
    }
    const headers = { etag, 'cache-control': PAGE_CACHE_CONTROL };
    if (matchesEtag(c.req.header('if-none-match'), etag)) return c.body(null, 304, headers);

    // Keyed by path and deploy: query strings do not change a page, so they cannot fill the cache either.
    const key = new Request(new URL(`${c.req.path}?build=${encodeURIComponent(buildId)}`, c.req.url));
    const cache = await edgeCache();
    const hit = await cache?.match(key);
    if (hit) {
      // A copy, because a cached response's headers are immutable; the browser gets its own cache rules.
      const response = new Response(hit.body, hit);
      response.headers.set('cache-control', PAGE_CACHE_CONTROL);
      return response;
    }

    await next();
    if (c.res.status !== 200) return;
    for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value);
    // A HEAD request's answer has no body to keep; the next GET stores the page.
    if (!cache || c.req.method === 'HEAD') return;
    const stored = c.res.clone();
    stored.headers.set('cache-control', EDGE_CACHE_CONTROL);
    const storing = cache.put(key, stored);
    try {
      c.executionCtx.waitUntil(storing);
    } catch {
      await storing; // no ExecutionContext (app.request in tests): store before answering
    }
  };
}
