// A link styled as a button; outbound links open in a new tab without handing over the opener.
import type { LinkAction } from '../../content/types.ts';
import { EXTERNAL_LINK } from '../../lib/links.ts';
import { Typeset } from '../../lib/typeset.tsx';
import { Icon } from '../Icon.tsx';

/**
 * The button styles are component classes (src/site-rules.css, `.btn…`): a page has about twenty buttons, and the same
 * thirty utilities on each would make the landing page's HTML cross the first network round trip.
 */
type Variant = 'primary' | 'whatsapp' | 'outline' | 'light' | 'ghost';
type Size = 'sm' | 'md' | 'lg';

interface ButtonLinkProps {
  readonly action: LinkAction;
  readonly variant?: Variant;
  readonly size?: Size;
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
      className={`btn btn-${variant} btn-${size}${wrap ? ' btn-wrap' : ''}${className ? ` ${className}` : ''}`}
    >
      {action.icon && <Icon name={action.icon} className={size === 'sm' ? 'size-4' : 'size-5'} />}
      <span>
        <Typeset text={action.label} />
      </span>
    </a>
  );
}
