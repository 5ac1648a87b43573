// Icons by name, drawn with <use> from one SVG sprite file that the build writes (build/icon-sprite.ts): each icon is
// defined once for the whole site and cached with the other immutable files; inline, every copy on the landing page
// carried its own paths (48 KB of its HTML), and a sprite of <symbol>s inside each page painted later than the file
// (docs/messungen.md). The server's pages and the islands draw with this one component. How an icon is painted (stroke
// or fill) comes from two CSS classes in src/site-rules.css.
import sprite from 'virtual:icon-sprite';
import type { IconName } from '../content/types.ts';

interface IconProps {
  readonly name: IconName;
  readonly className?: string;
}

/** Where `<use>` finds an icon's shape: its symbol in the sprite file. */
export const iconHref = (name: IconName): string => `${sprite.href}#i-${name}`;

/** Decorative icon: hidden from assistive technology, the surrounding text carries the meaning. */
export function Icon({ name, className = 'size-5' }: IconProps) {
  const paint = name === 'whatsapp' || name === 'instagram' ? 'icon-fill' : 'icon-stroke';
  return (
    <svg className={`${paint} ${className}`} aria-hidden="true">
      <use href={iconHref(name)} />
    </svg>
  );
}
