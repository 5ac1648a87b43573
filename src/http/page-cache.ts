// Caching of rendered pages: an ETag per deploy, so browsers revalidate cheaply, and the edge cache (Cache API) in front
// of React, so a page is rendered once per edge location and deploy; on a miss the worker renders it again.
import type { MiddlewareHandler } from 'hono';

/** Changes with every build: pages are constant between deploys, so the deploy identifies their content. */
export const PAGE_ETAG = `W/"${__BUILD_ID__}"`;

/** Browsers always revalidate (a 304 costs no render); the edge keeps a page for a day or until the next deploy. */
export const PAGE_CACHE_CONTROL = 'public, max-age=0, must-revalidate, s-maxage=86400';

function matchesEtag(header: string | undefined): boolean {
  if (!header) return false;
  return (
    header.trim() === '*' || header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === PAGE_ETAG.slice(2))
  );
}

/** The Cache API of Workers and workerd; none in `vite dev` or outside workerd, where the middleware only sets headers. */
async function edgeCache(): Promise<Cache | undefined> {
  return !__DEV_SERVER__ && typeof caches !== 'undefined' ? caches.open('pages') : undefined;
}

export function pageCache(): MiddlewareHandler {
  return async (c, next) => {
    const headers = { etag: PAGE_ETAG, 'cache-control': PAGE_CACHE_CONTROL };
    if (matchesEtag(c.req.header('if-none-match'))) return c.body(null, 304, headers);

    // Keyed by path and deploy: query strings do not change a page, so they cannot fill the cache either.
    const key = new Request(new URL(`${c.req.path}?build=${__BUILD_ID__}`, c.req.url));
    const cache = await edgeCache();
    const hit = await cache?.match(key);
    // A copy, because a cached response's headers are immutable and the security headers still go on.
    if (hit) return new Response(hit.body, hit);

    await next();
    if (c.res.status !== 200) return;
    for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value);
    if (cache) {
      const stored = cache.put(key, c.res.clone());
      try {
        c.executionCtx.waitUntil(stored);
      } catch {
        await stored; // no ExecutionContext (app.request in tests): store before answering
      }
    }
  };
}
