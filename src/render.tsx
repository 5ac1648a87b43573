// How the worker renders pages: Hono's React renderer (@hono/react-renderer) streams each route's page, inside the
// `<html>` shell it names (components/Document.tsx), with React's `renderToReadableStream`. Every page is static per
// deploy (no data, no Suspense), so the whole page is React's shell: the stream starts once it is complete, and an
// error anywhere in it rejects before the first byte, which lets the app answer with the error page and status 500.
import { reactRenderer } from '@hono/react-renderer';
import type { FunctionComponent } from 'react';
import { Document, type PageHead } from './components/Document.tsx';

/**
 * A page module's export (src/pages/): the page's head (title, description, islands, structured data) and its body.
 * The router adds the path from the route table (src/routes.ts) and renders the body inside the head's `<html>`.
 */
export interface Page {
  readonly head: Omit<PageHead, 'path'>;
  readonly Body: FunctionComponent;
}

export const HTML_CONTENT_TYPE = 'text/html; charset=utf-8';

declare module '@hono/react-renderer' {
  /** What `c.render(body, head)` passes to the document beside the body. */
  interface Props extends PageHead {}
}

/**
 * Sets `c.render` for every later handler. Only the content type is set (no manual `Transfer-Encoding`: the runtime
 * chunks a body of unknown length itself); a `HEAD` answer therefore has no `Content-Length` (RFC 9110 § 9.3.2).
 * React's own error report is off: the app's error handler logs the error once, with its path (README, "Aufbau").
 */
export function pageRenderer() {
  return reactRenderer(
    ({ children, c: _context, Layout: _layout, ...head }) => <Document {...head}>{children}</Document>,
    { stream: { 'content-type': HTML_CONTENT_TYPE }, readableStreamOptions: { onError: () => {} } },
  );
}
