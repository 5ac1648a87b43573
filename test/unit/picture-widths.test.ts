import { describe, expect, it } from 'vitest';
import {
  coverFactor,
  encodeWidths,
  fallbackVariant,
  MAX_DENSITY,
  PICTURE_WIDTHS,
  type PictureLayoutName,
  type PictureVariant,
  pictureLayouts,
  sizesFor,
  slotSize,
  srcset,
  variantsFor,
  WIDEST_NEEDED,
} from '../../src/lib/pictures.ts';

const variants = (widths: readonly number[]): PictureVariant[] =>
  widths.map((width) => ({ src: `/assets/images/x-${width}w.avif`, width }));

const layoutNames = Object.keys(pictureLayouts) as PictureLayoutName[];

/** Originals of every kind the owner may bring: a small web image, a phone photo, a camera photo, and sizes between. */
const ORIGINALS = [200, 359, 360, 700, 1000, 1080, 1200, 1600, 2000, 3024, 4032, 8000];

// Properties of the width choice, not its table: the browser test (test/browser/pictures.test.ts) checks the files a
// real engine then picks at 13 window widths.
describe('the widths the build encodes', () => {
  it('start at a small phone and grow in steps of at most 1.5×', () => {
    const widths = [...PICTURE_WIDTHS];
    expect(widths).toEqual(widths.toSorted((a, b) => a - b));
    expect(widths[0]).toBeLessThanOrEqual(360);
    for (let i = 1; i < widths.length; i++) {
      expect((widths[i] ?? 0) / (widths[i - 1] ?? 1)).toBeLessThanOrEqual(1.5);
    }
  });

  it.each(layoutNames)(
    'give %s a file for its widest display at 2×, and nothing wider than any layout needs',
    (name) => {
      const needed = pictureLayouts[name].maxWidth * MAX_DENSITY;
      const [smallest = 0] = PICTURE_WIDTHS;
      // A layout narrower than the smallest file (the portrait) takes that file; no picture encodes a width for it.
      if (needed < smallest) expect(PICTURE_WIDTHS).not.toContain(needed);
      else expect(PICTURE_WIDTHS.some((width) => width >= needed && width / needed < 1.1)).toBe(true);
      expect(WIDEST_NEEDED).toBeGreaterThanOrEqual(needed);
    },
  );

  it('serve a 390 px phone at 3× a width close above what its hero needs', () => {
    const heroOnPhone = 390 - 32; // the hero slot on phones: calc(100vw - 32px)
    const needed = heroOnPhone * 3;
    const chosen = PICTURE_WIDTHS.find((width) => width >= needed) ?? 0;
    expect(chosen / needed).toBeLessThan(1.1);
  });
});

describe('encodeWidths', () => {
  it.each(ORIGINALS)(
    'never upscales an original %i px wide, and keeps its own width where it is narrower',
    (original) => {
      const widths = encodeWidths(original);
      expect(widths.length).toBeGreaterThan(0);
      expect(Math.max(...widths)).toBeLessThanOrEqual(original);
      expect(widths).toEqual(widths.toSorted((a, b) => a - b));
      if (original <= WIDEST_NEEDED) expect(widths.at(-1)).toBe(original);
      else expect(widths).toEqual([...PICTURE_WIDTHS]);
    },
  );
});

describe('variantsFor a layout', () => {
  const all = variants(PICTURE_WIDTHS);

  it.each(layoutNames)('offers %s every file up to its widest display at 2×, and none beyond the next one', (name) => {
    const needed = pictureLayouts[name].maxWidth * MAX_DENSITY;
    const offered = variantsFor(all, name).map((v) => v.width);
    const fitting = PICTURE_WIDTHS.filter((width) => width <= needed);
    expect(offered).toEqual(fitting.length ? fitting : PICTURE_WIDTHS.slice(0, 1));
    expect(Math.max(...offered)).toBeGreaterThanOrEqual(needed / 1.1);
  });

  it('keeps the smallest variant when even that is wider than the layout needs', () => {
    expect(variantsFor(variants([3000]), 'figure').map((v) => v.width)).toEqual([3000]);
  });

  it.each(layoutNames)('falls back, for %s, to the narrowest file at least as wide as its widest display', (name) => {
    const { maxWidth } = pictureLayouts[name];
    const fallback = fallbackVariant(all, name).width;
    expect(fallback).toBeGreaterThanOrEqual(maxWidth);
    expect(PICTURE_WIDTHS.filter((width) => width >= maxWidth && width < fallback)).toEqual([]);
    expect(fallbackVariant(variants([360, 500]), name).width).toBe(maxWidth > 360 ? 500 : 360);
  });

  it('writes a srcset with w descriptors', () => {
    expect(srcset(variants([360, 540]))).toBe('/assets/images/x-360w.avif 360w, /assets/images/x-540w.avif 540w');
  });
});

describe('slots', () => {
  const layouts = Object.entries(pictureLayouts) as [PictureLayoutName, (typeof pictureLayouts)[PictureLayoutName]][];

  it.each(layouts)('%s: breakpoints widest first, ending with a default for the smallest screens', (_, layout) => {
    const media = layout.slots.map((slot) => slot.media);
    expect(media.at(-1)).toBeUndefined();
    const widths = media.slice(0, -1).map((query) => Number(/^\(min-width: (\d+)px\)$/.exec(query ?? '')?.[1]));
    expect(widths.every(Number.isFinite)).toBe(true);
    expect(widths).toEqual(widths.toSorted((a, b) => b - a));
  });

  // The frame's classes give each breakpoint the shape its slot declares (Tailwind: sm 640, md 768, lg 1024, xl 1280).
  it.each(layouts)('%s: the frame has the shape each slot declares', (_, layout) => {
    const breakpoints: Record<string, number> = { '': 0, sm: 640, md: 768, lg: 1024, xl: 1280 };
    const shapes = layout.shape.split(' ').map((name) => {
      const [, prefix = '', width, height] = /^(?:(\w+):)?aspect-\[(\d+)\/(\d+)\]$/.exec(name) ?? [];
      return { from: breakpoints[prefix] ?? Number.NaN, ratio: Number(width) / Number(height) };
    });
    for (const slot of layout.slots) {
      const from = Number(/(\d+)px/.exec(slot.media ?? '')?.[1] ?? 0);
      const active = shapes.filter((shape) => shape.from <= from).toSorted((a, b) => b.from - a.from)[0];
      expect(active?.ratio, slot.media ?? 'default').toBeCloseTo(slot.aspect.width / slot.aspect.height, 5);
    }
  });

  it('give the img the slot’s shape as width and height, whatever the picture’s own', () => {
    expect(slotSize('figure', { width: 1600 })).toEqual({ width: 1600, height: 900 });
    expect(slotSize('hero', { width: 1950 })).toEqual({ width: 1950, height: 1097 });
  });
});

describe('sizes', () => {
  it('grow by the cover factor for a picture flatter than its slot, which is drawn wider than the slot', () => {
    const panorama = { width: 32, height: 9 };
    const portrait = { width: 3, height: 4 };
    expect(coverFactor(panorama, { width: 16, height: 9 })).toBe(2);
    expect(coverFactor(portrait, { width: 16, height: 9 })).toBe(1);
    expect(sizesFor('figure', portrait)).not.toContain('*');
    for (const entry of sizesFor('figure', panorama).split(', ')) expect(entry).toMatch(/\* 2\)$/);
    // …and the layout then offers the wider files that draws.
    const all = variants(PICTURE_WIDTHS);
    expect(Math.max(...variantsFor(all, 'figure', panorama).map((v) => v.width))).toBe(WIDEST_NEEDED);
  });
});
