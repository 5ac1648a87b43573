// Contrast as the visitor sees it: from the pixels Chromium painted, not from class names or the stylesheet, so that a
// background behind a card, a gradient or a colour changed anywhere is measured where it ends up.
import type { Locator } from 'playwright-core';
import sharp from 'sharp';
import { expect } from 'vitest';
import { holdsStill } from './chromium.ts';

type Rgb = readonly [number, number, number];

/** WCAG 2.x relative luminance of an sRGB colour (0–255 per channel). */
function luminance([r, g, b]: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG 2.x contrast ratio of two colours, 1 to 21. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

interface Painted {
  /** The colour at the element's top left corner: what it stands on (a star's box is open there). */
  readonly background: Rgb;
  /** The painted colour that stands out most from it: the inside of the mark, where no edge is smoothed. */
  readonly mark: Rgb;
  readonly ratio: number;
}

/** The mark `element` paints and what it stands on, from a screenshot of its box. */
async function paintedContrast(element: Locator): Promise<Painted> {
  // Drawn where it ends up: a section below the first screen is drawn as it comes near and then shrinks to its size.
  await element.scrollIntoViewIfNeeded();
  await holdsStill(element.page());
  const { data, info } = await sharp(await element.screenshot({ animations: 'disabled' }))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pixel = (at: number): Rgb => [data[at] ?? 0, data[at + 1] ?? 0, data[at + 2] ?? 0];
  const background = pixel(0);
  let mark = background;
  let ratio = 1;
  for (let at = 0; at < info.width * info.height * info.channels; at += info.channels) {
    const colour = pixel(at);
    const against = contrastRatio(colour, background);
    if (against > ratio) [mark, ratio] = [colour, against];
  }
  return { background, mark, ratio };
}

/** Checks that the mark `element` paints stands out from what it stands on by at least 3:1 (WCAG 1.4.11). */
export async function expectNonTextContrast(element: Locator, what: string): Promise<void> {
  const painted = await paintedContrast(element);
  expect(painted.ratio, `${what} ${painted.mark.join(',')} on ${painted.background.join(',')}`).toBeGreaterThanOrEqual(
    3,
  );
}
