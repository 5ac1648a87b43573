// A local stand-in for Cloudflare's edge in front of `vite preview`: compresses text responses with brotli or gzip,
// as the edge does in production, so that audits and benchmarks see production transfer sizes.
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';

const COMPRESSIBLE = /^(text\/|application\/(javascript|json|manifest\+json|xml)|image\/svg\+xml)/;

export interface EdgeProxy {
  readonly url: string;
  close(): Promise<void>;
}

export function startEdgeProxy(origin: string): Promise<EdgeProxy> {
  const target = new URL(origin);
  const server: Server = createServer((incoming, outgoing) => {
    const upstream = request(
      {
        host: target.hostname,
        port: target.port,
        method: incoming.method,
        path: incoming.url,
        headers: { ...incoming.headers, host: target.host, 'accept-encoding': 'identity' },
      },
      (response) => {
        const headers = { ...response.headers };
        const type = String(headers['content-type'] ?? '');
        const accepts = String(incoming.headers['accept-encoding'] ?? '');
        const encoding =
          !COMPRESSIBLE.test(type) || response.statusCode === 304
            ? null
            : /\bbr\b/.test(accepts)
              ? 'br'
              : /\bgzip\b/.test(accepts)
                ? 'gzip'
                : null;
        if (!encoding) {
          outgoing.writeHead(response.statusCode ?? 502, headers);
          response.pipe(outgoing);
          return;
        }
        delete headers['content-length'];
        headers['content-encoding'] = encoding;
        headers.vary = headers.vary ? `${headers.vary}, Accept-Encoding` : 'Accept-Encoding';
        outgoing.writeHead(response.statusCode ?? 502, headers);
        const compress =
          encoding === 'br'
            ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
            : createGzip({ level: 6 });
        response.pipe(compress).pipe(outgoing);
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
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}
