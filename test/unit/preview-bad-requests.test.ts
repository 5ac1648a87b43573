// The 400 in front of `vite preview`'s request listener (build/preview-bad-requests.ts), on a plain Node server whose
// listener throws as connect's URL parsing did: the server answers and goes on. The real preview server with the real
// hostile requests: test/unit/preview-server.test.ts.
import { createServer, type Server } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { BAD_REQUEST, refuseMalformedRequests } from '../../build/preview-bad-requests.ts';

let server: Server;
let port = 0;

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === '/throws') throw new TypeError('Invalid URL');
    res.end('ok');
  });
  refuseMalformedRequests(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Sends `requestLine` and `headers` as they are and returns the answer's status and body. */
function raw(requestLine: string, headers: readonly string[]): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const [head = '', body = ''] = Buffer.concat(chunks).toString('utf8').split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), body });
    });
    socket.write(`${requestLine}\r\n${headers.map((header) => `${header}\r\n`).join('')}Connection: close\r\n\r\n`);
  });
}

const HOST = 'Host: 127.0.0.1';

it.each<[string, string[]]>([
  ['GET /throws HTTP/1.1', [HOST]],
  ['GET http://[ HTTP/1.1', [HOST]],
  ['GET http://user:pw@host/ HTTP/1.1', [HOST]],
  ['GET file:///etc/passwd HTTP/1.1', [HOST]],
  ['OPTIONS * HTTP/1.1', [HOST]],
  ['GET / HTTP/1.1', [HOST, 'Host: evil.example']],
  ['GET / HTTP/1.1', ['Host: 127.0.0.1:99999']],
  ['GET / HTTP/1.1', ['Host: user@127.0.0.1']],
  ['GET / HTTP/1.1', ['Host: 127.0.0.1/evil']],
])('%s %j: 400, and the server goes on', async (requestLine, headers) => {
  expect(await raw(requestLine, headers)).toEqual({ status: 400, body: BAD_REQUEST });
  expect(await raw('GET / HTTP/1.1', [HOST])).toEqual({ status: 200, body: 'ok' });
});

it.each<[string, string[]]>([
  ['GET /impressum?x=1 HTTP/1.1', [HOST]],
  ['GET http://127.0.0.1/impressum HTTP/1.1', [HOST]],
  ['GET / HTTP/1.1', ['Host: [::1]:8787']],
  ['GET / HTTP/1.0', []],
])('%s %j: handed to the listener', async (requestLine, headers) => {
  expect(await raw(requestLine, headers)).toEqual({ status: 200, body: 'ok' });
});
