// One picture of a page in its slot: a photograph as <picture> with AVIF and WebP sources and a JPEG fallback, each with
// the widths its layout can use and `sizes` to match; an SVG as a plain <img>. The slot has a fixed shape per breakpoint
// and the picture covers it, cropped around its focus, so a photo of any shape leaves the layout as it is; width and
// height follow the slot, so nothing shifts while it loads, and a gradient of the photo's own colours stands in (an
// SVG: no inline style, so the CSP allows it).
import { type ReactNode, useId } from 'react';
import {
  fallbackVariant,
  focusClass,
  type PictureContent,
  type PictureLayoutName,
  pictureLayouts,
  type RasterPicture,
  sizesFor,
  slotSize,
  srcset,
  variantsFor,
} from '../lib/pictures.ts';

interface PictureProps {
  readonly image: PictureContent;
  readonly layout: PictureLayoutName;
  /**
   * The page's largest first-view picture (its LCP element where it is in the first view): on those screens preloaded
   * with high priority from the head; elsewhere fetched at once but after what the first screen needs. Others load
   * near view.
   */
  readonly priority?: boolean;
  /** Classes of the frame: rounding, border, shadow. */
  readonly className?: string;
  /**
   * Far below the first screen: the picture is laid out and fetched only as it comes near the view
   * (`content-visibility: auto` on a layer that fills the frame, so the frame keeps its size and nothing shifts),
   * not early with the first screen as a lazy image on a fast connection would (docs/messungen.md).
   */
  readonly deferred?: boolean;
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

/**
 * The head's preload of a priority picture, only on the screens where it is in the first view (React hoists the link
 * into the head). It names the first source the browser will take (a photo's AVIF `srcset`, which every engine we
 * serve takes; an SVG's `src`), with the same `sizes`, so the img then finds that very file in the cache.
 */
function Preload({
  layout,
  src,
  avifSrcset,
  sizes,
}: { readonly layout: PictureLayoutName; readonly sizes?: string } & PreloadTarget) {
  const { firstView } = pictureLayouts[layout];
  if (firstView === undefined) return null;
  return avifSrcset === undefined ? (
    <link rel="preload" as="image" href={src} media={firstView} fetchPriority="high" />
  ) : (
    <link
      rel="preload"
      as="image"
      type="image/avif"
      imageSrcSet={avifSrcset}
      imageSizes={sizes}
      media={firstView}
      fetchPriority="high"
    />
  );
}

type PreloadTarget =
  | { readonly src: string; readonly avifSrcset?: never }
  | { readonly src?: never; readonly avifSrcset: string };

/** Wraps a picture's content in the deferred layer, where asked. */
function Layer({ deferred, children }: { readonly deferred: boolean; readonly children: ReactNode }) {
  return deferred ? <div className="absolute inset-0 [content-visibility:auto]">{children}</div> : children;
}

export function Picture({ image, layout, priority = false, className = '', deferred = false }: PictureProps) {
  const { picture, alt } = image;
  // A priority picture is never lazy; its own request is low, so where it is below the first screen (a phone) it does
  // not compete with the stylesheet and the text. Where it is in the first view, the preload has already fetched it.
  const loading = priority
    ? ({ loading: 'eager', fetchPriority: 'low' } as const)
    : ({ loading: 'lazy', decoding: 'async' } as const);
  const frame = `relative overflow-hidden ${pictureLayouts[layout].shape} ${className}`;
  const img = {
    ...slotSize(layout, picture),
    className: `relative block size-full object-cover ${focusClass(image.focus)}`,
  };
  if (picture.kind === 'vector') {
    return (
      <div className={frame} data-picture-slot={layout}>
        {priority && <Preload layout={layout} src={picture.src} />}
        <Layer deferred={deferred}>
          <img src={picture.src} alt={alt} {...img} {...loading} />
        </Layer>
      </div>
    );
  }

  const sizes = sizesFor(layout, picture);
  const jpeg = variantsFor(picture.jpeg, layout, picture);
  const avif = srcset(variantsFor(picture.avif, layout, picture));
  return (
    <div className={frame} data-picture-slot={layout}>
      {priority && <Preload layout={layout} avifSrcset={avif} sizes={sizes} />}
      <Placeholder colours={picture.placeholder} />
      <Layer deferred={deferred}>
        <picture>
          <source type="image/avif" srcSet={avif} sizes={sizes} />
          <source type="image/webp" srcSet={srcset(variantsFor(picture.webp, layout, picture))} sizes={sizes} />
          <img
            src={fallbackVariant(jpeg, layout).src}
            srcSet={srcset(jpeg)}
            sizes={sizes}
            alt={alt}
            {...img}
            {...loading}
          />
        </picture>
      </Layer>
    </div>
  );
}
