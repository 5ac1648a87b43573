// Pictures as the build hands them to the pages (a `?picture` import), the layouts they are shown in, and the widths
// the build encodes: shared by the image pipeline (build/pictures, in Node) and the Picture component (in the worker).

/** One encoded file of a raster picture. */
export interface PictureVariant {
  readonly src: string;
  readonly width: number;
}

/** An SVG source: optimised and served as it is, since it is sharp at every size. */
export interface VectorPicture {
  readonly kind: 'vector';
  /** The source's file name in src/assets/images, for messages and tests. */
  readonly file: string;
  readonly src: string;
  readonly width: number;
  readonly height: number;
}

/** A photograph: every width in every format, smallest first, and colours to show until it has loaded. */
export interface RasterPicture {
  readonly kind: 'raster';
  readonly file: string;
  /** Intrinsic size of the largest variant, after EXIF orientation: the img's width and height (no layout shift). */
  readonly width: number;
  readonly height: number;
  readonly avif: readonly PictureVariant[];
  readonly webp: readonly PictureVariant[];
  /** The fallback for browsers without AVIF and WebP. */
  readonly jpeg: readonly PictureVariant[];
  /** Average colours of the top, middle and bottom third, as #rrggbb: a gradient that stands in while loading. */
  readonly placeholder: readonly [string, string, string];
}

export type ProcessedPicture = VectorPicture | RasterPicture;

/** What content files give a section: the picture and its German description (required, or '' if decorative). */
export interface PictureContent {
  readonly picture: ProcessedPicture;
  readonly alt: string;
}

/**
 * Where a picture is shown. `sizes` tells the browser the displayed width at each breakpoint, written from the classes
 * of the section that shows it (Tailwind: container max-w-6xl = 1152 px with px-4 / sm:px-6 padding, breakpoints
 * sm 640, lg 1024). `maxWidth` is the widest the picture is ever displayed, in CSS pixels.
 */
export interface PictureLayout {
  readonly sizes: string;
  readonly maxWidth: number;
  /** Media query of the screens on which the picture is in the first view (set for the hero only). */
  readonly firstView?: string;
}

export type PictureLayoutName = 'hero' | 'figure';

export const pictureLayouts: Readonly<Record<PictureLayoutName, PictureLayout>> = {
  /** The hero's team picture: full width in one column below lg, half the container (minus the gap) from lg. */
  hero: {
    sizes:
      '(min-width: 1152px) 528px, (min-width: 1024px) calc(50vw - 48px), (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)',
    maxWidth: 975,
    /** Beside the text from lg; below it, on phones and tablets, the picture starts below the first screen. */
    firstView: '(min-width: 1024px)',
  },
  /** A figure in a section, at most max-w-3xl (768 px) wide, inside a 1 px border: the before/after picture. */
  figure: {
    sizes: '(min-width: 816px) 766px, (min-width: 640px) calc(100vw - 50px), calc(100vw - 34px)',
    maxWidth: 766,
  },
};

/** Highest device pixel ratio the widths serve: sharper is invisible on a phone and costs bytes. */
export const MAX_DENSITY = 2;

/** Steps for phones and tablets between the smallest display (a 320 px phone at 1×) and the layouts' 2× widths. */
const STEPS = [360, 540, 720, 900, 1080, 1440] as const;

/** The widths the build encodes for every raster picture: the steps plus each layout's widest display at 2×. */
export const PICTURE_WIDTHS: readonly number[] = [
  ...new Set([...STEPS, ...Object.values(pictureLayouts).map((layout) => layout.maxWidth * MAX_DENSITY)]),
].toSorted((a, b) => a - b);

/** The width the sharpest use of a picture asks for; a narrower original gets a build warning. */
export const WIDEST_NEEDED = PICTURE_WIDTHS.at(-1) ?? 0;

/**
 * The widths to encode from an original `intrinsicWidth` pixels wide: every width it can fill, and never wider than
 * the original (a narrower original is used at its own width: nothing is ever upscaled).
 */
export function encodeWidths(intrinsicWidth: number, widths: readonly number[] = PICTURE_WIDTHS): number[] {
  const fitting = widths.filter((width) => width < intrinsicWidth);
  return intrinsicWidth > (widths.at(-1) ?? 0) ? fitting : [...fitting, intrinsicWidth];
}

/** The variants a layout offers the browser: up to its widest display at 2×; always at least the smallest. */
export function variantsFor(variants: readonly PictureVariant[], layout: PictureLayoutName): readonly PictureVariant[] {
  const limit = pictureLayouts[layout].maxWidth * MAX_DENSITY;
  const fitting = variants.filter((variant) => variant.width <= limit);
  return fitting.length > 0 ? fitting : variants.slice(0, 1);
}

export function srcset(variants: readonly PictureVariant[]): string {
  return variants.map((variant) => `${variant.src} ${variant.width}w`).join(', ');
}

/** The narrowest variant at least `width` pixels wide, or the widest there is. */
export function variantAtLeast(variants: readonly PictureVariant[], width: number): PictureVariant {
  const variant = variants.find((candidate) => candidate.width >= width) ?? variants.at(-1);
  if (!variant) throw new Error('A raster picture has at least one variant');
  return variant;
}

/** The fallback `src` for a browser without srcset: the variant nearest the layout's widest display at 1×. */
export function fallbackVariant(variants: readonly PictureVariant[], layout: PictureLayoutName): PictureVariant {
  return variantAtLeast(variants, pictureLayouts[layout].maxWidth);
}
