import { describe, expect, it } from 'vitest';
import {
  coverFactor,
  encodeWidths,
  fallbackVariant,
  focusClass,
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

describe('the widths the build encodes', () => {
  it('reach every layout at its widest display and 2× density, and no further', () => {
    for (const layout of Object.values(pictureLayouts)) {
      expect(PICTURE_WIDTHS).toContain(layout.maxWidth * MAX_DENSITY);
    }
    expect(WIDEST_NEEDED).toBe(Math.max(...Object.values(pictureLayouts).map((l) => l.maxWidth * MAX_DENSITY)));
    expect(Math.max(...PICTURE_WIDTHS)).toBe(WIDEST_NEEDED);
  });

  it('start at a small phone and grow in steps of at most 1.5×', () => {
    const widths = [...PICTURE_WIDTHS];
    expect(widths).toEqual(widths.toSorted((a, b) => a - b));
    expect(widths[0]).toBeLessThanOrEqual(360);
    for (let i = 1; i < widths.length; i++) {
      expect((widths[i] ?? 0) / (widths[i - 1] ?? 1)).toBeLessThanOrEqual(1.5);
    }
  });

  it('serve the phone the issue measures (390 px, 3×) a width close above what it needs', () => {
    const heroOnPhone = 390 - 32; // calc(100vw - 32px)
    const needed = heroOnPhone * 3;
    const chosen = PICTURE_WIDTHS.find((width) => width >= needed) ?? 0;
    expect(chosen / needed).toBeLessThan(1.1);
  });
});

describe('encodeWidths', () => {
  it('encodes every width of a camera photo', () => {
    expect(encodeWidths(4032)).toEqual([...PICTURE_WIDTHS]);
  });

  it('never upscales: a narrower original ends at its own width', () => {
    expect(encodeWidths(1000)).toEqual([360, 540, 720, 900, 1000]);
    expect(encodeWidths(1080)).toEqual([360, 540, 720, 900, 1080]);
    expect(Math.max(...encodeWidths(1200))).toBe(1200);
  });

  it('uses a tiny original as it is', () => {
    expect(encodeWidths(200)).toEqual([200]);
  });
});

describe('variantsFor a layout', () => {
  const all = variants(PICTURE_WIDTHS);

  it('offers the hero every width up to its 2× display', () => {
    expect(variantsFor(all, 'hero').map((v) => v.width)).toEqual([...PICTURE_WIDTHS]);
  });

  it('offers a figure nothing wider than it ever needs', () => {
    const widths = variantsFor(all, 'figure').map((v) => v.width);
    expect(Math.max(...widths)).toBe(pictureLayouts.figure.maxWidth * MAX_DENSITY);
    expect(widths).not.toContain(WIDEST_NEEDED);
  });

  it('keeps the smallest variant when even that is wider than the layout needs', () => {
    expect(variantsFor(variants([3000]), 'figure').map((v) => v.width)).toEqual([3000]);
  });

  it('falls back to the variant nearest the widest display at 1×', () => {
    expect(fallbackVariant(all, 'hero').width).toBe(1080);
    expect(fallbackVariant(all, 'figure').width).toBe(900);
    expect(fallbackVariant(variants([360, 500]), 'hero').width).toBe(500);
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
    expect(slotSize('hero', { width: 1950 })).toEqual({ width: 1950, height: 1300 });
  });
});

describe('sizes', () => {
  it('are the slot widths for a picture no flatter than its slot', () => {
    const portrait = { width: 3, height: 4 };
    expect(sizesFor('figure', portrait)).toBe(
      '(min-width: 816px) 766px, (min-width: 640px) calc(100vw - 50px), calc(100vw - 34px)',
    );
  });

  it('grow by the cover factor for a flatter picture, which is drawn wider than its slot', () => {
    const panorama = { width: 32, height: 9 };
    expect(coverFactor(panorama, { width: 16, height: 9 })).toBe(2);
    expect(sizesFor('figure', panorama)).toBe(
      '(min-width: 816px) calc((766px) * 2), (min-width: 640px) calc((100vw - 50px) * 2), calc((100vw - 34px) * 2)',
    );
    // …and the layout then offers the wider files that draws.
    const all = variants(PICTURE_WIDTHS);
    expect(Math.max(...variantsFor(all, 'figure', panorama).map((v) => v.width))).toBe(WIDEST_NEEDED);
  });
});

describe('focus', () => {
  it('keeps the named part of a photo in view', () => {
    expect(focusClass()).toBe('object-[50%_50%]');
    expect(focusClass('top')).toBe('object-[50%_0%]');
    expect(focusClass({ x: 25, y: 75 })).toBe('object-[25%_75%]');
  });
});
