// One picture of a page: a photograph as <picture> with AVIF and WebP sources and a JPEG fallback, each with the widths
// its layout can use and `sizes` to match; an SVG as a plain <img>. Intrinsic width and height keep the layout still,
// and a gradient of the photo's own colours stands in while it loads (an SVG: no inline style, so the CSP allows it).
import { useId } from 'react';
import {
  fallbackVariant,
  type PictureContent,
  type PictureLayoutName,
  pictureLayouts,
  type RasterPicture,
  srcset,
  variantsFor,
} from '../lib/pictures.ts';

interface PictureProps {
  readonly image: PictureContent;
  readonly layout: PictureLayoutName;
  /** The page's largest first-view picture (its LCP element): fetched at once and first. Others load near view. */
  readonly priority?: boolean;
  /** Classes of the frame: rounding, border, shadow. */
  readonly className?: string;
}

function Placeholder({ colours }: { readonly colours: RasterPicture['placeholder'] }) {
  const id = useId();
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      className="absolute inset-0 size-full"
      viewBox="0 0 1 1"
      preserveAspectRatio="none"
    >
      <linearGradient id={id} x2="0" y2="1">
        {colours.map((colour, index) => (
          <stop key={index.toString()} offset={index / 2} stopColor={colour} />
        ))}
      </linearGradient>
      <rect width="1" height="1" fill={`url(#${id})`} />
    </svg>
  );
}

export function Picture({ image, layout, priority = false, className = '' }: PictureProps) {
  const { picture, alt } = image;
  const loading = priority
    ? ({ loading: 'eager', fetchPriority: 'high' } as const)
    : ({ loading: 'lazy', decoding: 'async' } as const);
  const size = { width: picture.width, height: picture.height, className: 'relative block h-auto w-full' };

  if (picture.kind === 'vector') {
    return (
      <div className={`relative overflow-hidden ${className}`}>
        <img src={picture.src} alt={alt} {...size} {...loading} />
      </div>
    );
  }

  const { sizes } = pictureLayouts[layout];
  const jpeg = variantsFor(picture.jpeg, layout);
  return (
    <div className={`relative overflow-hidden ${className}`}>
      <Placeholder colours={picture.placeholder} />
      <picture>
        <source type="image/avif" srcSet={srcset(variantsFor(picture.avif, layout))} sizes={sizes} />
        <source type="image/webp" srcSet={srcset(variantsFor(picture.webp, layout))} sizes={sizes} />
        <img
          src={fallbackVariant(jpeg, layout).src}
          srcSet={srcset(jpeg)}
          sizes={sizes}
          alt={alt}
          {...size}
          {...loading}
        />
      </picture>
    </div>
  );
}
