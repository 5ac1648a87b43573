// A link styled as a button; outbound links open in a new tab without handing over the opener.
import type { LinkAction } from '../../content/types.ts';
import { EXTERNAL_LINK } from '../../lib/links.ts';
import { Typeset } from '../../lib/typeset.tsx';
import { Icon } from '../Icon.tsx';

const variants = {
  primary: 'bg-teal-700 text-white hover:bg-teal-800 shadow-sm',
  whatsapp: 'bg-whatsapp text-white hover:bg-whatsapp-dark shadow-sm',
  outline: 'border border-slate-300 bg-white text-slate-900 hover:border-teal-700 hover:text-teal-800',
  /** The main button on a dark panel: white, in the accent's dark tone. */
  light: 'bg-white text-teal-900 hover:bg-teal-50 shadow-sm',
} as const;

/** Minimum heights: a one-line label gives exactly that height, a wrapped one grows the button; every size is at least
 * 44 px, a comfortable target for a finger (WCAG 2.5.8 asks 24 px). Large buttons are full width on phones, where their
 * label needs the room more than the padding does. */
const sizes = {
  sm: 'min-h-11 px-4 py-1 text-sm gap-1.5',
  md: 'min-h-11 px-5 py-1.5 text-base gap-2',
  lg: 'min-h-12 px-4 py-2 text-base gap-2 sm:px-6',
} as const;

interface ButtonLinkProps {
  readonly action: LinkAction;
  readonly variant?: keyof typeof variants;
  readonly size?: keyof typeof sizes;
  readonly className?: string;
  /**
   * Lets a long label wrap on small phones instead of widening the page: between words, an e-mail address only after its
   * "@" (src/lib/typeset.tsx).
   */
  readonly wrap?: boolean;
}

export function ButtonLink({
  action,
  variant = 'primary',
  size = 'md',
  wrap = false,
  className = '',
}: ButtonLinkProps) {
  const external = action.external ? EXTERNAL_LINK : {};
  return (
    <a
      href={action.href}
      {...external}
      data-button={variant}
      className={`inline-flex items-center justify-center rounded-full font-semibold ${wrap ? 'text-center text-balance' : 'whitespace-nowrap'} transition-colors motion-reduce:transition-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700 ${variants[variant]} ${sizes[size]} ${className}`}
    >
      {action.icon && <Icon name={action.icon} className={size === 'sm' ? 'size-4' : 'size-5'} />}
      <span>
        <Typeset text={action.label} />
      </span>
    </a>
  );
}
