// An error answer (404, 405, 500, any 4xx or 5xx) is never stored, by a browser or any cache on the way: the next
// request may well succeed (a page that is published later, a fixed deploy), and it must reach the worker to do so.
import type { MiddlewareHandler } from 'hono';

export function noStoreErrors(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.res.status >= 400) c.res.headers.set('cache-control', 'no-store');
  };
}
