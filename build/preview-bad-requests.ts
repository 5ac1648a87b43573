// `vite preview` (`npm start`) reads a request's target and Host header before any middleware sees the request: connect,
// Vite's middleware stack, parses the target with Node's legacy URL parser in the server's request listener, and the
// Cloudflare plugin builds a fetch Request from target and Host. A target that parser cannot read (`http://[`,
// `https://[::1/`, `http://xn--a.b/`) threw out of the listener and ended the process; one the plugin could not turn
// into a Request (credentials as in `http://user:pw@host/`, a `file:` target, two Host headers, port 99999 in Host) got
// Vite's 500 with a Node stack trace and this machine's paths. No worker can be asked about them: a fetch Request cannot
// carry them. The listener is wrapped so that each gets a plain 400 before connect parses anything, and a target the
// parser still cannot read ends in a 400 instead of the process (docs/sicherheit.md). Production runs no Vite.
import type { EventEmitter } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { COMMON_HEADERS } from '../src/http/policies.ts';

export const BAD_REQUEST = '400 – Diese Anfrage ist fehlerhaft.';

type Listener = (req: IncomingMessage, res: ServerResponse) => void;

/** A Host header's value: a host and an optional port (at most 65535), no credentials, path, query or fragment. */
function isAuthority(value: string): boolean {
  if (!/^[^\s/\\?#@]+$/.test(value)) return false;
  try {
    new URL(`http://${value}`);
    return true;
  } catch {
    return false;
  }
}

/**
 * A request target the site can answer: a path (`/…`; two separators at its start are build/preview-requests.ts's), or
 * an absolute http(s) URL without credentials (RFC 9112, 3.2). Anything else (`*`, `file:…`, a bare word) is not a
 * target of a page.
 */
function isTarget(target: string): boolean {
  if (target.startsWith('/')) return true;
  if (!/^https?:\/\//i.test(target)) return false;
  try {
    const url = new URL(target);
    return url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

/** Whether `req` is a request no origin server could answer but with 400: its target or its Host header is malformed. */
export function isMalformed(req: IncomingMessage): boolean {
  const hosts = req.rawHeaders.filter((_, index) => index % 2 === 0).filter((name) => name.toLowerCase() === 'host');
  // HTTP/1.1 without Host is refused by Node's own parser; HTTP/1.0 may go without.
  if (hosts.length > 1) return true;
  const host = req.headers.host;
  if (host !== undefined && !isAuthority(host)) return true;
  return !isTarget(req.url ?? '');
}

function badRequest(req: IncomingMessage, res: ServerResponse): void {
  req.resume();
  res.writeHead(400, {
    // As the worker's plain-text answers (build/preview-requests.ts): the headers every answer carries.
    ...COMMON_HEADERS,
    'content-type': 'text/plain; charset=UTF-8',
    'cache-control': 'no-store',
    'content-length': Buffer.byteLength(BAD_REQUEST),
    // What else the client sends on this connection cannot be trusted to be framed as we read it.
    connection: 'close',
  });
  res.end(BAD_REQUEST);
}

/**
 * Puts the 400 in front of `server`'s request listeners (Vite's connect app). A target that passes and still throws
 * while connect parses it (before any middleware runs, so before any answer) gets the 400 too.
 */
export function refuseMalformedRequests(server: EventEmitter): void {
  const listeners = server.listeners('request') as Listener[];
  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (isMalformed(req)) {
      badRequest(req, res);
      return;
    }
    try {
      for (const listener of listeners) listener(req, res);
    } catch {
      if (res.headersSent) res.destroy();
      else badRequest(req, res);
    }
  });
}
