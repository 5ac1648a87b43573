// The plain 500 at the end of `vite preview`'s chain (build/preview-requests.ts): an error a middleware passes on is
// answered without its stack trace or a path of this machine, and printed to the terminal escaped.
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { plainServerErrors, SERVER_ERROR } from '../../build/preview-requests.ts';
import { hasUnsafeCharacters } from '../../src/lib/characters.ts';

const logged: string[] = [];
let server: Server;
let origin = '';

beforeAll(async () => {
  const handle = plainServerErrors((message) => logged.push(message));
  server = createServer((req, res) => {
    const error = new TypeError('fetch failed \u001b]0;pwned\u0007');
    error.stack = `${error.message}\n    at dispatch (${process.cwd()}/node_modules/undici/index.js:1:1)`;
    handle(error, req, res, () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

it('answers an error passed on in plain text, without its trace or a path, and prints it escaped', async () => {
  const answer = await fetch(`${origin}/seite`);
  expect(answer.status).toBe(500);
  expect(answer.headers.get('content-type')).toBe('text/plain; charset=UTF-8');
  const body = await answer.text();
  expect(body).toBe(SERVER_ERROR);
  expect(body).not.toContain(process.cwd());
  expect(logged).toHaveLength(1);
  expect(logged[0]).toContain('500 /seite: TypeError: fetch failed');
  expect(hasUnsafeCharacters(logged[0] ?? '')).toBe(false);
});
