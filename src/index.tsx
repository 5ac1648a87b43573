// The Hono app on Cloudflare Workers: request rules and headers, the route table, crawler files, the 404 and the error
// screen. Static files never reach it.
import { Hono } from 'hono';
import { trimTrailingSlash } from 'hono/trailing-slash';
import type { FunctionComponent } from 'react';
import { onlyGetAndHead } from './http/methods.ts';
import { pageCache } from './http/page-cache.ts';
import { securityHeaders } from './http/security-headers.ts';
import { Agb } from './pages/Agb.tsx';
import { Datenschutz } from './pages/Datenschutz.tsx';
import { ErrorPage } from './pages/ErrorPage.tsx';
import { Home } from './pages/Home.tsx';
import { Impressum } from './pages/Impressum.tsx';
import { NotFound } from './pages/NotFound.tsx';
import { HTML_CONTENT_TYPE, renderPage } from './render.tsx';
import { paths } from './routes.ts';
import { robotsTxt, sitemapXml, webManifest } from './seo/files.ts';

/** Every page of the site: path -> screen. */
export const routes = {
  [paths.home]: Home,
  [paths.impressum]: Impressum,
  [paths.datenschutz]: Datenschutz,
  [paths.agb]: Agb,
} as const satisfies Record<string, FunctionComponent>;

export function createApp(pages: Record<string, FunctionComponent> = routes) {
  const app = new Hono();
  app.use(securityHeaders(), onlyGetAndHead(), trimTrailingSlash());

  for (const [path, Page] of Object.entries(pages)) {
    app.get(path, pageCache(), () => renderPage(<Page />));
  }

  // Crawler and browser files, written from the route table and the facts.
  const daily = { 'cache-control': 'public, max-age=86400' };
  app.get('/sitemap.xml', (c) =>
    c.body(sitemapXml(), 200, { ...daily, 'content-type': 'application/xml; charset=utf-8' }),
  );
  app.get('/robots.txt', (c) => c.body(robotsTxt(), 200, { ...daily, 'content-type': 'text/plain; charset=utf-8' }));
  app.get('/manifest.webmanifest', (c) =>
    c.body(webManifest(), 200, { ...daily, 'content-type': 'application/manifest+json; charset=utf-8' }),
  );

  app.notFound((c) => {
    console.error(`Seite nicht gefunden: ${c.req.path}`);
    return renderPage(<NotFound />, 404);
  });

  app.onError(async (error) => {
    console.error('Unerwarteter Fehler:', error);
    try {
      return await renderPage(<ErrorPage message={error.message} />, 500);
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
