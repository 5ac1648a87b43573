// The Hono app on Cloudflare Workers: request rules and headers, the pages of the route table, crawler files, the 404
// and the error screen. Static files are answered before it; only a hashed file that a deploy removed reaches it (and
// the islands' props, which the worker writes itself).
// The tiny preset: one pattern router instead of the default three, enough for a handful of fixed routes.

import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { Hono } from 'hono/tiny';
import { trimTrailingSlash } from 'hono/trailing-slash';
import { ISLAND_PROPS_PATH, islandPropsFile } from './components/island-props.ts';
import { loggedPath } from './http/log.ts';
import { onlyGetAndHead } from './http/methods.ts';
import { noStoreErrors } from './http/no-store-errors.ts';
import { type PageCacheOptions, pageCache } from './http/page-cache.ts';
import { sameSite } from './http/same-site.ts';
import { securityHeaders } from './http/security-headers.ts';
import { pagesByRoute } from './page-modules.ts';
import { ErrorPage, errorHead } from './pages/ErrorPage.tsx';
import { NotFound, notFoundHead } from './pages/NotFound.tsx';
import { HTML_CONTENT_TYPE, type Page, pageRenderer } from './render.tsx';
import { type RouteId, routes } from './routes.ts';
import { robotsTxt, sitemapXml, webManifest } from './seo/files.ts';

/** The page module of every route, by its file name (src/page-modules.ts). */
const pageOf = pagesByRoute(import.meta.glob<Page>('./pages/*.page.tsx', { eager: true, import: 'default' }));

/** A path and the page it renders. */
export interface ServedPage {
  readonly path: string;
  readonly page: Page;
}

/** Every page of the route table with its page module. */
export const sitePages: readonly ServedPage[] = (Object.keys(routes) as RouteId[]).map((id) => ({
  path: routes[id].path,
  page: pageOf[id],
}));

/** The app; tests pass pages of their own. */
export function createApp(served: readonly ServedPage[] = sitePages, cacheOptions: PageCacheOptions = {}) {
  const app = new Hono();
  // `c.render` first, so that even an error in a later middleware can render the error page. Paths that start with
  // separators are collapsed and every redirect stays on the site (src/http/same-site.ts); a trailing slash redirects
  // before anything renders or logs.
  app.use(
    pageRenderer(),
    securityHeaders(),
    noStoreErrors(),
    onlyGetAndHead(),
    sameSite(),
    trimTrailingSlash({ alwaysRedirect: true }),
  );

  // The islands' props of this deploy (src/components/island-props.ts): its address changes with them, so it keeps.
  app.get(ISLAND_PROPS_PATH, (c) =>
    c.body(islandPropsFile, 200, {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'public, max-age=31536000, immutable',
    }),
  );
  // A hashed file or the islands' props of an earlier deploy, still asked for by a page opened before it: a small plain
  // 404, no page and no log line, since every deploy leaves such requests behind (client/main.tsx then falls back to
  // native behaviour).
  const gone = (c: Context) => c.text('404 – Diese Datei gibt es nicht mehr.', 404);
  app.get('/assets/*', gone);
  app.get('/inseln/*', gone);

  for (const { path, page } of served) {
    app.get(path, pageCache(cacheOptions), (c) => c.render(<page.Body />, { ...page.head, path }));
  }

  // Crawler and browser files, written from the route table and the facts.
  const daily = { 'cache-control': 'public, max-age=86400' };
  // Browsers that ask for the classic icon without reading the page's `<link rel="icon">` get the real one.
  app.get('/favicon.ico', (c) => {
    c.header('cache-control', daily['cache-control']);
    return c.redirect('/favicon.svg', 301);
  });
  app.get('/sitemap.xml', (c) =>
    c.body(sitemapXml(), 200, { ...daily, 'content-type': 'application/xml; charset=utf-8' }),
  );
  app.get('/robots.txt', (c) => c.body(robotsTxt(), 200, { ...daily, 'content-type': 'text/plain; charset=utf-8' }));
  app.get('/manifest.webmanifest', (c) =>
    c.body(webManifest(), 200, { ...daily, 'content-type': 'application/manifest+json; charset=utf-8' }),
  );

  // An ordinary miss (a typo, an old link, a bot probing): a warning, not an error.
  app.notFound((c) => {
    console.warn(`404 ${loggedPath(c.req.url)}`);
    c.status(404);
    return c.render(<NotFound />, notFoundHead);
  });

  app.onError(async (error, c) => {
    // An error that carries its own HTTP answer (e.g. a 4xx from Hono) keeps it.
    if (error instanceof HTTPException) {
      console.warn(`${error.status} ${loggedPath(c.req.url)}: ${JSON.stringify(error.message)}`);
      return error.getResponse();
    }
    console.error(`500 ${loggedPath(c.req.url)}:`, error);
    try {
      c.status(500);
      return await c.render(<ErrorPage message={error.message} />, errorHead);
    } catch {
      return new Response('Unexpected Application Error!', {
        status: 500,
        headers: { 'content-type': HTML_CONTENT_TYPE },
      });
    }
  });

  return app;
}

export default createApp();
