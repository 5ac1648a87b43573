// Icons by name, drawn with <use> from one SVG sprite file that the build writes (build/icon-sprite.ts): each icon is
// defined once for the whole site, cached with the other immutable files. The landing page shows 72 icons of 22
// kinds; inline, each copy carried its own paths and attributes (48 KB of its HTML). Measured (docs/messungen.md) against a
// sprite of <symbol>s inside each page, the file gave the faster first paint (docs/messungen.md). How an icon is painted (stroke
// or fill) comes from two CSS classes in src/styles.css.
import sprite from 'virtual:icon-sprite';
import type { IconName } from '../content/types.ts';

interface IconProps {
  readonly name: IconName;
  readonly className?: string;
}

/** Decorative icon: hidden from assistive technology, the surrounding text carries the meaning. */
export function Icon({ name, className = 'size-5' }: IconProps) {
  const paint = name === 'whatsapp' || name === 'instagram' ? 'icon-fill' : 'icon-stroke';
  return (
    <svg className={`${paint} ${className}`} aria-hidden="true" focusable="false">
      <use href={`${sprite.href}#i-${name}`} />
    </svg>
  );
}
