import assets from 'virtual:client-assets';
import { describe, expect, it } from 'vitest';
import { pageMeta } from '../../src/content/pages.ts';
import { restoreBodyScript, restoreHeadScript } from '../../src/edit-mode/restore-scripts.ts';
import { clientLoaderScript, notFoundLogScript } from '../../src/lib/inline-scripts.ts';
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

it('loads no script on the legal pages', async () => {
  for (const path of ['/impressum', '/datenschutz', '/agb']) {
    expect((await get(path)).document.querySelectorAll('script:not([type="application/ld+json"])'), path).toHaveLength(
      0,
    );
  }
});

it('gives the 404 page one constant inline script that logs the path, and no script file', async () => {
  const scripts = [...(await get('/nicht-da')).document.querySelectorAll('script')];
  expect(scripts.map((script) => script.textContent)).toEqual([notFoundLogScript]);
  expect(scripts[0]?.hasAttribute('src')).toBe(false);
});

it('runs only constant inline scripts on the landing page: restore, client loader, restore', async () => {
  const { document } = await get('/');
  const scripts = [...document.querySelectorAll('script:not([type="application/ld+json"])')];
  expect(scripts.every((script) => !script.hasAttribute('src'))).toBe(true);
  expect(scripts.map((script) => script.textContent)).toEqual([
    restoreHeadScript,
    clientLoaderScript(assets.script),
    restoreBodyScript,
  ]);
  const body = document.querySelector('main + script');
  expect(body?.textContent).toBe(restoreBodyScript);
});
