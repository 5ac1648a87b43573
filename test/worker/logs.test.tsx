// What the worker logs: at most one line per request, at the right level, with nothing from the request unescaped; and
// the answers that should not render or log at all (trailing slashes, stale hashed files).
import { HTTPException } from 'hono/http-exception';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { LOGGED_PATH_LENGTH, logField } from '../../src/http/log.ts';
import { createApp } from '../../src/index.tsx';
import { UNSAFE_CHARACTER_SOURCE } from '../../src/lib/characters.ts';
import { ORIGIN, request, testPage } from './fetch.ts';
import { isMissLogLine } from './quiet-log.ts';

let logs: Record<'log' | 'info' | 'warn' | 'error', MockInstance>;
beforeEach(() => {
  logs = {
    log: vi.spyOn(console, 'log').mockImplementation(() => {}),
    info: vi.spyOn(console, 'info').mockImplementation(() => {}),
    warn: vi.spyOn(console, 'warn').mockImplementation(() => {}),
    error: vi.spyOn(console, 'error').mockImplementation(() => {}),
  };
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** What could end a log line, forge an entry or hide in it: the one rule of src/lib/characters.ts. */
const UNSAFE_IN_LOG = new RegExp(UNSAFE_CHARACTER_SOURCE, 'u');

/** Every line logged since the test began, whatever the level. */
const lines = () => Object.values(logs).flatMap((spy) => spy.mock.calls.map((args) => args.map(String).join(' ')));

let renders = 0;
function Counted() {
  renders++;
  return <p>gezählt</p>;
}

describe('one log line per request at most', () => {
  it.each([
    ['a page', '/', {}],
    ['a 304', '/', { headers: { 'if-none-match': '*' } }],
    ['a 405', '/', { method: 'POST', body: 'x=1' }],
    ['a trailing slash', '/impressum/', { redirect: 'manual' }],
    ['the sitemap', '/sitemap.xml', {}],
    ['a miss', '/gibt-es-nicht', {}],
    ['a stale hashed file', '/assets/main-alt12345.js', {}],
    ['the islands’ props', '/inseln/00000000.json', {}],
  ] as const)('%s', async (_kind, path, init) => {
    await request(path, init as RequestInit);
    expect(lines().length).toBeLessThanOrEqual(1);
  });

  it('a page is served without a line', async () => {
    await request('/impressum');
    expect(lines()).toEqual([]);
  });
});

describe('trailing slashes', () => {
  it('redirect before anything renders or logs', async () => {
    renders = 0;
    const app = createApp([testPage('/gezaehlt', Counted)]);
    const response = await app.request(`${ORIGIN}/gezaehlt/`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/gezaehlt');
    expect(renders).toBe(0);
    expect(lines()).toEqual([]);
  });

  it('of an unknown path redirect too, without the 404 page', async () => {
    const response = await request('/gibt-es-nicht/', { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(await response.text()).not.toContain('Oops!');
    expect(lines()).toEqual([]);
  });
});

describe('a hashed file or the islands’ props that a deploy removed', () => {
  it.each([
    '/assets/hydrate-AbCd1234.js',
    '/assets/index-0000.css',
    '/assets/images/team-1080w-0123456789.avif',
    '/inseln/00000000.json',
  ])('%s gets a small plain 404, no page and no log line', async (path) => {
    const response = await request(path);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = await response.text();
    expect(body.length).toBeLessThan(100);
    expect(body).not.toContain('<html');
    expect(lines()).toEqual([]);
  });
});

describe('the 404 log line', () => {
  const hostile = [
    '/%0AINFO%20admin%20logged%20in',
    '/%0D%0Aerfunden',
    '/a%00b',
    '/%1B%5B31mrot',
    '/%E2%80%A8neue-zeile',
    '/%C2%85naechste-zeile',
    '/"%20}%20{"level":"info"',
    '/ü/漢字/😀',
    `/${'x'.repeat(64 * 1024)}`,
  ];

  it.each(hostile)('for %s is one warning with the path escaped and cut', async (path) => {
    await request(path);
    expect(logs.error).not.toHaveBeenCalled();
    expect(logs.warn).toHaveBeenCalledTimes(1);
    const [line = ''] = lines();
    expect(line.startsWith('404 "/')).toBe(true);
    // No character that could end a line, forge an entry or hide in it: the one rule of src/lib/characters.ts.
    expect(line).not.toMatch(UNSAFE_IN_LOG);
    expect(line.length).toBeLessThanOrEqual('404 '.length + LOGGED_PATH_LENGTH + 3);
  });

  it('escapes what JSON leaves raw, whatever text reaches it', () => {
    const text = '/a\nb\r\u0000\u001b\u007f\u0085\u2028\u2029\u202e\u200b\u{E0041}"\\';
    const field = logField(text);
    expect(field).not.toMatch(UNSAFE_IN_LOG);
    expect(JSON.parse(field)).toBe(text);
    expect(logField('x'.repeat(1000))).toBe(`"${'x'.repeat(LOGGED_PATH_LENGTH)}…"`);
  });
});

function Broken(): never {
  throw new Error('kaputt');
}

function Refused(): never {
  throw new HTTPException(400, { message: 'Ungültige Anfrage' });
}

describe('errors', () => {
  it('an error while rendering is logged once, as an error, with the path', async () => {
    const response = await createApp([testPage('/kaputt', Broken)]).request(`${ORIGIN}/kaputt`);
    expect(response.status).toBe(500);
    expect(logs.error).toHaveBeenCalledTimes(1);
    expect(lines()).toHaveLength(1);
    expect(lines()[0]).toMatch(/^500 "\/kaputt": Error: kaputt/);
  });

  it('an HTTPException keeps its status and is logged as a warning', async () => {
    const response = await createApp([testPage('/abgelehnt', Refused)]).request(`${ORIGIN}/abgelehnt`);
    expect(response.status).toBe(400);
    expect(logs.error).not.toHaveBeenCalled();
    expect(lines()).toEqual(['400 "/abgelehnt": "Ungültige Anfrage"']);
  });
});

describe('a method the site does not serve', () => {
  it('gets its 405 without the request body being read past 64 KB', async () => {
    let cancelled = false;
    let pulled = 0;
    const body = new ReadableStream({
      pull(controller) {
        pulled++;
        controller.enqueue(new Uint8Array(64 * 1024));
      },
      cancel() {
        cancelled = true;
      },
    });
    const response = await createApp().request(`${ORIGIN}/`, {
      method: 'POST',
      body,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(405);
    expect(cancelled).toBe(true);
    expect(pulled).toBeLessThanOrEqual(3); // an endless body in 64 KB chunks: reading it would never end
  });
});

describe('the lines a test run leaves unprinted (test/worker/quiet-log.ts)', () => {
  // Read from what the worker really logs, so that a changed log line prints again instead of hiding something else.
  it('are the worker’s lines for a 4xx, not its line for a 500 nor any other line', async () => {
    await request('/gibt-es-nicht');
    await createApp([testPage('/abgelehnt', Refused)]).request(`${ORIGIN}/abgelehnt`);
    const misses = lines();
    expect(misses).toHaveLength(2);
    logs.warn.mockClear();
    await createApp([testPage('/kaputt', Broken)]).request(`${ORIGIN}/kaputt`);
    const failure = lines();
    expect(failure).toHaveLength(1);
    expect(misses.map(isMissLogLine)).toEqual([true, true]);
    expect(failure.map(isMissLogLine)).toEqual([false]);
    expect(['404 Fehler', 'ein "/pfad"', ' 404 "/x"', '504 "/x"'].map(isMissLogLine)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });
});
