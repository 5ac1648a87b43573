// The landing page as its readers (35–55, on a phone in the evening) get it (docs/gestaltung.md, „Schrift für das
// Publikum“, „Preise auf einem Handybildschirm“): every sentence in 14 px or more, labels and meta text in 13 px, and
// grey text on the sand of the tinted sections no lighter than slate-600; both starting prices on one screen before the cards, each card at most 760 px
// tall at 390 px with its facts in view, its badge off its picture, the terms under the cards as one box of rows; the
// rating above the quotes and every quote readable without swiping; the steps of the process as full-width cards on a
// tablet, a step's note beside it; every control a 24 px target. At two phone sizes, a tablet and a laptop, one page
// per size, everything read from it.
// `npm test` runs this file on the site as it is, `npm run test:live` on the copy with every fact filled, so both sides
// of each fact (the rating, a badge with what it rests on, the quotes' sources) are seen.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { services } from '../../src/content/services.ts';
import { testimonials } from '../../src/content/testimonials.ts';
import { settings } from '../../src/site.ts';
import { chromiumForFile, clientReady, type OpenedPage, openPage } from './chromium.ts';
import { smallTargets } from './targets.ts';

const browser = chromiumForFile();

const SIZES = {
  '390×664': { width: 390, height: 664, phone: true },
  '375×667': { width: 375, height: 667, phone: true },
  '768×1024': { width: 768, height: 1024, phone: false },
  '1280×800': { width: 1280, height: 800, phone: false },
} as const;
type SizeName = keyof typeof SIZES;

/** The tallest a price card may be at 390 px: a screen and a bit, so that a visitor comparing them keeps his place. */
const CARD_HEIGHT_AT_390 = 760;

/** Opens `/` at a size with every section drawn (they are laid out only near the view otherwise) and the fonts in. */
async function openDrawn(name: SizeName): Promise<OpenedPage> {
  const { width, height, phone } = SIZES[name];
  const opened = await openPage(browser(), phone ? 'phone' : 'desktop', '/', { viewport: { width, height } });
  await clientReady(opened.page);
  await opened.page.evaluate(async () => {
    const drawn = new CSSStyleSheet();
    drawn.replaceSync('main > [data-section], [data-footer] { content-visibility: visible !important; }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, drawn];
    await document.fonts.ready;
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  });
  return opened;
}

/**
 * Runs in the page: every text of the page that is rendered (or folded in a disclosure) that breaks a rule of type,
 * named by its element: any text under 13 px (labels and meta text), a sentence (a full stop and at least six words in
 * its block) under 14 px, or grey text on sand lighter than slate-600. Colours are read as the browser paints them (a canvas resolves any CSS colour to sRGB).
 */
function typeFaults(): string[] {
  const context = document.createElement('canvas').getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('no canvas');
  const rgba = (colour: string): number[] => {
    context.clearRect(0, 0, 1, 1);
    context.fillStyle = '#000';
    context.fillStyle = colour;
    context.fillRect(0, 0, 1, 1);
    return [...context.getImageData(0, 0, 1, 1).data];
  };
  const luminance = ([r = 0, g = 0, b = 0]: number[]) => {
    const linear = (channel: number) => {
      const c = channel / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
  };
  /** Little colour (HSL saturation under 0.35): slate and its like, not the accent, the stars or WhatsApp's green. */
  const grey = ([r = 0, g = 0, b = 0]: number[]) => {
    const max = Math.max(r, g, b) / 255;
    const min = Math.min(r, g, b) / 255;
    const lightness = (max + min) / 2;
    return max === min || (max - min) / (1 - Math.abs(2 * lightness - 1)) < 0.35;
  };
  const root = getComputedStyle(document.documentElement);
  const lightest = luminance(rgba(root.getPropertyValue('--color-slate-600')));
  const sands = ['--color-sand-50', '--color-sand-100', '--color-sand-200'].map((name) =>
    rgba(root.getPropertyValue(name)),
  );
  const isSand = (colour: number[]) =>
    (colour[3] ?? 0) > 0 && sands.some((sand) => sand.slice(0, 3).every((c, i) => Math.abs(c - (colour[i] ?? 0)) <= 2));
  /** Whether the nearest painted background behind an element is sand (a gradient through sand counts as sand). */
  const onSand = (element: Element) => {
    for (let node: Element | null = element; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.backgroundImage !== 'none') {
        const stops = style.backgroundImage.match(/(?:oklch|oklab|lab|lch|rgba?|hsla?|color)\([^()]*\)/g) ?? [];
        return stops.some((stop) => isSand(rgba(stop)));
      }
      const colour = rgba(style.backgroundColor);
      if ((colour[3] ?? 0) > 0) return isSand(colour);
    }
    return false;
  };
  const blockOf = (element: Element) => {
    for (let node: Element | null = element; node; node = node.parentElement) {
      if (!['inline', 'contents'].includes(getComputedStyle(node).display)) return node;
    }
    return document.body;
  };
  const isSentence = (text: string) =>
    /\.(\s|$)/.test(text) && text.split(/\s+/).filter((word) => /\p{L}/u.test(word)).length >= 6;
  const name = (element: Element) => {
    const data = [...element.attributes].filter((attribute) => attribute.name.startsWith('data-'));
    const classes = [...element.classList].slice(0, 3).join('.');
    return `<${element.localName}${classes ? `.${classes}` : ''}${data.map((attribute) => `[${attribute.name}]`).join('')}>`;
  };

  const faults = new Set<string>();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const element = node.parentElement;
    const text = (node.textContent ?? '').trim();
    if (!element || !text || element.closest('script, style, template, noscript')) continue;
    // Shown, or folded in a disclosure (it is read once opened); not what this width hides.
    if (!element.checkVisibility({ visibilityProperty: true }) && !element.closest('details')) continue;
    const style = getComputedStyle(element);
    const size = Number.parseFloat(style.fontSize);
    const block = (blockOf(element).textContent ?? '').replace(/\s+/g, ' ').trim();
    if (size < 13)
      faults.add(`${name(element)} ${size} px, under the 13 px of labels and meta text: „${text.slice(0, 40)}“`);
    else if (size < 14 && isSentence(block)) {
      faults.add(`${name(element)} ${size} px: a sentence: „${block.slice(0, 60)}“`);
    }
    const colour = rgba(style.color);
    if (grey(colour) && luminance(colour) > lightest + 0.001 && onSand(element)) {
      faults.add(`${name(element)} ${style.color} on sand, lighter than slate-600: „${text.slice(0, 40)}“`);
    }
  }
  return [...faults];
}

/** Boxes of the page's elements by selector, as the visitor sees them (after the scroll the test made). */
const boxes = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((nodes) =>
    nodes.map((node) => {
      const { top, bottom, left, right, width, height } = node.getBoundingClientRect();
      return { top, bottom, left, right, width, height };
    }),
  );

type Box = Awaited<ReturnType<typeof boxes>>[number];
const overlap = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

// One page per size, every check read from it; the price cards' last check opens their package lists, so it comes last.
describe.each(['390×664', '375×667', '768×1024', '1280×800'] as const)('/ at %s', (size) => {
  let opened: OpenedPage;
  beforeAll(async () => {
    opened = await openDrawn(size);
  });
  afterAll(() => opened.close());
  const { phone, width } = SIZES[size];

  it('sets every sentence in 14 px or more, labels and meta text in 13 px, and no grey text on sand lighter than slate-600', async () => {
    expect(await opened.page.evaluate(typeFaults)).toEqual([]);
  });

  it('makes every control outside running text at least 24×24 px, every primary button 44 px tall', async () => {
    expect(await smallTargets(opened.page)).toEqual([]);
  });

  it('shows the rating above the quotes, the score in the headings’ face at 32 px or more, where the facts hold one', async () => {
    const { page } = opened;
    const panel = page.locator('[data-rating-panel]');
    const rating = testimonials.rating;
    if (!rating || !settings.showTestimonials) {
      expect(await panel.count()).toBe(0);
      return;
    }
    expect(await panel.isVisible()).toBe(true);
    const score = await panel.locator('.rating-panel-score').evaluate((node) => ({
      size: Number.parseFloat(getComputedStyle(node).fontSize),
      face: getComputedStyle(node).fontFamily,
      text: node.textContent,
    }));
    expect(score.size).toBeGreaterThanOrEqual(32);
    expect(score.face).toMatch(/^"?Newsreader/);
    expect(score.text).toContain(rating.line.score);
    expect(await panel.locator('[data-star-fill]').count()).toBe(5);
    const text = (await panel.textContent()) ?? '';
    for (const part of [rating.line.text, rating.line.asOf, rating.verification]) expect(text).toContain(part);
    const link = panel.locator('a[data-all-reviews]');
    expect(await link.getAttribute('href')).toBe(rating.line.href);
    expect(await link.textContent()).toBe(rating.label);
    // Above the quotes.
    const [panelBox] = await boxes(page, '[data-rating-panel]');
    const quotes = await boxes(page, '[data-testimonial]');
    for (const quote of quotes) expect(quote.top).toBeGreaterThan(panelBox?.bottom ?? Number.NaN);
  });

  it('shows every quote whole, in no box that scrolls sideways', async () => {
    const { page } = opened;
    const quotes = await page.locator('[data-testimonial]').evaluateAll((nodes) =>
      nodes.map((node) => {
        const { left, right } = node.getBoundingClientRect();
        let scroller = false;
        for (let parent = node.parentElement; parent; parent = parent.parentElement) {
          if (parent !== document.body && /auto|scroll/.test(getComputedStyle(parent).overflowX)) scroller = true;
        }
        return { left, right, scroller };
      }),
    );
    expect(quotes).toHaveLength(settings.showTestimonials ? testimonials.items.length : 0);
    const width = SIZES[size].width;
    for (const quote of quotes) {
      expect(quote.scroller).toBe(false);
      expect(quote.left).toBeGreaterThanOrEqual(0);
      expect(quote.right).toBeLessThanOrEqual(width);
    }
  });

  it('sets the terms under the price cards as one box, a row per note, each led by its first clause in bold', async () => {
    const rows = await opened.page.locator('[data-price-notes]').evaluate((box) => ({
      border: Number.parseFloat(getComputedStyle(box).borderTopWidth),
      rows: [...box.children].map((row) => ({
        lead: row.firstElementChild?.localName === 'b' ? row.firstElementChild.textContent : null,
        weight: Number(getComputedStyle(row.firstElementChild ?? row).fontWeight),
        text: row.textContent,
      })),
    }));
    expect(rows.border).toBeGreaterThanOrEqual(1);
    expect(rows.rows.map((row) => row.lead)).toEqual(services.notes.map((note) => note.lead));
    expect(rows.rows.map((row) => row.text)).toEqual(services.notes.map((note) => `${note.lead}${note.rest}`));
    for (const row of rows.rows) expect(row.weight).toBeGreaterThanOrEqual(600);
  });

  it(
    size === '768×1024'
      ? 'sets the steps of the process as full-width cards, a step’s note beside its text'
      : 'sets the steps of the process in the layout of the width, a step’s note under its text',
    async () => {
      const { page } = opened;
      const steps = await page.locator('#ablauf ol > li').evaluateAll((items) =>
        items.map((item) => {
          const box = (node: Element | null) => node?.getBoundingClientRect() ?? new DOMRect(Number.NaN);
          const list = box(item.parentElement);
          const text = box(item.querySelector('.process-step-text'));
          const note = item.querySelector('[data-step-note]');
          return {
            share: box(item).width / list.width,
            top: box(item).top,
            note: note && { beside: box(note).left >= text.right, below: box(note).top >= text.bottom },
          };
        }),
      );
      expect(steps).toHaveLength(3);
      const notes = steps.flatMap((step) => (step.note ? [step.note] : []));
      expect(notes.length).toBeGreaterThan(0);
      if (!phone && size !== '768×1024') {
        // Three cards in a row.
        expect(new Set(steps.map((step) => Math.round(step.top))).size).toBe(1);
        for (const step of steps) expect(step.share).toBeLessThan(0.4);
      } else {
        for (const step of steps) expect(step.share).toBeGreaterThan(0.95);
      }
      for (const note of notes)
        expect(note).toEqual(size === '768×1024' ? { beside: true, below: false } : { beside: false, below: true });
    },
  );

  describe('the price cards', () => {
    it(
      phone
        ? 'show both starting prices on the screen a visitor reaches the section with, before the cards, each leading to its card'
        : 'need no tiles: the cards stand side by side',
      async () => {
        const { page } = opened;
        const tiles = page.locator('#leistungen a[href^="#preis-"]');
        expect(await tiles.count()).toBe(services.cards.length);
        if (!phone) {
          for (const tile of await tiles.all()) expect(await tile.isVisible()).toBe(false);
          return;
        }
        // Reached as from the menu: the section's top right under the header.
        await page.locator('#leistungen').evaluate((section) => section.scrollIntoView({ block: 'start' }));
        await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
        const [header] = await boxes(page, '[data-header]');
        const [bar] = await boxes(page, '[data-mobile-bar]');
        const [firstCard] = await boxes(page, '[data-clinic]');
        for (const [index, card] of services.cards.entries()) {
          const tile = tiles.nth(index);
          const box = (await tile.boundingBox()) ?? { y: Number.NaN, height: 0 };
          expect(box.y, `${card.place} below the header`).toBeGreaterThanOrEqual(header?.bottom ?? Number.NaN);
          expect(box.y + box.height, `${card.place} above the bar`).toBeLessThanOrEqual(bar?.top ?? Number.NaN);
          expect(box.y + box.height).toBeLessThan(firstCard?.top ?? Number.NaN);
          const text = ((await tile.textContent()) ?? '').replace(/\s+/g, ' ').trim();
          expect(text).toBe(`${card.place} ${card.pricePrefix} ${card.price.figure} ${card.price.currency}`);
          // It leads to its card, which carries the same price.
          const href = (await tile.getAttribute('href')) ?? '';
          const target = page.locator(`[data-clinic="${card.clinic}"]`);
          expect(await target.getAttribute('id')).toBe(href.slice(1));
          expect(((await target.locator('[data-price]').textContent()) ?? '').replace(/\s+/g, ' ')).toContain(
            `${card.price.figure} ${card.price.currency}`,
          );
        }
      },
    );

    it(`keep their facts in view${width === 390 ? `, each card at most ${CARD_HEIGHT_AT_390} px tall` : ''}`, async () => {
      const cards = await opened.page.locator('[data-clinic]').evaluateAll((articles) =>
        articles.map((article) => {
          const facts = [
            '[data-price]',
            '[data-price-vat]',
            '.price-place > p',
            '[data-price-coverage] dt',
            '[data-price-coverage] dd',
            '[data-contract-partner]',
            'a[href^="https://wa.me/"]',
          ].flatMap((selector) => [...article.querySelectorAll(selector)].slice(0, selector.startsWith('a') ? 1 : 99));
          return {
            clinic: article.getAttribute('data-clinic'),
            height: article.getBoundingClientRect().height,
            hidden: facts
              .filter(
                (fact) => !fact.checkVisibility({ visibilityProperty: true }) || fact.closest('details:not([open])'),
              )
              .map((fact) => `${fact.localName} ${fact.textContent?.slice(0, 30)}`),
            coverage: article.querySelectorAll('[data-price-coverage] dt').length,
          };
        }),
      );
      expect(cards).toHaveLength(services.cards.length);
      for (const card of cards) {
        expect(card.hidden, card.clinic ?? '').toEqual([]);
        expect(card.coverage).toBe(services.cards.find((entry) => entry.clinic === card.clinic)?.coverage.length);
        if (width === 390) expect(card.height, card.clinic ?? '').toBeLessThanOrEqual(CARD_HEIGHT_AT_390);
      }
    });

    it('set the badge beside the place, off the card’s picture', async () => {
      const badges = await opened.page.locator('[data-clinic]:has([data-highlight])').evaluateAll((articles) =>
        articles.map((article) => {
          const box = (node: Element | null) => {
            const { top, bottom, left, right } = node?.getBoundingClientRect() ?? new DOMRect(Number.NaN);
            return { top, bottom, left, right };
          };
          return { badge: box(article.querySelector('[data-highlight]')), picture: box(article.firstElementChild) };
        }),
      );
      expect(badges).toHaveLength(services.cards.filter((card) => card.highlight).length);
      for (const { badge, picture } of badges) {
        expect(badge.top).toBeGreaterThanOrEqual(picture.bottom);
        expect(overlap({ ...badge, width: 0, height: 0 }, { ...picture, width: 0, height: 0 })).toBe(false);
      }
    });

    it(
      phone
        ? 'fold each package list under a line that names it, which opens it without script'
        : 'show each package list whole under its heading',
      async () => {
        const { page } = opened;
        for (const card of services.cards) {
          const list = page.locator(`[data-clinic="${card.clinic}"] .price-includes li`);
          expect(await list.count()).toBe(card.includes.length);
          const summary = page.locator(`[data-clinic="${card.clinic}"] summary`);
          expect(await list.first().isVisible()).toBe(!phone);
          expect(await summary.isVisible()).toBe(phone);
          if (phone) {
            expect(await summary.textContent()).toBe(services.includesFolded(card.includes.length));
            await summary.click();
            await expect.poll(() => list.last().isVisible()).toBe(true);
          }
        }
      },
    );
  });
});
