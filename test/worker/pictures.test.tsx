// The markup of the hero and before/after pictures, rendered in workerd: as the content names them today, and with
// camera photographs in their place (what the owner's two-step swap produces).
import { parseHTML } from 'linkedom';
import type { ReactElement } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { hero } from '../../src/content/hero.ts';
import { testimonials } from '../../src/content/testimonials.ts';
import {
  MAX_DENSITY,
  PICTURE_WIDTHS,
  type PictureLayoutName,
  type ProcessedPicture,
  pictureLayouts,
} from '../../src/lib/pictures.ts';
import { Hero } from '../../src/sections/Hero.tsx';
import { Testimonials } from '../../src/sections/Testimonials.tsx';
import { settings } from '../../src/site.ts';
import beforeAfterPhoto from '../fixtures/photos/before-after.jpg?picture';
import teamPhoto from '../fixtures/photos/team.jpg?picture';
import { attr, get, text } from './fetch.ts';

async function render(element: ReactElement): Promise<Document> {
  const html = await new Response(await renderToReadableStream(element)).text();
  return parseHTML(`<!doctype html><html><body>${html}</body></html>`).document;
}

/** The widths a srcset offers, and the format of each file. */
function offered(srcset: string | null): { widths: number[]; extensions: string[] } {
  const entries = (srcset ?? '').split(', ').map((entry) => entry.split(' '));
  return {
    widths: entries.map(([, descriptor]) => Number.parseInt(descriptor ?? '', 10)),
    extensions: entries.map(([url]) => url?.split('.').pop() ?? ''),
  };
}

/** What every picture's markup must say, whatever its file: the size, the description, the loading priority. */
function expectPicture(img: Element | null, picture: ProcessedPicture, alt: string, priority: boolean) {
  expect(img).not.toBeNull();
  expect(attr(img, 'alt')).toBe(alt);
  expect(attr(img, 'width')).toBe(String(picture.width));
  expect(attr(img, 'height')).toBe(String(picture.height));
  expect(attr(img, 'src')).toMatch(/^\/assets\/images\/[a-z0-9-]+\.(svg|jpg)$/);
  if (priority) {
    // Never lazy; its own request low, so on phones (picture below the text) it waits for what the first screen needs.
    expect(attr(img, 'loading')).toBe('eager');
    expect(attr(img, 'fetchpriority')).toBe('low');
    expect(attr(img, 'decoding')).toBeNull();
  } else {
    expect(attr(img, 'loading')).toBe('lazy');
    expect(attr(img, 'decoding')).toBe('async');
    expect(attr(img, 'fetchpriority')).toBeNull();
  }
}

/**
 * The preload of a priority picture: high priority, only where the layout puts it in the first view, and naming the
 * very file the img will take there (the AVIF source's srcset and sizes; an SVG's src), so nothing is fetched twice.
 */
function expectPreload(document: Document, img: Element | null, layout: PictureLayoutName) {
  const preloads = [...document.querySelectorAll('link[rel="preload"][as="image"][media]')];
  expect(preloads).toHaveLength(1);
  const [preload] = preloads;
  expect(attr(preload, 'media')).toBe(pictureLayouts[layout].firstView);
  expect(attr(preload, 'fetchpriority')).toBe('high');
  const avif = img?.parentElement?.querySelector('source[type="image/avif"]');
  if (avif) {
    expect(attr(preload, 'type')).toBe('image/avif');
    expect(attr(preload, 'imagesrcset')).toBe(attr(avif, 'srcset'));
    expect(attr(preload, 'imagesizes')).toBe(attr(avif, 'sizes'));
    expect(attr(preload, 'href')).toBeNull();
  } else {
    expect(attr(preload, 'href')).toBe(attr(img, 'src'));
  }
}

/** The <picture> of a photograph: AVIF, then WebP, then the JPEG img, each with the layout's widths and sizes. */
function expectPhotoSources(img: Element | null, layout: PictureLayoutName) {
  const picture = img?.parentElement;
  expect(picture?.tagName).toBe('PICTURE');
  const sources = [...(picture?.querySelectorAll('source') ?? [])];
  expect(sources.map((source) => attr(source, 'type'))).toEqual(['image/avif', 'image/webp']);
  const limit = pictureLayouts[layout].maxWidth * MAX_DENSITY;
  const widths = PICTURE_WIDTHS.filter((width) => width <= limit);
  for (const [element, extension] of [
    [sources[0], 'avif'],
    [sources[1], 'webp'],
    [img, 'jpg'],
  ] as const) {
    const srcset = offered(attr(element, 'srcset'));
    expect(srcset.widths).toEqual(widths);
    expect(new Set(srcset.extensions)).toEqual(new Set([extension]));
    expect(attr(element, 'sizes')).toBe(pictureLayouts[layout].sizes);
  }
  // A gradient of the photo's colours stands in while it loads: three stops, hidden from assistive technology.
  const placeholder = picture?.parentElement?.querySelector(':scope > svg');
  expect(attr(placeholder, 'aria-hidden')).toBe('true');
  expect(placeholder?.querySelectorAll('stop')).toHaveLength(3);
}

describe('the landing page as its content names the pictures', () => {
  it('shows the hero picture first and at once', async () => {
    const { document } = await get('/');
    const img = document.querySelector('[data-section="hero"] img');
    expectPicture(img, hero.image.picture, hero.image.alt, true);
    if (hero.image.picture.kind === 'raster') expectPhotoSources(img, 'hero');
    expectPreload(document, img, 'hero');
    // React hoists the preload into the head, ahead of the stylesheet.
    expect(document.querySelector('head link[rel="preload"][media] ~ link[rel="stylesheet"]')).not.toBeNull();
  });

  it(`${settings.showBeforeAfter ? 'shows' : 'leaves out'} the before/after picture, loaded near view`, async () => {
    const { document } = await get('/');
    const img = document.querySelector('[data-before-after] img');
    if (!settings.showBeforeAfter) {
      expect(img).toBeNull();
      return;
    }
    expectPicture(img, testimonials.beforeAfter.picture, testimonials.beforeAfter.alt, false);
    if (testimonials.beforeAfter.picture.kind === 'raster') expectPhotoSources(img, 'figure');
    // A drawing is called one (a photo is not: test/browser/pictures.test.ts).
    const drawn = testimonials.beforeAfter.picture.kind === 'vector';
    expect(text(document.querySelector('[data-before-after] figcaption')).includes('(Illustration)')).toBe(drawn);
  });

  it('fetches no picture with high priority on every screen: only the preload does, where the hero is in view', async () => {
    const { document } = await get('/');
    const high = [...document.querySelectorAll('img, link')].filter(
      (element) => attr(element, 'fetchpriority') === 'high',
    );
    expect(high.map((element) => element.tagName)).toEqual(['LINK']);
    expect(attr(high[0] ?? null, 'media')).toBe(pictureLayouts.hero.firstView);
  });
});

describe('with camera photographs in place', () => {
  it('processed them at their real size, upright', () => {
    expect(teamPhoto).toMatchObject({ kind: 'raster', width: 1950, height: 1463 });
    expect(beforeAfterPhoto).toMatchObject({ kind: 'raster', width: 1950, height: 1097 });
  });

  it('gives the hero every width up to its 2× display, eager, preloaded where it is in the first view', async () => {
    const image = { picture: teamPhoto, alt: 'Das Bemedics-Team in der Klinik' };
    const document = await render(<Hero content={{ ...hero, image }} />);
    const img = document.querySelector('img');
    expectPicture(img, teamPhoto, image.alt, true);
    expectPhotoSources(img, 'hero');
    expectPreload(document, img, 'hero');
  });

  it('gives the before/after figure the widths up to its 2× display, lazily', async () => {
    const beforeAfter = { ...testimonials.beforeAfter, picture: beforeAfterPhoto };
    const document = await render(
      <Testimonials id="erfahrungen" content={{ ...testimonials, beforeAfter }} showBeforeAfter showReviews />,
    );
    const img = document.querySelector('[data-before-after] img');
    expectPicture(img, beforeAfterPhoto, beforeAfter.alt, false);
    expectPhotoSources(img, 'figure');
  });
});
