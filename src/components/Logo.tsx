// The Bemedics logo as a link to the home page, named by the logo's alt text (src/content/navigation.ts). On the pages
// that carry their shapes themselves, an SVG logo stands in the page too: as a file it is a document of its own, which
// cost a small page 1–3 ms of main-thread work and about 40 tasks (docs/messungen.md). The landing page keeps the file: its
// HTML has to fit the first round trip.
import { logo } from '../content/navigation.ts';
import { variantAtLeast } from '../lib/pictures.ts';
import { paths } from '../routes.ts';
import { useCarriesItsShapes } from './Icon.tsx';
import { InlineSvg } from './InlineSvg.tsx';

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
  const drawing = useCarriesItsShapes() && picture.kind === 'vector' ? picture.inline : undefined;
  return (
    <a href={paths.home} className="inline-flex shrink-0 items-center rounded-md">
      {drawing ? (
        <InlineSvg
          drawing={drawing}
          width={picture.width}
          height={picture.height}
          alt={logo.alt}
          className={className}
        />
      ) : (
        <img src={logoSrc()} width={picture.width} height={picture.height} alt={logo.alt} className={className} />
      )}
    </a>
  );
}
