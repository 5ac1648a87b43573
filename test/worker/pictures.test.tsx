// The markup of the hero and before/after pictures, rendered in workerd: as the content names them today, with camera
// photographs in their place (what the owner's two-step swap produces), with photos of every shape, and as a pair.
import { parseHTML } from 'linkedom';
import type { ReactElement } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { hero } from '../../src/content/hero.ts';
import { isPair, testimonials } from '../../src/content/testimonials.ts';
import {
  coverFactor,
  encodeWidths,
  focusClass,
  MAX_DENSITY,
  type PictureLayoutName,
  type ProcessedPicture,
  pictureLayouts,
  sizesFor,
  WIDEST_NEEDED,
} from '../../src/lib/pictures.ts';
import { Hero } from '../../src/sections/Hero.tsx';
import { Testimonials } from '../../src/sections/Testimonials.tsx';
import { settings } from '../../src/site.ts';
import beforeAfterPhoto from '../fixtures/photos/before-after.jpg?picture';
import landscapePhoto from '../fixtures/photos/landscape.jpg?picture';
import panoramaPhoto from '../fixtures/photos/panorama.jpg?picture';
import portraitPhoto from '../fixtures/photos/portrait.jpg?picture';
import squarePhoto from '../fixtures/photos/square.jpg?picture';
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

/** The shape an img's width and height attributes give it, width over height. */
const shapeOf = (img: Element | null) => Number(attr(img, 'width')) / Number(attr(img, 'height'));

/** The smallest screens' shape of a layout's slot, width over height. */
const slotShape = (layout: PictureLayoutName) => {
  const { aspect } = pictureLayouts[layout].slots.at(-1) ?? { aspect: { width: 0, height: 1 } };
  return aspect.width / aspect.height;
};

/**
 * What every picture's markup must say, whatever its file: a size in the slot's shape at the picture's width (so the
 * page keeps still whatever shape the photo has), the description, the loading priority.
 */
function expectPicture(
  img: Element | null,
  picture: ProcessedPicture,
  alt: string,
  priority: boolean,
  layout: PictureLayoutName,
) {
  expect(img).not.toBeNull();
  expect(attr(img, 'alt')).toBe(alt);
  expect(attr(img, 'width')).toBe(String(picture.width));
  expect(shapeOf(img)).toBeCloseTo(slotShape(layout), 2);
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

/**
 * The <picture> of a photograph: AVIF, then WebP, then the JPEG img, each with the widths the slot draws (its widest
 * display at 2×, wider for a photo flatter than the slot, which covers it wider) and `sizes` to match.
 */
function expectPhotoSources(img: Element | null, layout: PictureLayoutName, photo: ProcessedPicture) {
  const picture = img?.parentElement;
  expect(picture?.tagName).toBe('PICTURE');
  const sources = [...(picture?.querySelectorAll('source') ?? [])];
  expect(sources.map((source) => attr(source, 'type'))).toEqual(['image/avif', 'image/webp']);
  const factor = Math.max(...pictureLayouts[layout].slots.map((slot) => coverFactor(photo, slot.aspect)));
  const limit = pictureLayouts[layout].maxWidth * MAX_DENSITY * factor;
  // Every width the pipeline made of the photo (its own at most), up to what the slot draws.
  const widths = encodeWidths(photo.width).filter((width) => width <= Math.ceil(limit));
  for (const [element, extension] of [
    [sources[0], 'avif'],
    [sources[1], 'webp'],
    [img, 'jpg'],
  ] as const) {
    const srcset = offered(attr(element, 'srcset'));
    expect(srcset.widths).toEqual(widths);
    expect(new Set(srcset.extensions)).toEqual(new Set([extension]));
    expect(attr(element, 'sizes')).toBe(sizesFor(layout, photo));
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
    expectPicture(img, hero.image.picture, hero.image.alt, true, 'hero');
    if (hero.image.picture.kind === 'raster') expectPhotoSources(img, 'hero', hero.image.picture);
    expectPreload(document, img, 'hero');
    // React hoists the preload into the head, ahead of the stylesheet.
    expect(document.querySelector('head link[rel="preload"][media] ~ link[rel="stylesheet"]')).not.toBeNull();
  });

  it(`${settings.showBeforeAfter ? 'shows' : 'leaves out'} the before/after picture, loaded near view`, async () => {
    const { document } = await get('/');
    const imgs = [...document.querySelectorAll('[data-before-after] img')];
    if (!settings.showBeforeAfter) {
      expect(imgs).toEqual([]);
      return;
    }
    const { beforeAfter } = testimonials;
    const shown = isPair(beforeAfter)
      ? [
          { image: beforeAfter.before, layout: 'figure-half' as const },
          { image: beforeAfter.after, layout: 'figure-half' as const },
        ]
      : [{ image: beforeAfter, layout: 'figure' as const }];
    expect(imgs).toHaveLength(shown.length);
    shown.forEach(({ image, layout }, index) => {
      const img = imgs[index] ?? null;
      expectPicture(img, image.picture, image.alt, false, layout);
      if (image.picture.kind === 'raster') expectPhotoSources(img, layout, image.picture);
    });
    // A drawing is called one (a photo is not: test/browser/pictures.test.ts).
    const drawn = shown.some(({ image }) => image.picture.kind === 'vector');
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
  // The test photos (2000×1500 and 2048×1152, scripts/lib/camera-photos.ts) are wider than any layout shows: the build
  // keeps them up to the widest width a layout needs, in their own shape.
  it('processed them at their real shape, upright, up to the widest width a layout needs', () => {
    expect(teamPhoto).toMatchObject({ kind: 'raster', width: WIDEST_NEEDED, height: Math.round(WIDEST_NEEDED * 0.75) });
    expect(beforeAfterPhoto).toMatchObject({
      kind: 'raster',
      width: WIDEST_NEEDED,
      height: Math.round((WIDEST_NEEDED * 1152) / 2048),
    });
  });

  it('gives the hero every width up to its 2× display, eager, preloaded where it is in the first view', async () => {
    const image = { picture: teamPhoto, alt: 'Das Bemedics-Team in der Klinik' };
    const document = await render(<Hero content={{ ...hero, image }} />);
    const img = document.querySelector('img');
    expectPicture(img, teamPhoto, image.alt, true, 'hero');
    expectPhotoSources(img, 'hero', teamPhoto);
    expectPreload(document, img, 'hero');
  });

  it('gives the before/after figure the widths up to its 2× display, lazily', async () => {
    const beforeAfter = {
      picture: beforeAfterPhoto,
      alt: 'Vorher und nachher: links ein lichter, rechts ein dichter Haaransatz',
      caption: testimonials.beforeAfter.caption,
    };
    const document = await render(
      <Testimonials id="erfahrungen" content={{ ...testimonials, beforeAfter }} showBeforeAfter showReviews />,
    );
    const img = document.querySelector('[data-before-after] img');
    expectPicture(img, beforeAfterPhoto, beforeAfter.alt, false, 'figure');
    expectPhotoSources(img, 'figure', beforeAfterPhoto);
  });

  it('shows a before and an after photo side by side, each labelled, in half slots', async () => {
    const beforeAfter = {
      before: { picture: portraitPhoto, alt: 'Vorher: lichter Haaransatz' },
      after: { picture: squarePhoto, alt: 'Nachher: dichter Haaransatz', focus: 'top' as const },
      labels: { before: 'Vorher', after: 'Nachher' },
      caption: 'Vorher und nachher. Ergebnisse sind individuell verschieden.',
    };
    const document = await render(
      <Testimonials id="erfahrungen" content={{ ...testimonials, beforeAfter }} showBeforeAfter showReviews />,
    );
    const slots = [...document.querySelectorAll('[data-before-after] [data-picture-slot]')];
    expect(slots.map((slot) => attr(slot, 'data-picture-slot'))).toEqual(['figure-half', 'figure-half']);
    const [before, after] = slots.map((slot) => slot.querySelector('img'));
    expectPicture(before ?? null, portraitPhoto, beforeAfter.before.alt, false, 'figure-half');
    expectPicture(after ?? null, squarePhoto, beforeAfter.after.alt, false, 'figure-half');
    expectPhotoSources(before ?? null, 'figure-half', portraitPhoto);
    expect(attr(after, 'class')).toContain(focusClass('top'));
    expect(slots.map((slot) => text(slot.parentElement))).toEqual(['Vorher', 'Nachher']);
    expect(text(document.querySelector('[data-before-after] figcaption'))).toBe(beforeAfter.caption);
  });
});

describe('photos of any shape in the hero', () => {
  const shapes = { portraitPhoto, landscapePhoto, squarePhoto, panoramaPhoto };

  it.each(Object.entries(shapes))(
    '%s takes the slot’s shape, its files as wide as the slot draws it',
    async (_, photo) => {
      const image = { picture: photo, alt: 'Das Team' };
      const document = await render(<Hero content={{ ...hero, image }} />);
      const img = document.querySelector('img');
      expectPicture(img, photo, image.alt, true, 'hero');
      expectPhotoSources(img, 'hero', photo);
    },
  );

  it('keeps the named focus in view: the class for the part of the photo the content names', async () => {
    for (const focus of ['top', 'bottom', { x: 25, y: 75 }] as const) {
      const document = await render(<Hero content={{ ...hero, image: { picture: portraitPhoto, alt: '', focus } }} />);
      expect(attr(document.querySelector('img'), 'class')).toContain(focusClass(focus));
    }
  });
});
