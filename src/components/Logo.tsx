// The Bemedics logo as a link to the home page, named by the logo's alt text (src/content/navigation.ts).
import { logo } from '../content/navigation.ts';
import { variantAtLeast } from '../lib/pictures.ts';
import { paths } from '../routes.ts';

/** Height of the logo's largest use (h-10 on the status pages), in CSS pixels. */
const LARGEST_HEIGHT = 40;

/** An SVG logo as it is; a raster one as the WebP wide enough for its largest use on a 2× screen. */
function logoSrc(): string {
  const { picture } = logo;
  if (picture.kind === 'vector') return picture.src;
  return variantAtLeast(picture.webp, Math.ceil(((LARGEST_HEIGHT * picture.width) / picture.height) * 2)).src;
}

export function Logo({ className = 'h-8 w-auto' }: { readonly className?: string }) {
  const { picture } = logo;
  return (
    <a href={paths.home} className="inline-flex shrink-0 items-center rounded-md">
      <img src={logoSrc()} width={picture.width} height={picture.height} alt={logo.alt} className={className} />
    </a>
  );
}
