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

/**
 * The ports fetch refuses to connect to (the Fetch standard's "bad ports"): Miniflare fetches the worker through a URL
 * built from the request's Host or absolute target, and such a port ended in "fetch failed", answered 500 with a stack
 * trace. Port 0 cannot be connected to either.
 */
const UNFETCHABLE_PORTS = new Set(
  '0 1 7 9 11 13 15 17 19 20 21 22 23 25 37 42 43 53 69 77 79 87 95 101 102 103 104 109 110 111 113 115 117 119 123 135 137 139 143 161 179 389 427 465 512 513 514 515 526 530 531 532 540 548 554 556 563 587 601 636 989 990 993 995 1719 1720 1723 2049 3659 4045 4190 5060 5061 6000 6566 6665 6666 6667 6668 6669 6679 6697 10080'.split(
    ' ',
  ),
);

/** Whether `url` names a port a fetch cannot reach. */
const unfetchable = (url: URL) => UNFETCHABLE_PORTS.has(url.port);

/**
 * A Host header's value: a host and an optional port (at most 65535, none that fetch refuses), no credentials, path,
 * query or fragment.
 */
function isAuthority(value: string): boolean {
  if (!/^[^\s/\\?#@]+$/.test(value)) return false;
  try {
    return !unfetchable(new URL(`http://${value}`));
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
    return url.username === '' && url.password === '' && !unfetchable(url);
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

/**
 * The headers of a plain-text answer of the local server: as the worker's plain-text answers, the headers every answer
 * carries (src/http/policies.ts), none of a document's, never stored.
 */
export function plainTextHeaders(body: string): Record<string, string> {
  return {
    ...COMMON_HEADERS,
    'content-type': 'text/plain; charset=UTF-8',
    'cache-control': 'no-store',
    'content-length': String(Buffer.byteLength(body)),
  };
}

/** Answers `res` with `body` in plain text (and `extra` headers), after reading away what the request still sends. */
export function answerPlainText(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  body: string,
  extra: Record<string, string> = {},
): void {
  req.resume();
  res.writeHead(status, { ...plainTextHeaders(body), ...extra });
  res.end(body);
}

function badRequest(req: IncomingMessage, res: ServerResponse): void {
  // What else the client sends on this connection cannot be trusted to be framed as we read it.
  answerPlainText(req, res, 400, BAD_REQUEST, { connection: 'close' });
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
