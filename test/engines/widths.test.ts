// Tablets in each engine: at 768, 820 and 1024 px every page fits the window's width, nothing in a fixed bar is cut off
// at its sides, and a WhatsApp button shows at the top of the page, fully in view and not covered. These are the widths
// where the phone layout hands over to the desktop header, whose buttons are the likeliest not to fit, and where
// Firefox's and WebKit's text widths decide it; Chromium walks every width from 320 to 1920 px
// (test/browser/widths.test.ts).
import { describe, expect, it } from 'vitest';
import { engineNames, routes } from './engine.ts';
import { type Size, sizedEngineForSuite } from './sizes.ts';

/** iPad-like windows: portrait 768 and 820 px (820 as an iPad Air, 1180 px tall), and 1024 px where the header grows. */
const SIZES: readonly Size[] = [
  { width: 768, height: 1024 },
  { width: 820, height: 1180 },
  { width: 1024, height: 1024 },
];

/**
 * Runs in the page, after two frames: the window, how wide the page is, each shown WhatsApp link with whether it is
 * fully in view at the top of the page and on top there (as test/browser/widths.test.ts checks it in Chromium), and what
 * the fixed bars push past the window's sides.
 */
async function measure() {
  await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  const { innerWidth, innerHeight } = window;
  // The viewport without a classic scrollbar: Firefox draws one (12 px here), inside innerWidth; WebKit's overlays.
  const { clientWidth: width, clientHeight: height } = document.documentElement;
  const SLACK = 0.5;
  /** Visually hidden but read out (`sr-only`, the skip link until focused): clipped to nothing. */
  const clippedAway = (element: Element) => {
    for (let at: Element | null = element; at && at !== document.body; at = at.parentElement) {
      const { clip, clipPath } = getComputedStyle(at);
      if (clip.startsWith('rect(0') || /^(inset\(50%|rect\(0)/.test(clipPath)) return true;
    }
    return false;
  };
  /** Rendered, not hidden, not in a closed popover or <details> (but its summary), not clipped away. */
  const shown = (element: Element) => {
    const box = element.getBoundingClientRect();
    const details = element.closest('details:not([open])');
    return (
      box.width > 1 &&
      box.height > 1 &&
      element.checkVisibility({ visibilityProperty: true }) &&
      !element.closest('[popover]:not(:popover-open)') &&
      (!details || (details.querySelector(':scope > summary')?.contains(element) ?? false)) &&
      !clippedAway(element)
    );
  };
  const whatsapp = [...document.querySelectorAll('a[href^="https://wa.me/"]')].filter(shown).map((link) => {
    const box = link.getBoundingClientRect();
    const region = link.closest('[data-header-actions], [data-mobile-bar], [data-section], [data-footer]');
    const regionName = region ? ([...region.attributes].find((a) => a.name.startsWith('data-'))?.name ?? '') : 'page';
    const name = `"${(link.textContent ?? '').trim()}" in ${regionName} at x ${Math.round(box.left)}…${Math.round(box.right)}, y ${Math.round(box.top)}…${Math.round(box.bottom)}`;
    if (box.left < -SLACK || box.top < -SLACK || box.right > width + SLACK || box.bottom > height + SLACK) {
      return { ok: false, text: `${name}: not fully in view` };
    }
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    if (!top || !link.contains(top)) {
      return {
        ok: false,
        text: `${name}: covered by <${top?.tagName.toLowerCase()} class="${top?.getAttribute('class') ?? ''}">`,
      };
    }
    return { ok: true, text: name };
  });
  // A fixed bar does not widen the page, so scrollWidth cannot see what it pushes past the window's sides (the header's
  // buttons when they no longer fit): look at what each fixed element shows, outermost offender only.
  const cutOff: string[] = [];
  const reported: Element[] = [];
  for (const bar of document.body.querySelectorAll('*')) {
    if (getComputedStyle(bar).position !== 'fixed' || !shown(bar)) continue;
    for (const element of [bar, ...bar.querySelectorAll('*')]) {
      const box = element.getBoundingClientRect();
      if (box.left >= -SLACK && box.right <= width + SLACK) continue;
      if (!shown(element) || reported.some((outer) => outer.contains(element))) continue;
      reported.push(element);
      const data = [...element.attributes].filter((a) => a.name.startsWith('data-')).map((a) => `[${a.name}]`);
      cutOff.push(
        `<${element.tagName.toLowerCase()}${data.join('')}> "${(element.textContent ?? '').trim().slice(0, 30)}" at x ${Math.round(box.left)}…${Math.round(box.right)}`,
      );
    }
  }
  return {
    innerWidth,
    innerHeight,
    width,
    scrollWidth: document.documentElement.scrollWidth,
    scrollY: window.scrollY,
    whatsapp,
    cutOff,
  };
}

describe.each(engineNames)('%s', (name) => {
  const engine = sizedEngineForSuite(name);

  it.each(routes)(
    '%s fits 768, 820 and 1024 px, its fixed bars too, and shows WhatsApp in view at the top',
    async (path) => {
      const failures: string[] = [];
      for (const size of SIZES) {
        const asked = `${size.width}×${size.height}`;
        const page = await engine().open(size, path);
        // The landing page's client entry loads after the load event and may change the layout: measure after it.
        if (path === '/') {
          await expect
            .poll(() => page.evaluate(() => document.documentElement.hasAttribute('data-client-ready')))
            .toBe(true);
        }
        const measured = await page.evaluate(measure);
        await page.close();
        if (measured.innerWidth !== size.width || measured.innerHeight !== size.height) {
          failures.push(`${asked}: the window is ${measured.innerWidth}×${measured.innerHeight}`);
          continue;
        }
        if (measured.scrollY !== 0) failures.push(`${asked}: the page scrolled by itself to ${measured.scrollY}`);
        if (measured.scrollWidth > measured.width) {
          failures.push(`${asked}: the page is ${measured.scrollWidth} px wide, the viewport ${measured.width} px`);
        }
        for (const element of measured.cutOff) failures.push(`${asked}: cut off at the side: ${element}`);
        if (!measured.whatsapp.some((link) => link.ok)) {
          const links = measured.whatsapp.map((link) => `\n    ${link.text}`).join('') || ' none shown';
          failures.push(`${asked}: no WhatsApp link in view and on top:${links}`);
        }
      }
      expect(failures.length, `${name} ${path}: ${failures.length} failures\n${failures.join('\n')}\n`).toBe(0);
    },
  );
});
