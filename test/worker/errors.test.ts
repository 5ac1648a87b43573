import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApp, sitePages } from '../../src/index.tsx';
import { get, ORIGIN, testPage, text } from './fetch.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('unknown paths', () => {
  it.each([
    '/gibt-es-nicht',
    '/impressum/unterseite',
    '/Impressum',
    '/index.html',
    '/%E4%B8%AD%E6%96%87',
    '/%E0%A4%A',
    '/%',
    '/..%2f..%2fetc/passwd',
  ])('%s gets the 404 page', async (path) => {
    const { response, document } = await get(path);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(document.documentElement.getAttribute('lang')).toBe('de');
    expect(text(document.querySelector('h1'))).toBe('Oops! Page not found');
    const home = [...document.querySelectorAll('a')].find((link) => text(link) === 'Zurück zur Startseite');
    expect(home?.getAttribute('href')).toBe('/');
  });

  it('logs the path, once and as a warning: a miss is no error of the site', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await get('/nirgendwo/zu-finden');
    expect(warn.mock.calls).toEqual([['404 "/nirgendwo/zu-finden"']]);
    expect(error).not.toHaveBeenCalled();
  });
});

function Broken(): never {
  throw new Error('Die Seite konnte nicht gebaut werden');
}

function Hostile(): never {
  throw new Error('<script>alert(1)</script>');
}

describe('an unexpected error while rendering', () => {
  const app = createApp([...sitePages, testPage('/kaputt', Broken)]);

  it('shows the generic error screen with the message and status 500', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await app.request(`${ORIGIN}/kaputt`);
    expect(response.status).toBe(500);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await response.text();
    expect(html).toContain('Unexpected Application Error!');
    expect(html).toContain('Die Seite konnte nicht gebaut werden');
    expect(html).toContain('<html lang="de"');
    // The spec's English heading, marked as English on the German page (WCAG 3.1.2).
    expect(html).toMatch(/<h1 lang="en"[^>]*>Unexpected Application Error!<\/h1>/);
  });

  it('never shows the stack trace', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const html = await (await app.request(`${ORIGIN}/kaputt`)).text();
    expect(html).not.toMatch(/at Broken|errors\.test|\.tsx?:\d+/);
  });

  it('escapes the message', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await createApp([testPage('/x', Hostile)]).request(`${ORIGIN}/x`);
    const html = await response.text();
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('logs the error once, with the path', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    await app.request(`${ORIGIN}/kaputt`);
    expect(log.mock.calls).toEqual([
      ['500 "/kaputt":', expect.objectContaining({ message: 'Die Seite konnte nicht gebaut werden' })],
    ]);
  });
});
