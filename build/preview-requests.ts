// `vite preview` (`npm start`, the browser and engine tests' server) hands every request to the worker in workerd
// through the Cloudflare plugin, which first turns Node's request into a fetch Request. Two kinds of request it cannot
// turn into one, and Vite then answered 500 with a Node stack trace full of this machine's absolute paths, where the
// worker answers 405 or a redirect: a method the fetch standard forbids (TRACE; Node's server itself answers TRACK
// and CONNECT), and a request target that begins with two separators (`//%2Fevil.example/`), which the URL parser
// reads as a host instead of a path (an invalid one threw; `//evil.example/` was served as evil.example's `/`). This
// middleware, ahead of the Cloudflare plugin's handler, answers the one as the worker does (405, src/http/methods.ts)
// and hands the other on as an absolute URL on this host, so the worker sees the path as sent, as behind Cloudflare's
// edge, and collapses it (src/http/same-site.ts). Paths under /cdn-cgi/, the edge's own, get a 404 here instead of
// Miniflare's local tools. Production runs no Vite; this keeps the local server honest.
import type { EventEmitter } from 'node:events';
import { type IncomingMessage, STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Connect, Plugin } from 'vite';
import { ALLOWED_METHODS, METHOD_NOT_ALLOWED } from '../src/http/methods.ts';
import { escapeUnsafe } from '../src/lib/characters.ts';
import {
  answerPlainText,
  BAD_REQUEST,
  isMalformed,
  plainTextHeaders,
  refuseMalformedRequests,
} from './preview-bad-requests.ts';

/**
 * The answer under `/cdn-cgi/`: on the real site Cloudflare's edge answers those paths itself and the worker never sees
 * them; locally Miniflare served its own tools there to any page of this machine (the Local Explorer with its API, a
 * trigger for scheduled events that answered 500), which `npm start` does not need (docs/sicherheit.md).
 */
export const EDGE_PATH = '404 – Unter /cdn-cgi/ antwortet auf der echten Seite Cloudflare selbst, nicht die Website.';

/** Whether the target's path lies under `/cdn-cgi/`, as Miniflare reads it (decoded, either case). */
export function isEdgePath(target: string): boolean {
  let path: string;
  try {
    path = new URL(target, 'http://localhost').pathname;
  } catch {
    return false;
  }
  try {
    path = decodeURIComponent(path);
  } catch {
    // a malformed escape: read as sent
  }
  return /^\/+cdn-cgi(\/|$)/i.test(path);
}

/**
 * Miniflare's own request headers (`MF-CF-Blob`, `MF-Route-Override`, …) steer the local runtime; the Cloudflare plugin
 * passed a client's on to it, and `MF-CF-Blob: {` made every page a 500. The edge gives them no meaning, so they are
 * dropped before the plugin reads the request (its raw headers).
 */
export function dropMiniflareHeaders(req: IncomingMessage): void {
  const internal = (name: string) => /^mf-/i.test(name);
  const kept: string[] = [];
  for (let index = 0; index < req.rawHeaders.length; index += 2) {
    const name = req.rawHeaders[index] ?? '';
    if (!internal(name)) kept.push(name, req.rawHeaders[index + 1] ?? '');
  }
  if (kept.length === req.rawHeaders.length) return;
  req.rawHeaders = kept;
  for (const name of Object.keys(req.headers)) if (internal(name)) delete req.headers[name];
}

/** Methods a fetch Request cannot carry (the fetch standard's forbidden methods): no worker ever sees them. */
const FORBIDDEN_METHODS = new Set(['CONNECT', 'TRACE', 'TRACK']);

/**
 * The request target as an absolute URL on `host` where the URL parser would read it as something else than a path of
 * this host (`//other.host/…`, `/\other.host/…`), else undefined: then it reaches the worker as it is.
 */
export function absoluteTarget(target: string, host: string): string | undefined {
  if (!target.startsWith('/')) return undefined;
  const base = `http://${host}`;
  try {
    if (new URL(target, base).origin === new URL(base).origin) return undefined;
  } catch {
    // read as an invalid host: made absolute below
  }
  return `${base}${target}`;
}

export function workerLikeRequests(): Connect.NextHandleFunction {
  return (req, res, next) => {
    if (FORBIDDEN_METHODS.has(req.method ?? '')) {
      answerPlainText(req, res, 405, METHOD_NOT_ALLOWED, { allow: ALLOWED_METHODS });
      return;
    }
    if (isEdgePath(req.url ?? '/')) {
      answerPlainText(req, res, 404, EDGE_PATH);
      return;
    }
    dropMiniflareHeaders(req);
    const absolute = absoluteTarget(req.url ?? '/', req.headers.host ?? 'localhost');
    if (absolute) {
      // The Cloudflare plugin reads originalUrl where connect has set it.
      req.url = absolute;
      req.originalUrl = absolute;
    }
    next();
  };
}

/** A whole plain-text answer written to a raw socket, which is then closed: for requests no middleware sees. */
function answerOnSocket(socket: Duplex, status: number, body: string): void {
  const headers = { ...plainTextHeaders(body), connection: 'close' };
  const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head.join('')}\r\n${body}`);
}

/** The answer where the local server itself fails: no trace, no path of this machine. */
export const SERVER_ERROR = '500 – Die lokale Vorschau konnte diese Anfrage nicht beantworten (Details im Terminal).';

/**
 * Last in the chain of `vite preview`: an error a middleware passes on (the Cloudflare plugin passes every error of its
 * own) would reach connect's final handler, which outside production answers with the stack trace and this machine's
 * paths. This answers it in plain text and prints what failed to the terminal, escaped (src/lib/characters.ts).
 */
export function plainServerErrors(log: (message: string) => void): Connect.ErrorHandleFunction {
  return (error: unknown, req, res, _next) => {
    const what = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    log(`500 ${escapeUnsafe(req.url ?? '')}: ${escapeUnsafe(what)}`);
    if (res.headersSent) {
      res.destroy();
      return;
    }
    answerPlainText(req, res, 500, SERVER_ERROR);
  };
}

/** The answer to a request to switch to WebSocket: the site offers none. */
export const NO_WEBSOCKET = '404 – Diese Website bietet keinen WebSocket.';

/**
 * A request that asks to switch protocols (WebSocket) goes to `server`'s 'upgrade' listeners, not to its request
 * listener, so none of the checks above saw it: the Cloudflare plugin's listener handed even a malformed target or a
 * path under /cdn-cgi/ to the worker and closed the connection without an answer, and one that named Vite's protocol
 * (`vite-hmr`) it left open for good. The site offers no WebSocket, so `npm start` answers each itself, in plain text:
 * 400 where the target or Host is malformed, else 404 (docs/sicherheit.md). A page that someday needs one takes this
 * out.
 */
export function refuseUpgrades(server: EventEmitter): void {
  server.removeAllListeners('upgrade');
  server.on('upgrade', (req: IncomingMessage, socket: Duplex) => {
    socket.on('error', () => socket.destroy());
    if (isMalformed(req)) answerOnSocket(socket, 400, BAD_REQUEST);
    else answerOnSocket(socket, 404, NO_WEBSOCKET);
  });
}

/**
 * Puts workerLikeRequests in front of every other middleware of `vite preview`, the 400 for a malformed target or
 * Host in front of the middleware stack itself (build/preview-bad-requests.ts), our answer to WebSocket requests in
 * place of the Cloudflare plugin's handler, which it adds in its own hook, and a plain 500 behind its request handler
 * (both in ours, run after every plugin's).
 */
export function previewRequests(): Plugin {
  return {
    name: 'bemedics:preview-requests',
    configurePreviewServer: {
      order: 'pre',
      handler(server) {
        refuseMalformedRequests(server.httpServer);
        server.middlewares.use(workerLikeRequests());
        return () => {
          if (server.httpServer) refuseUpgrades(server.httpServer);
          server.middlewares.use(plainServerErrors((message) => server.config.logger.error(message)));
        };
      },
    },
  };
}
