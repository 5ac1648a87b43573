// The <html> shell of every page: language, meta tags, the stylesheet, structured data and, where a page has islands,
// the loader of the client entry.
import assets from 'virtual:client-assets';
import type { ReactNode } from 'react';
import type { PageMeta } from '../content/types.ts';
import { restoreHeadScript } from '../edit-mode/restore-scripts.ts';
import { clientLoaderScript, headingFontScript, scriptJson, trustedTypesPolicyFor } from '../lib/inline-scripts.ts';
import { settings } from '../site.ts';
import { HeadTags } from './HeadTags.tsx';

/** A page's head: what it says about its `<html>` document; the route passes it to `c.render` beside the page (src/render.tsx). */
export interface PageHead {
  readonly meta: PageMeta;
  /** The page's path in the route table (its canonical URL); none for the 404 and error screens. */
  readonly path?: string;
  /** Loads client/main.tsx after the page has loaded; pages without interactive islands ship no JavaScript. */
  readonly withIslands?: boolean;
  /** Reads the owner's saved texts before the first paint (the landing page only). */
  readonly restoreTexts?: boolean;
  /** A constant inline script for the page (the 404 page logs its path). */
  readonly inlineScript?: string;
  /** JSON-LD objects for search engines. */
  readonly structuredData?: readonly unknown[];
  /**
   * The id of the first element after the page's first screen. The browser paints nothing before that element has
   * arrived (`<link rel="expect" blocking="render">`; Chromium, other engines ignore it): the page streams in chunks,
   * and a first frame painted from half a header or half a hero would shift when the rest arrives (docs/verhalten.md).
   */
  readonly firstScreenEnd?: string;
  /**
   * Keeps the headings in their size-matched local serif: no web font, so no switch after the first paint. For a screen
   * whose first view centres its display text, which the switch would move sideways (the error screen; the 404 page
   * gives its code a box of the web font's width instead; docs/gestaltung.md, „Schrift“).
   */
  readonly fallbackHeadings?: boolean;
}

interface DocumentProps extends PageHead {
  readonly children: ReactNode;
}

export function Document({
  meta,
  path,
  withIslands = false,
  restoreTexts = false,
  inlineScript,
  structuredData = [],
  firstScreenEnd,
  fallbackHeadings = false,
  children,
}: DocumentProps) {
  // With Google Ads on, every page loads the client entry: its consent code asks a visitor who came through an ad, and
  // the footer's settings open the choice on every page.
  const loadsClient = withIslands || Boolean(settings.googleAds);
  const loader = clientLoaderScript(assets.script, trustedTypesPolicyFor(settings.googleAds));
  return (
    <html lang="de">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {firstScreenEnd && <link rel="expect" href={`#${firstScreenEnd}`} blocking="render" />}
        <title>{meta.title}</title>
        <meta name="description" content={meta.description} />
        <HeadTags meta={meta} path={path} />
        {assets.styles.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        {!fallbackHeadings && (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script of ours, allowed by hash
          <script dangerouslySetInnerHTML={{ __html: headingFontScript }} />
        )}
        {restoreTexts && (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script of ours, allowed by hash
          <script dangerouslySetInnerHTML={{ __html: restoreHeadScript }} />
        )}
        {inlineScript && (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script of ours, allowed by hash
          <script dangerouslySetInnerHTML={{ __html: inlineScript }} />
        )}
        {loadsClient && (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script of ours, allowed by hash
          <script dangerouslySetInnerHTML={{ __html: loader }} />
        )}
        {structuredData.map((data, index) => (
          // biome-ignore lint/security/noDangerouslySetInnerHtml lint/suspicious/noArrayIndexKey: JSON data, `<` escaped; a fixed list
          <script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(data) }} />
        ))}
      </head>
      <body className="bg-white text-slate-800 antialiased">{children}</body>
    </html>
  );
}
