// The one module that imports React's server renderer: turns a page element into a streamed HTML response. It takes
// the web-streams build (server.edge); the entry react-dom/server is CommonJS and would bundle the legacy string
// renderer too, which nothing calls.
import type { ReactElement } from 'react';
import { renderToReadableStream } from 'react-dom/server.edge';

export const HTML_CONTENT_TYPE = 'text/html; charset=utf-8';

/**
 * Renders a whole document. Resolves once the shell is ready, so an error thrown while rendering rejects here and
 * reaches the app's error handler (which logs it); only an error after the shell, while streaming, is logged here.
 */
export async function renderPage(page: ReactElement, status = 200): Promise<Response> {
  let shellReady = false;
  const body = await renderToReadableStream(page, {
    onError(error) {
      if (shellReady) console.error('Fehler beim Streamen der Seite:', error);
    },
  });
  shellReady = true;
  return new Response(body, { status, headers: { 'content-type': HTML_CONTENT_TYPE } });
}
