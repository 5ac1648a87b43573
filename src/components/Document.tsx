// The <html> shell of every page: language, meta tags, the hashed stylesheet and, where a page has islands, the client entry.

import assets from 'virtual:client-assets';
import type { ReactNode } from 'react';
import type { PageMeta } from '../content/pages.ts';
import { restoreHeadScript } from '../lib/prepaint.ts';

interface DocumentProps {
  readonly meta: PageMeta;
  /** Loads client/main.tsx; pages without interactive islands ship no JavaScript. */
  readonly withIslands?: boolean;
  /** Reads the owner's saved texts before the first paint (the landing page only). */
  readonly restoreTexts?: boolean;
  /** A constant inline script for the page (the 404 page logs its path). */
  readonly inlineScript?: string;
  readonly children: ReactNode;
}

export function Document({ meta, withIslands = false, restoreTexts = false, inlineScript, children }: DocumentProps) {
  return (
    <html lang="de">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{meta.title}</title>
        <meta name="description" content={meta.description} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {assets.styles.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        {restoreTexts && (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script of ours, allowed by hash
          <script dangerouslySetInnerHTML={{ __html: restoreHeadScript }} />
        )}
        {inlineScript && (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script of ours, allowed by hash
          <script dangerouslySetInnerHTML={{ __html: inlineScript }} />
        )}
        {withIslands && <script type="module" src={assets.script} />}
        {withIslands && assets.preload.map((href) => <link key={href} rel="modulepreload" href={href} />)}
      </head>
      <body className="bg-white text-slate-800 antialiased">{children}</body>
    </html>
  );
}
