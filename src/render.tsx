// The one module that imports React's server renderer: turns a page element into an HTML response. Every page is
// static per deploy (no data to wait for, no Suspense), so it renders to one string: measured in issue 11, that takes
// a third of the time of the streaming renderer, which encodes each of thousands of small chunks on its own. The build
// bundles only that renderer (build/react-string-renderer.ts).
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server.edge';

export const HTML_CONTENT_TYPE = 'text/html; charset=utf-8';

/** Renders a whole document; an error thrown while rendering rejects here and reaches the app's error handler. */
export async function renderPage(page: ReactElement, status = 200): Promise<Response> {
  const html = `<!DOCTYPE html>${renderToString(page)}`;
  return new Response(html, { status, headers: { 'content-type': HTML_CONTENT_TYPE } });
}
