import { describe, expect, it } from 'vitest';
import {
  encodeWidths,
  fallbackVariant,
  MAX_DENSITY,
  PICTURE_WIDTHS,
  type PictureVariant,
  pictureLayouts,
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

describe('sizes', () => {
  it.each(Object.entries(pictureLayouts))('%s ends with a default for the smallest screens', (_, layout) => {
    const parts = layout.sizes.split(', ');
    expect(parts.at(-1)).not.toContain('min-width');
    for (const part of parts.slice(0, -1)) expect(part).toMatch(/^\(min-width: \d+px\) /);
  });
});
