// Two small local servers for the engine tests. The page proxy serves the site on a fresh loopback port per page (so
// every page starts with empty storage) and, for a driver that cannot run a script before the page's own (WebDriver
// classic), adds one same-origin <script src> at the top of every HTML document, with a nonce it adds to the page's
// script-src: 'self' alone does not allow it where the policy trusts by 'strict-dynamic' (Google Ads on,
// src/http/content-security-policy.ts), and the nonce allows that one tag and nothing of the site's. The dead
// proxy is the browsers' proxy for every other origin: it records what was asked for and refuses it, so no test
// reaches the network (wa.me) and the answer is the same with or without internet.

import { randomBytes } from 'node:crypto';
import {
  createServer as createHttpServer,
  request as httpRequest,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type Server,
  type ServerResponse,
} from 'node:http';
import { createServer as createTcpServer, type Socket, type Server as TcpServer } from 'node:net';

const PREFIX = '/__engines/';
/** Where the init script is served and where page errors are posted (see reportErrors in page-scripts.ts). */
export const INIT_PATH = `${PREFIX}init.js`;
export const ERRORS_PATH = `${PREFIX}errors`;

export interface PageProxy {
  readonly origin: string;
  /** Messages the pages posted to ERRORS_PATH, oldest first. */
  readonly errors: readonly string[];
  close(): Promise<void>;
}

function listen(server: Server | TcpServer): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      if (typeof address === 'object' && address) resolve(address.port);
      else reject(new Error('no port'));
    });
  });
}

function closeServer(server: Server | TcpServer): Promise<void> {
  if ('closeAllConnections' in server) server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}

function readBody(message: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    message.on('data', (chunk: Buffer) => chunks.push(chunk));
    message.on('end', () => resolve(Buffer.concat(chunks)));
    message.on('error', reject);
  });
}

/** `policy` with `nonce` added to its script-src (every page of the site has one). */
function withNonce(policy: string, nonce: string): string {
  if (!/(^|;)\s*script-src\s/.test(policy))
    throw new Error(`no script-src to add the init script's nonce to: ${policy}`);
  return policy.replace(/(^|;)(\s*)script-src\s/, `$1$2script-src 'nonce-${nonce}' `);
}

/** Serves `upstream` on a new loopback port; `initScript` (if given) runs first in every HTML document. */
export async function startPageProxy(upstream: string, initScript?: string): Promise<PageProxy> {
  const target = new URL(upstream);
  const errors: string[] = [];
  const nonce = randomBytes(16).toString('base64');
  const tag = initScript === undefined ? '' : `<script nonce="${nonce}" src="${INIT_PATH}"></script>`;

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = req.url ?? '/';
    if (path === ERRORS_PATH && req.method === 'POST') {
      errors.push((await readBody(req)).toString('utf8'));
      res.writeHead(204).end();
      return;
    }
    if (path === INIT_PATH && initScript !== undefined) {
      res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' });
      res.end(initScript);
      return;
    }
    const headers = { ...req.headers };
    // Whole, uncompressed answers, so that the script tag can go in; the same bytes otherwise.
    delete headers['accept-encoding'];
    delete headers['if-none-match'];
    delete headers['if-modified-since'];
    const upstreamReq = httpRequest(
      { hostname: target.hostname, port: target.port, path, method: req.method, headers },
      (upstreamRes) => {
        const type = String(upstreamRes.headers['content-type'] ?? '');
        if (!tag || !type.startsWith('text/html')) {
          res.writeHead(upstreamRes.statusCode ?? 502, upstreamRes.headers);
          upstreamRes.pipe(res);
          return;
        }
        void readBody(upstreamRes)
          .then((body) => {
            const html = body.toString('utf8').replace(/<head(\s[^>]*)?>/i, (head) => `${head}${tag}`);
            const outHeaders: OutgoingHttpHeaders = { ...upstreamRes.headers, 'cache-control': 'no-store' };
            const policy = upstreamRes.headers['content-security-policy'];
            if (typeof policy === 'string') outHeaders['content-security-policy'] = withNonce(policy, nonce);
            delete outHeaders['content-length'];
            delete outHeaders.etag;
            res.writeHead(upstreamRes.statusCode ?? 502, outHeaders);
            res.end(req.method === 'HEAD' ? undefined : html);
          })
          .catch((error: unknown) => res.writeHead(500).end(String(error)));
      },
    );
    upstreamReq.on('error', (error) => res.writeHead(502).end(String(error)));
    req.pipe(upstreamReq);
  }

  const server = createHttpServer((req, res) => {
    handle(req, res).catch((error: unknown) => res.writeHead(500).end(String(error)));
  });
  const port = await listen(server);
  return { origin: `http://127.0.0.1:${port}`, errors, close: () => closeServer(server) };
}

export interface DeadProxy {
  readonly port: number;
  /** The request lines the browser sent, e.g. `CONNECT wa.me:443 HTTP/1.1`. */
  readonly requests: string[];
  close(): Promise<void>;
}

/**
 * A host that does not exist (RFC 2606), for a request the proxy should record and answer with nothing, e.g. Firefox's
 * mail handler in the engine tests (puppeteer.ts): a "204 No Content" keeps the page where it is, and a request the
 * proxy drops instead would be sent again, several times.
 */
export const ANSWERED_HOST = 'answered.invalid';

/** A proxy that lets nothing through: the browser shows its own error page for any other origin. */
export async function startDeadProxy(): Promise<DeadProxy> {
  const requests: string[] = [];
  const server = createTcpServer((socket) => {
    socket.once('data', (chunk) => {
      const line = chunk.toString('latin1').split('\r\n')[0] ?? '';
      requests.push(line);
      if (line.startsWith(`GET http://${ANSWERED_HOST}/`)) {
        socket.end('HTTP/1.1 204 No Content\r\nConnection: close\r\n\r\n');
        return;
      }
      // Dropped rather than answered: then WebKit, too, keeps the address in the window it opened (its error page).
      socket.destroy();
    });
    socket.on('error', () => undefined);
  });
  const sockets = new Set<Socket>();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  const port = await listen(server);
  return {
    port,
    requests,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return closeServer(server);
    },
  };
}
