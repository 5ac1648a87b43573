// The site only serves pages: GET and HEAD. Every other method gets 405 with the Allow header, never a 5xx.
import type { MiddlewareHandler } from 'hono';

export const ALLOWED_METHODS = 'GET, HEAD';

export function onlyGetAndHead(): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    // Whatever was sent is not read: cancelling the body tells the runtime so, without receiving it.
    await c.req.raw.body?.cancel().catch(() => {});
    return c.text('405 – Diese Website beantwortet nur GET- und HEAD-Anfragen.', 405, { allow: ALLOWED_METHODS });
  };
}
