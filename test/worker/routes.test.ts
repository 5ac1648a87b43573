import { describe, expect, it } from 'vitest';
import { pageMeta } from '../../src/content/pages.ts';
import { notFoundLogScript, restoreBodyScript, restoreHeadScript } from '../../src/lib/prepaint.ts';
import { get, request } from './fetch.ts';

const pages = [
  ['/', pageMeta.home],
  ['/impressum', pageMeta.impressum],
  ['/datenschutz', pageMeta.datenschutz],
  ['/agb', pageMeta.agb],
] as const;

describe.each(pages)('%s', (path, meta) => {
  it('is a German HTML page with its own title and description', async () => {
    const { response, html, document } = await get(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(document.documentElement.getAttribute('lang')).toBe('de');
    expect(document.title).toBe(meta.title);
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(meta.description);
    expect(document.querySelector('meta[name="viewport"]')).not.toBeNull();
    expect(document.querySelectorAll('h1')).toHaveLength(1);
  });

  it('links the hashed stylesheet', async () => {
    const { document } = await get(path);
    const styles = [...document.querySelectorAll('link[rel="stylesheet"]')].map((link) => link.getAttribute('href'));
    expect(styles).toHaveLength(1);
    expect(styles[0]).toMatch(/\.css$/);
  });

  it('answers HEAD like GET, without a body', async () => {
    const response = await request(path, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await response.text()).toBe('');
  });
});

it('gives every page a different title and description', () => {
  const titles = Object.values(pageMeta).map((meta) => meta.title);
  const descriptions = Object.values(pageMeta).map((meta) => meta.description);
  expect(new Set(titles).size).toBe(titles.length);
  expect(new Set(descriptions).size).toBe(descriptions.length);
});

it('loads the client script on the landing page only', async () => {
  expect((await get('/')).document.querySelectorAll('script[type="module"][src]')).toHaveLength(1);
  for (const path of ['/impressum', '/datenschutz', '/agb']) {
    expect((await get(path)).document.querySelectorAll('script'), path).toHaveLength(0);
  }
});

it('gives the 404 page one constant inline script that logs the path, and no script file', async () => {
  const scripts = [...(await get('/nicht-da')).document.querySelectorAll('script')];
  expect(scripts.map((script) => script.textContent)).toEqual([notFoundLogScript]);
  expect(scripts[0]?.hasAttribute('src')).toBe(false);
});

it('restores saved texts with two constant inline scripts around the keyed texts', async () => {
  const { document } = await get('/');
  const inline = [...document.querySelectorAll('script:not([src])')].map((script) => script.textContent);
  expect(inline).toEqual([restoreHeadScript, restoreBodyScript]);
  const body = document.querySelector('main + script');
  expect(body?.textContent).toBe(restoreBodyScript);
});
