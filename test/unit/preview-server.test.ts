// `npm start` serves the build with `vite preview`, which hands requests to the worker through the Cloudflare plugin.
// Request targets that plugin cannot turn into a fetch Request (a method fetch forbids, a path the URL parser reads as
// a host) must get the worker's answer from it too (build/preview-requests.ts), never a 5xx with a Node stack trace
// and this machine's paths; a malformed target or Host header a plain 400, never the end of the process
// (build/preview-bad-requests.ts). Sent raw over a socket: fetch would refuse or normalise them before they left.

import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BAD_REQUEST } from '../../build/preview-bad-requests.ts';
import { EDGE_PATH, NO_WEBSOCKET } from '../../build/preview-requests.ts';
import { type Preview, startPreview } from '../../scripts/lib/preview.ts';
import { buildCopy, copyProject } from '../../scripts/lib/project-copy.ts';
import { debuggerPorts, listeningPorts } from './listening-ports.ts';

/** This run's own copy (scripts/lib/temp-folder.ts), removed when the file ends. */
const dir = mkdtempSync(join(tmpdir(), 'bemedics-preview-'));
let preview: Preview | undefined;
let buildLog = '';

beforeAll(async () => {
  await copyProject(dir);
  ({ log: buildLog } = await buildCopy(dir));
  preview = await startPreview(dir);
});

// `npm start` builds first: each environment once, so its output lists each file once (build/client-assets.ts).
it('is preceded by a build of each environment once', () => {
  expect(buildLog.match(/building client environment/g)).toHaveLength(1);
  expect(buildLog.match(/building bemedics environment/g)).toHaveLength(1);
});

afterAll(async () => {
  await preview?.stop();
  await rm(dir, { recursive: true, force: true });
});

interface RawAnswer {
  readonly status: number;
  readonly headers: Map<string, string>;
  readonly body: string;
}

/**
 * Sends `requestLine` as it is, with `headers` and a Host header of this server unless they hold one, and reads the
 * whole answer (the connection closes after it).
 */
function raw(requestLine: string, headers: readonly string[] = [], connection = 'close'): Promise<RawAnswer> {
  const { hostname, port } = new URL(preview?.url ?? '');
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', ...rest] = text.split('\r\n\r\n');
      const [statusLine = '', ...headerLines] = head.split('\r\n');
      const headers = new Map(
        headerLines.map((line) => [
          line.slice(0, line.indexOf(':')).toLowerCase(),
          line.slice(line.indexOf(':') + 1).trim(),
        ]),
      );
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n') });
    });
    // Written, not ended: a client that closes its side first may get no answer; the server closes after it.
    const host = headers.some((header) => /^host:/i.test(header)) ? '' : `Host: ${hostname}:${port}\r\n`;
    const extra = headers.map((header) => `${header}\r\n`).join('');
    socket.write(`${requestLine}\r\n${host}${extra}Connection: ${connection}\r\n\r\n`);
  });
}

/** Marks of a Node stack trace or of this machine's file system in an answer. */
function leaks(answer: RawAnswer): string[] {
  const text = `${[...answer.headers].join('\n')}\n${answer.body}`;
  const traces = [/\bat .*:\d+:\d+/, /file:\/\//, /node_modules/, /node:internal/, /Error:/].filter((mark) =>
    mark.test(text),
  );
  const paths = [process.cwd(), dir, tmpdir()].filter((path) => text.includes(path));
  return [...traces.map(String), ...paths];
}

describe('vite preview answers as the worker does', () => {
  it.each(['/', '/impressum', '/gibt-es-nicht'])('TRACE %s: 405 with the Allow header', async (path) => {
    const answer = await raw(`TRACE ${path} HTTP/1.1`);
    expect(leaks(answer)).toEqual([]);
    expect(answer.status).toBe(405);
    expect(answer.headers.get('allow')).toBe('GET, HEAD');
  });

  it.each(['//%2Fevil.example/', '//%2Fevil.example/impressum/', '//evil.example/', '/\\evil.example/', '//['])(
    'GET %s: the path as sent, redirected to a path of this site',
    async (target) => {
      const answer = await raw(`GET ${target} HTTP/1.1`);
      expect(leaks(answer)).toEqual([]);
      expect(answer.status).toBe(301);
      const location = answer.headers.get('location') ?? '';
      expect(location).toMatch(/^\/[^/\\]/);
    },
  );

  // The edge never answers another origin; Vite's preview did for any page on localhost (its default since Vite 6), so
  // another local site open in the same browser could read these answers.
  it.each(['GET / HTTP/1.1', 'OPTIONS / HTTP/1.1'])(
    '%s from another local origin: no CORS header that lets it read the answer',
    async (requestLine) => {
      const answer = await raw(requestLine, ['Origin: http://localhost:5173', 'Access-Control-Request-Method: GET']);
      expect([...answer.headers.keys()].filter((name) => name.startsWith('access-control-'))).toEqual([]);
    },
  );

  // Node's URL parser threw on the first three in the server's request listener, which ended `npm start`; the others
  // got Vite's 500 with a stack trace. Each is answered 400, and the next request is served.
  it.each<[string, string, string[]]>([
    ['an unparsable host', 'GET http://[ HTTP/1.1', []],
    ['an unclosed IPv6 host', 'GET https://[::1/ HTTP/1.1', []],
    ['an invalid punycode host', 'GET http://xn--a.b/ HTTP/1.1', []],
    ['credentials', 'GET http://user:pw@host/ HTTP/1.1', []],
    ['a file URL', 'GET file:///etc/passwd HTTP/1.1', []],
    ['two Host headers', 'GET / HTTP/1.1', ['Host: 127.0.0.1', 'Host: evil.example']],
    ['port 99999 in Host', 'GET / HTTP/1.1', ['Host: 127.0.0.1:99999']],
    // Ports fetch refuses (the Fetch standard's bad ports): Miniflare's fetch failed, and Vite answered 500.
    ['a port fetch refuses in Host', 'GET / HTTP/1.1', ['Host: 127.0.0.1:22']],
    ['an absolute target on a port fetch refuses', 'GET http://127.0.0.1:6000/ HTTP/1.1', []],
  ])('a request with %s: 400 in plain text, and the server goes on', async (_, requestLine, headers) => {
    const answer = await raw(requestLine, headers);
    expect(leaks(answer)).toEqual([]);
    expect(answer.status).toBe(400);
    expect(answer.headers.get('content-type')).toBe('text/plain; charset=UTF-8');
    expect(answer.body).toBe(BAD_REQUEST);
    expect((await raw('GET /impressum HTTP/1.1')).status).toBe(200);
  });

  // Miniflare served its Local Explorer (with an API) and a trigger for scheduled events (a 500 here) under the edge's
  // own /cdn-cgi/, which on the real site never reaches the worker.
  it.each([
    '/cdn-cgi/explorer',
    '/cdn-cgi/explorer/api/local/workers',
    '/CDN-CGI/local/scheduled',
    '/%63dn-cgi/explorer',
  ])("GET %s: 404 in plain text, none of Miniflare's local tools", async (target) => {
    const answer = await raw(`GET ${target} HTTP/1.1`);
    expect(leaks(answer)).toEqual([]);
    expect(answer.status).toBe(404);
    expect(answer.headers.get('content-type')).toBe('text/plain; charset=UTF-8');
    expect(answer.body).toBe(EDGE_PATH);
  });

  // A request to switch to WebSocket goes past every middleware, to the Cloudflare plugin's own listener, which handed
  // these to the worker and closed the connection without an answer, or kept one that named Vite's protocol open.
  const upgrade = ['Upgrade: websocket', 'Sec-WebSocket-Version: 13', 'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ=='];
  it.each<[string, string, string[], number, string]>([
    ['an unparsable host', 'GET http://[ HTTP/1.1', [], 400, BAD_REQUEST],
    ['two Host headers', 'GET / HTTP/1.1', ['Host: 127.0.0.1', 'Host: evil.example'], 400, BAD_REQUEST],
    ['a path under /cdn-cgi/', 'GET /cdn-cgi/explorer HTTP/1.1', [], 404, NO_WEBSOCKET],
    ['the landing page', 'GET / HTTP/1.1', [], 404, NO_WEBSOCKET],
    ["Vite's protocol", 'GET / HTTP/1.1', ['Sec-WebSocket-Protocol: vite-hmr'], 404, NO_WEBSOCKET],
  ])('a WebSocket request with %s: a 4xx in plain text', async (_, requestLine, headers, status, body) => {
    const answer = await raw(requestLine, [...headers, ...upgrade], 'Upgrade');
    expect(leaks(answer)).toEqual([]);
    expect(answer.status).toBe(status);
    expect(answer.body).toBe(body);
    expect((await raw('GET /impressum HTTP/1.1')).status).toBe(200);
  });

  // Miniflare reads these itself: `MF-CF-Blob: {` made every page a 500, `MF-Route-Override` Miniflare's own 404.
  it.each(['MF-CF-Blob: {', 'MF-Route-Override: x', 'mf-cf-blob: {'])('a request with %s: the page', async (header) => {
    const answer = await raw('GET /impressum HTTP/1.1', [header]);
    expect(leaks(answer)).toEqual([]);
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('Impressum');
  });

  it('and serves a page as before', async () => {
    const answer = await raw('GET /impressum HTTP/1.1');
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('Impressum');
  });
});

// Miniflare serves its Local Explorer (an API over the worker, its bindings, its recorded requests and logs) also on
// workerd's own port, where build/preview-requests.ts sees nothing; `npm start` turns it off (vite.config.ts).
it('serves no Local Explorer on any port of the server or its workerd', async () => {
  const pid = preview?.pid;
  if (pid === undefined) throw new Error('no preview process');
  const ports = listeningPorts(pid);
  expect(ports.length).toBeGreaterThan(1);
  const explorers: string[] = [];
  for (const port of ports) {
    for (const path of ['/cdn-cgi/local/explorer/api', '/cdn-cgi/explorer/api']) {
      try {
        const answer = await fetch(`http://127.0.0.1:${port}${path}`, { signal: AbortSignal.timeout(5000) });
        if ((await answer.text()).includes('Local Explorer')) explorers.push(`${port}${path}`);
      } catch {
        // not HTTP: no explorer either
      }
    }
  }
  expect(explorers).toEqual([]);
});

// The Cloudflare plugin opens a debugger port for the worker (9229 and one of workerd's own) unless told not to: any
// process on this machine could attach to the worker through it. `npm start` opens none (vite.config.ts).
it('opens no debugger port: no socket of the server or its workerd speaks the DevTools protocol', async () => {
  const pid = preview?.pid;
  if (pid === undefined) throw new Error('no preview process');
  expect(listeningPorts(pid)).toContain(Number(new URL(preview?.url ?? '').port));
  expect(await debuggerPorts(pid)).toEqual([]);
});
