import { parseHTML } from 'linkedom';
import { describe, expect, it, vi } from 'vitest';
import { errorText, notFoundText } from '../../src/content/pages.ts';
import { createApp, sitePages } from '../../src/index.tsx';
import { headingFontScript } from '../../src/lib/inline-scripts.ts';
import { footerLinks } from '../../src/routes.ts';
import { settings } from '../../src/site.ts';
import { get, ORIGIN, request, testPage } from './fetch.ts';

/** Every page of the route table, so that a new page is covered without an edit here. */
const pages = sitePages.map(({ path, page }) => [path, page.head.meta] as const);

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
  const metas = [...sitePages.map(({ page }) => page.head.meta), notFoundText.meta, errorText.meta];
  const titles = metas.map((meta) => meta.title);
  const descriptions = metas.map((meta) => meta.description);
  expect(new Set(titles).size).toBe(titles.length);
  expect(new Set(descriptions).size).toBe(descriptions.length);
});

it('loads no script on the legal pages but the headings’ font switch, and the client loader for the consent code while Google Ads is on', async () => {
  for (const { href: path } of footerLinks('legal')) {
    const scripts = [...(await get(path)).document.querySelectorAll('script:not([type="application/ld+json"])')];
    // On (npm run test:live): the client loader, whose entry brings the consent code; nothing decides before the paint.
    expect(scripts, path).toHaveLength(FONT_SCRIPT + CONSENT_SCRIPTS);
    expect(scripts[0]?.textContent, path).toBe(headingFontScript);
    expect(scripts.every((script) => !script.hasAttribute('src'))).toBe(true);
  }
});

/** Every page of the route table switches its headings to the web font after the first paint (src/lib/inline-scripts.ts). */
const FONT_SCRIPT = 1;

// Inline scripts must be constants per deploy: the CSP allows them by hash (test/worker/headers.test.ts) and the pages are
// cached per deploy. What they do is tested where they run, in the browser layers.
/** With Google Ads on: the client loader on pages without islands, whose entry brings the consent code. */
const CONSENT_SCRIPTS = settings.googleAds ? 1 : 0;

const inlineScripts = async (path: string) =>
  [...(await get(path)).document.querySelectorAll('script:not([type="application/ld+json"])')].map((script) => ({
    text: script.textContent ?? '',
    file: script.getAttribute('src'),
  }));

it('gives the 404 page its one inline script beside the font switch (and the client loader with Google Ads), the same for every path, and no script file', async () => {
  const first = await inlineScripts('/nicht-da');
  expect(first).toHaveLength(FONT_SCRIPT + CONSENT_SCRIPTS + 1);
  expect(first.every((script) => script.file === null)).toBe(true);
  expect(await inlineScripts('/ganz/woanders?x=1')).toEqual(first);
});

it('runs only inline scripts on the landing page, the same on every request, the second restore right after the content', async () => {
  const first = await inlineScripts('/');
  // The font switch, two restores and the client loader, with Google Ads on or off: the notice is the client's.
  expect(first).toHaveLength(FONT_SCRIPT + 3);
  expect(first.every((script) => script.file === null && script.text.length > 0)).toBe(true);
  expect(await inlineScripts('/?utm_source=test')).toEqual(first);
  const { document } = await get('/');
  expect(document.querySelector('main + script')?.textContent).toBe(first.at(-1)?.text);
});

/** Whether a page's head switches its headings to the web font, and whether it loads the font any other way. */
async function fontHead(response: Response) {
  const { document } = parseHTML(await response.text());
  return {
    switches: [...document.querySelectorAll('script')].some((script) => script.textContent === headingFontScript),
    preloads: document.querySelectorAll('link[rel="preload"][as="font"]').length,
  };
}

it.each(sitePages.map(({ path }) => path))(
  '%s switches its headings to the web font after the first paint',
  async (path) => {
    expect(await fontHead(await request(path))).toEqual({ switches: true, preloads: 0 });
  },
);

// Its big code keeps its place in a box of the web font's width (test/browser/fallback-font.test.ts).
it('switches the headings of the 404 page to the web font after the first paint, too', async () => {
  expect(await fontHead(await request('/nicht-da'))).toEqual({ switches: true, preloads: 0 });
});

// Its first view centres the display text, which the switch would move sideways (docs/gestaltung.md, „Schrift“).
it('keeps the headings of the error screen in their local serif', async () => {
  const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
  try {
    const app = createApp([testPage('/kaputt', Broken)]);
    expect(await fontHead(await app.request(`${ORIGIN}/kaputt`))).toEqual({ switches: false, preloads: 0 });
  } finally {
    quiet.mockRestore();
  }
});

function Broken(): never {
  throw new Error('kaputt');
}
