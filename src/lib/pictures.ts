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
  /**
   * Its drawing as markup for the page itself, where asked for (a `?picture&inline` import) and where it is safe
   * there: no styles, scripts or outside references (build/pictures/inline-svg.ts). Absent otherwise: the file serves.
   */
  readonly inline?: InlineSvg;
}

/** A vector picture's drawing, to stand in the page as an `<svg>` of its own (components/InlineSvg.tsx). */
export interface InlineSvg {
  readonly viewBox: string;
  /** The root's children; ids and references begin with INLINE_ID_PREFIX, which each copy replaces with its own. */
  readonly body: string;
}

/** Begins every id in an InlineSvg's body: two copies on one page must not share an id. */
export const INLINE_ID_PREFIX = 'inline-svg-id__';

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

/** Where the subject of a photo is: the part a slot of another shape keeps in view (0 % is the top or left edge). */
/** In quarters: fine enough to keep a face in a crop, and each one a class the stylesheet has (src/styles.css). */
export type FocusPercent = 0 | 25 | 50 | 75 | 100;
export type Focus =
  | 'center'
  | 'top'
  | 'bottom'
  | 'left'
  | 'right'
  | { readonly x: FocusPercent; readonly y: FocusPercent };

/** What content files give a section: the picture, its German description (required, or '' if decorative), and where
 * its subject is, should the slot's shape crop it (default: the centre). */
export interface PictureContent {
  readonly picture: ProcessedPicture;
  readonly alt: string;
  readonly focus?: Focus;
}

/** A slot's shape, width to height. */
export interface Aspect {
  readonly width: number;
  readonly height: number;
}

/** One breakpoint of a slot: from `media` on (none: the smallest screens), `width` wide (a CSS length or a sum of
 * lengths, without calc()) in the shape `aspect`. */
export interface Slot {
  readonly media?: string;
  readonly width: string;
  readonly aspect: Aspect;
}

/**
 * Where a picture is shown: a slot of a fixed shape per breakpoint that any photo fills (cropped, `object-fit: cover`),
 * so a portrait, a square or a panorama never changes the layout. `slots` are written from the classes of the section
 * that shows it (Tailwind: container max-w-6xl = 1152 px, from 1440 px 1240, with px-4 / sm:px-6 padding, breakpoints
 * sm 640, lg 1024), widest screen first; `shape` gives the frame the same shapes (test/unit/picture-widths.test.ts
 * holds the two together). `maxWidth` is the widest the slot is ever displayed, in CSS pixels.
 */
export interface PictureLayout {
  readonly slots: readonly Slot[];
  readonly shape: string;
  readonly maxWidth: number;
  /** Media query of the screens on which the picture is in the first view (set for the hero only). */
  readonly firstView?: string;
}

export type PictureLayoutName = 'hero' | 'figure' | 'figure-half' | 'card-strip' | 'portrait';

const ratio = (width: number, height: number): Aspect => ({ width, height });

export const pictureLayouts: Readonly<Record<PictureLayoutName, PictureLayout>> = {
  /**
   * The hero's team picture: beside the text from lg, an upright 4:5 from the headline's top down, 21 of 50 fractions of
   * the container's content minus the 56 px gap (the container 1,152 px wide with 24 px padding, from 1,440 px 1,240);
   * below lg a flat 16:9, so that it takes less of a page a phone or tablet scrolls through, at most max-w-xl (576 px)
   * wide, so that a tablet's screen is not one picture.
   */
  hero: {
    slots: [
      { media: '(min-width: 1440px)', width: '477px', aspect: ratio(4, 5) },
      { media: '(min-width: 1152px)', width: '440px', aspect: ratio(4, 5) },
      { media: '(min-width: 1024px)', width: '42vw - 44px', aspect: ratio(4, 5) },
      { media: '(min-width: 624px)', width: '576px', aspect: ratio(16, 9) },
      { width: '100vw - 32px', aspect: ratio(16, 9) },
    ],
    shape: 'aspect-[16/9] lg:aspect-[4/5]',
    maxWidth: 591,
    /** Beside the text from lg; below it, on phones and tablets, the picture starts below the first screen. */
    firstView: '(min-width: 1024px)',
  },
  /**
   * A figure in a section, at most max-w-2xl (672 px) wide, inside a 1 px border: one before/after picture, narrower than
   * the row of quotes above it, so that it supports them instead of outweighing them.
   */
  figure: {
    slots: [
      { media: '(min-width: 720px)', width: '670px', aspect: ratio(16, 9) },
      { media: '(min-width: 640px)', width: '100vw - 50px', aspect: ratio(16, 9) },
      { width: '100vw - 34px', aspect: ratio(16, 9) },
    ],
    shape: 'aspect-[16/9]',
    maxWidth: 670,
  },
  /**
   * A before and an after photo side by side, 12 px apart, each inside a 1 px border, the pair at most 736 px wide: each
   * at most 360 px, so its 2× width is one the steps already make.
   */
  'figure-half': {
    slots: [
      { media: '(min-width: 784px)', width: '360px', aspect: ratio(4, 5) },
      { media: '(min-width: 640px)', width: '50vw - 32px', aspect: ratio(4, 5) },
      { width: '50vw - 24px', aspect: ratio(4, 5) },
    ],
    shape: 'aspect-[4/5]',
    maxWidth: 360,
  },
  /**
   * The strip across the top of a price card, inside its 1 px border: the cards side by side from md (gap 24 px, from
   * lg 32 px) in a container of at most max-w-5xl (1024 px), a flat 16:5; below md one above the other, at most
   * max-w-xl (576 px) wide, flatter still (5:1, on a phone 6:1), where every pixel of height is a scroll.
   */
  'card-strip': {
    slots: [
      { media: '(min-width: 1072px)', width: '494px', aspect: ratio(16, 5) },
      { media: '(min-width: 1024px)', width: '50vw - 42px', aspect: ratio(16, 5) },
      { media: '(min-width: 768px)', width: '50vw - 38px', aspect: ratio(16, 5) },
      { media: '(min-width: 640px)', width: '574px', aspect: ratio(5, 1) },
      { width: '100vw - 34px', aspect: ratio(6, 1) },
    ],
    shape: 'aspect-[6/1] sm:aspect-[5/1] md:aspect-[16/5]',
    maxWidth: 574,
  },
  /** A person's face in a round 48 px frame beside his or her name (the operating doctor in the hero). */
  portrait: {
    slots: [{ width: '48px', aspect: ratio(1, 1) }],
    shape: 'aspect-[1/1]',
    maxWidth: 48,
  },
};

/** How much wider than its slot a picture is drawn when it covers it: 1 unless it is flatter than the slot. */
export function coverFactor(picture: { readonly width: number; readonly height: number }, aspect: Aspect): number {
  return Math.max(1, picture.width / picture.height / (aspect.width / aspect.height));
}

const length = (width: string) => (/[\s+-]/.test(width.trim()) ? `calc(${width})` : width);

/**
 * The `sizes` of a picture in a layout: each breakpoint's slot width, times how much wider the picture is drawn than its
 * slot there (a panorama in a 3:2 slot covers it at its height, so it is drawn wider and needs wider files).
 */
export function sizesFor(layout: PictureLayoutName, picture: { readonly width: number; readonly height: number }) {
  return pictureLayouts[layout].slots
    .map((slot) => {
      const factor = coverFactor(picture, slot.aspect);
      const width = factor === 1 ? length(slot.width) : `calc((${slot.width}) * ${Number(factor.toFixed(3))})`;
      return slot.media ? `${slot.media} ${width}` : width;
    })
    .join(', ');
}

/** The img's width and height attributes: the slot's smallest-screen shape at the picture's width (no layout shift). */
export function slotSize(layout: PictureLayoutName, picture: { readonly width: number }) {
  const { aspect } = pictureLayouts[layout].slots.at(-1) as Slot;
  return { width: picture.width, height: Math.round((picture.width * aspect.height) / aspect.width) };
}

const FOCUS_KEYWORDS: Readonly<Record<Exclude<Focus, object>, { x: FocusPercent; y: FocusPercent }>> = {
  center: { x: 50, y: 50 },
  top: { x: 50, y: 0 },
  bottom: { x: 50, y: 100 },
  left: { x: 0, y: 50 },
  right: { x: 100, y: 50 },
};

/** The class that keeps the focus in view (src/styles.css lists every one, so the stylesheet has them). */
export function focusClass(focus: Focus = 'center'): string {
  const { x, y } = typeof focus === 'string' ? FOCUS_KEYWORDS[focus] : focus;
  return `object-[${x}%_${y}%]`;
}

/** Highest device pixel ratio the widths serve: sharper is invisible on a phone and costs bytes. */
export const MAX_DENSITY = 2;

/** Steps for phones and tablets between the smallest display (a 320 px phone at 1×) and the layouts' 2× widths. */
const STEPS = [360, 540, 720, 900, 1080, 1440] as const;

/**
 * The widths the build encodes for every raster picture: the steps plus each layout's widest display at 2×. A layout
 * narrower than the smallest step (the 48 px portrait) takes that smallest file rather than making every picture
 * encode a width of its own for it.
 */
export const PICTURE_WIDTHS: readonly number[] = [
  ...new Set([
    ...STEPS,
    ...Object.values(pictureLayouts)
      .map((layout) => layout.maxWidth * MAX_DENSITY)
      .filter((width) => width >= STEPS[0]),
  ]),
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

/** The variants a layout offers the browser: up to its widest display at 2× (times the picture's cover factor, see
 * `sizesFor`); always at least the smallest. */
export function variantsFor(
  variants: readonly PictureVariant[],
  layout: PictureLayoutName,
  picture?: { readonly width: number; readonly height: number },
): readonly PictureVariant[] {
  const { slots, maxWidth } = pictureLayouts[layout];
  const factor = picture ? Math.max(...slots.map((slot) => coverFactor(picture, slot.aspect))) : 1;
  const limit = Math.ceil(maxWidth * MAX_DENSITY * factor);
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
