// The symbols of the icons a page has drawn, for pages that carry their icons themselves (components/Icon.tsx), after
// everything that draws them: the page renders in one pass from top to bottom (src/render.tsx), so by the time this
// renders, every icon above has named itself. A render-blocking link, which React places in the head, holds the first
// paint until they are parsed, so no icon is ever painted empty.
import symbols from 'virtual:icon-symbols';
import type { ReactNode } from 'react';
import type { IconName } from '../content/types.ts';
import { IconsInPage } from './Icon.tsx';

/** The id of the element that holds the symbols; the render block names it. */
export const ICON_SYMBOLS_ID = 'icon-symbols';

/** `children`, then the symbols of the icons they drew. */
export function WithIconSymbols({ children }: { readonly children: ReactNode }) {
  const drawn = new Set<IconName>();
  return (
    <IconsInPage value={drawn}>
      <link rel="expect" href={`#${ICON_SYMBOLS_ID}`} blocking="render" />
      {children}
      <Symbols drawn={drawn} />
    </IconsInPage>
  );
}

function Symbols({ drawn }: { readonly drawn: ReadonlySet<IconName> }) {
  const markup = [...drawn]
    .toSorted()
    .map((name) => symbols[name])
    .join('');
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: the build's own symbols (build/icon-shapes.ts), never visitor input
    <svg id={ICON_SYMBOLS_ID} className="hidden" aria-hidden="true" dangerouslySetInnerHTML={{ __html: markup }} />
  );
}
