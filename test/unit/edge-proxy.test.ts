// The edge stand-in (scripts/lib/edge-proxy.ts) serves a page of the origin under a path of its own, rewritten, beside
// the page itself: the audit's landing page as „nur HTML und Stylesheet“ next to `/` (scripts/audit.ts).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type EdgeProxy, startEdgeProxy } from '../../scripts/lib/edge-proxy.ts';

const PAGE = '<!doctype html><title>Start</title><link rel="stylesheet" href="/style.css"><img src="/logo.svg">';
let origin: Server;
let edge: EdgeProxy;

beforeAll(async () => {
  origin = createServer((request, response) => {
    const css = request.url === '/style.css';
    response.writeHead(request.url === '/' || css ? 200 : 404, {
      'content-type': css ? 'text/css' : 'text/html; charset=utf-8',
    });
    response.end(css ? 'body{color:red}' : request.url === '/' ? PAGE : 'nicht gefunden');
  });
  await new Promise<void>((done) => origin.listen(0, '127.0.0.1', done));
  const { port } = origin.address() as AddressInfo;
  edge = await startEdgeProxy(`http://127.0.0.1:${port}`, {
    '/__ohne-bilder': {
      path: '/',
      transform: (_, type, body) => (type.startsWith('text/html') ? body.replace(/<img[^>]*>/, '') : body),
    },
  });
});

afterAll(async () => {
  await edge?.close();
  await new Promise((done) => origin?.close(done));
});

it('answers its own path with the origin’s page, rewritten and compressed as the edge would', async () => {
  const response = await fetch(`${edge.url}/__ohne-bilder`, { headers: { 'accept-encoding': 'br' } });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-encoding')).toBe('br');
  expect(await response.text()).toBe(PAGE.replace('<img src="/logo.svg">', ''));
});

it('serves the page itself and what the rewritten page loads unchanged', async () => {
  expect(await (await fetch(`${edge.url}/`)).text()).toBe(PAGE);
  expect(await (await fetch(`${edge.url}/style.css`)).text()).toBe('body{color:red}');
});
