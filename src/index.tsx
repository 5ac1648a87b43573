// The Hono app on Cloudflare Workers: the route table, the 404 and the error screen. Static files never reach it.
import { Hono } from 'hono';
import type { FunctionComponent } from 'react';
import { Agb } from './pages/Agb.tsx';
import { Datenschutz } from './pages/Datenschutz.tsx';
import { ErrorPage } from './pages/ErrorPage.tsx';
import { Home } from './pages/Home.tsx';
import { Impressum } from './pages/Impressum.tsx';
import { NotFound } from './pages/NotFound.tsx';
import { HTML_CONTENT_TYPE, renderPage } from './render.tsx';

/** Every page of the site: path -> screen. */
export const routes = {
  '/': Home,
  '/impressum': Impressum,
  '/datenschutz': Datenschutz,
  '/agb': Agb,
} as const satisfies Record<string, FunctionComponent>;

export function createApp(pages: Record<string, FunctionComponent> = routes) {
  const app = new Hono();

  for (const [path, Page] of Object.entries(pages)) {
    app.get(path, () => renderPage(<Page />));
  }

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
