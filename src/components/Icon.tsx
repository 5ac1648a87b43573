// Icons by name, drawn with <use> from a <symbol> the build writes (build/icon-sprite.ts). Each icon is defined once:
// either in one sprite file, cached with the other immutable files (the landing page: its HTML has to fit the first
// round trip, and inline, every copy carried its own paths), or, on pages that carry their icons themselves, once in
// the page (components/IconSymbols.tsx): a sprite file is a document of its own that the browser fetches, parses and
// keeps, which costs a small page more main-thread work than the few symbols it uses (docs/messungen.md). The server's
// pages and the islands draw with this one component. How an icon is painted (stroke or fill) comes from two CSS
// classes in src/site-rules.css.
import sprite from 'virtual:icon-sprite';
import { createContext, useContext } from 'react';
import type { IconName } from '../content/types.ts';

/**
 * The icons a page that carries its symbols itself has drawn so far (components/IconSymbols.tsx writes their symbols
 * after them); none where icons refer to the sprite file.
 */
export const IconsInPage = createContext<Set<IconName> | null>(null);

/**
 * Whether the page carries its shapes itself (its icons' symbols, an SVG logo) instead of naming files for them: every
 * page but the landing page, outside islands.
 */
export function useCarriesItsShapes(): boolean {
  return useContext(IconsInPage) !== null;
}

/** Where `<use>` finds an icon's shape: its symbol in the page, or in the sprite file. */
export function useIconHref(name: IconName): string {
  const inPage = useContext(IconsInPage);
  if (!inPage) return `${sprite.href}#i-${name}`;
  inPage.add(name);
  return `#i-${name}`;
}

interface IconProps {
  readonly name: IconName;
  readonly className?: string;
}

/** Decorative icon: hidden from assistive technology, the surrounding text carries the meaning. */
export function Icon({ name, className = 'size-5' }: IconProps) {
  const paint = name === 'whatsapp' || name === 'instagram' ? 'icon-fill' : 'icon-stroke';
  return (
    <svg className={`${paint} ${className}`} aria-hidden="true">
      <use href={useIconHref(name)} />
    </svg>
  );
}
