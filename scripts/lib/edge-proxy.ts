// A local stand-in for Cloudflare's edge in front of `vite preview`: compresses text responses with brotli or gzip,
// as the edge does in production, so that audits and benchmarks see production transfer sizes. It can also answer a few
// pages of its own (the audit's reference pages, docs/messungen.md), compressed the same way.
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';

const COMPRESSIBLE = /^(text\/|application\/(javascript|json|manifest\+json|xml)|image\/svg\+xml)/;

export interface EdgeProxy {
  readonly url: string;
  close(): Promise<void>;
}

function compressor(encoding: 'br' | 'gzip') {
  return encoding === 'br'
    ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
    : createGzip({ level: 6 });
}

function encodingFor(accepts: string): 'br' | 'gzip' | null {
  return /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : null;
}

/** Rewrites a text response before it is compressed; the response is then read whole instead of streamed through. */
export type ResponseTransform = (path: string, contentType: string, body: string) => string;

/**
 * A page the stand-in serves under a path of its own: the origin's response for `path`, rewritten by `transform`
 * (the audit's landing page alone, scripts/lib/page-alone.ts, beside the page itself). Only this response is
 * rewritten; what the page then loads comes as it is.
 */
export interface RewrittenPage {
  readonly path: string;
  readonly transform: ResponseTransform;
}

/** `pages`: path -> HTML the proxy answers itself, instead of the origin, or another path of the origin, rewritten. */
export function startEdgeProxy(
  origin: string,
  pages: Readonly<Record<string, string | RewrittenPage>> = {},
): Promise<EdgeProxy> {
  const target = new URL(origin);
  const server: Server = createServer((incoming, outgoing) => {
    const own = pages[incoming.url ?? ''];
    if (typeof own === 'string') {
      const encoding = encodingFor(String(incoming.headers['accept-encoding'] ?? ''));
      outgoing.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
        ...(encoding ? { 'content-encoding': encoding, vary: 'Accept-Encoding' } : {}),
      });
      const body = encoding ? compressor(encoding) : null;
      if (body) {
        body.pipe(outgoing);
        body.end(own);
      } else outgoing.end(own);
      return;
    }
    const path = own?.path ?? incoming.url ?? '/';
    const rewrite = own?.transform;
    const upstream = request(
      {
        host: target.hostname,
        port: target.port,
        method: incoming.method,
        path,
        headers: { ...incoming.headers, host: target.host, 'accept-encoding': 'identity' },
      },
      (response) => {
        const headers = { ...response.headers };
        const type = String(headers['content-type'] ?? '');
        const accepts = String(incoming.headers['accept-encoding'] ?? '');
        const encoding = !COMPRESSIBLE.test(type) || response.statusCode === 304 ? null : encodingFor(accepts);
        if (!encoding) {
          outgoing.writeHead(response.statusCode ?? 502, headers);
          response.pipe(outgoing);
          return;
        }
        delete headers['content-length'];
        headers['content-encoding'] = encoding;
        headers.vary = headers.vary ? `${headers.vary}, Accept-Encoding` : 'Accept-Encoding';
        outgoing.writeHead(response.statusCode ?? 502, headers);
        if (!rewrite) {
          response.pipe(compressor(encoding)).pipe(outgoing);
          return;
        }
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const body = compressor(encoding);
          body.pipe(outgoing);
          body.end(rewrite(path, type, Buffer.concat(chunks).toString('utf8')));
        });
      },
    );
    upstream.on('error', () => {
      outgoing.writeHead(502);
      outgoing.end();
    });
    incoming.pipe(upstream);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}`,
        // `close` alone closes idle connections but waits for busy ones, and a browser that is still open may hold one
        // (a request in flight when it left the page): the audit's teardown once sat there for good.
        close: () =>
          new Promise((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}
