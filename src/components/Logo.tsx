// The Bemedics logo as a link to the home page.
import { header } from '../content/navigation.ts';

export function Logo({ className = 'h-8 w-auto' }: { readonly className?: string }) {
  return (
    <a href="/" aria-label={header.homeLabel} className="inline-flex shrink-0 items-center rounded-md">
      <img src="/images/logo.svg" width={180} height={40} alt="" className={className} />
    </a>
  );
}
