// The one module that imports react-dom/server: turns a page element into a streamed HTML response.
import type { ReactElement } from 'react';
import { renderToReadableStream } from 'react-dom/server';

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
