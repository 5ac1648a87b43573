// The site only serves pages: GET and HEAD. Every other method gets 405 with the Allow header, never a 5xx.
import type { MiddlewareHandler } from 'hono';

export const ALLOWED_METHODS = 'GET, HEAD';

/** The body of the 405 answer (also `vite preview`'s for methods no worker sees, build/preview-requests.ts). */
export const METHOD_NOT_ALLOWED = '405 – Diese Website beantwortet nur GET- und HEAD-Anfragen.';

/** A request body up to this size is read and dropped; a longer one is cancelled unread. */
const DISCARDED_BYTES = 64 * 1024;

/**
 * Drops a body the site does not want, with bounded work: reading a small one to its end keeps a proxy in front
 * (`vite preview` locally) from failing the upload, while a large or endless one is cancelled after 64 KB.
 */
async function discard(body: ReadableStream<Uint8Array> | null): Promise<void> {
  if (!body) return;
  const reader = body.getReader();
  try {
    for (let read = 0; read <= DISCARDED_BYTES; ) {
      const { done, value } = await reader.read();
      if (done) return;
      read += value.byteLength;
    }
    await reader.cancel();
  } catch {
    // the client went away: nothing left to drop
  }
}

export function onlyGetAndHead(): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    await discard(c.req.raw.body);
    return c.text(METHOD_NOT_ALLOWED, 405, { allow: ALLOWED_METHODS });
  };
}
