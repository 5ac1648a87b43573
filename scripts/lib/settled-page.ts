// A page opened in Chromium brought to what a picture of it shows a person (`npm run screenshots`, `npm run compare`):
// the headings' web font switched on, which happens after the first paint once it has loaded (docs/gestaltung.md), and
// every picture loaded, the page scrolled through once and back to the top.
import type { Page } from 'playwright-core';

/**
 * With `whole`, also what the page renders only near the view (content-visibility), for a whole-page picture. A picture
 * that has not loaded within `pictureTimeoutMs` is an error that names it, never a wait without end.
 */
export async function settle(page: Page, whole: boolean, { pictureTimeoutMs = 60_000 } = {}): Promise<void> {
  // The context bypasses the CSP for this: the style tag is ours; the page's own scripts run under its policy as usual.
  if (whole) await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
  // A string, since this program is typed for Node, not for the page.
  await page.evaluate(`(async () => {
    for (let frame = 0; frame < 60 && !document.documentElement.hasAttribute('data-fonts'); frame++) {
      await new Promise((done) => requestAnimationFrame(done));
    }
    await new Promise((done) => requestAnimationFrame(done));
    await document.fonts.ready;
    // A lazy picture loads only once it comes near the view, and the quick pass below can skip one in a section the
    // browser had not rendered yet (the price cards' place pictures, about half the time at 1920×1080); its decode()
    // would then wait for ever. Eager, every picture loads now.
    for (const image of document.images) image.loading = 'eager';
    for (let y = 0; y < document.body.scrollHeight; y += 400) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await new Promise((done) => setTimeout(done, 30));
    }
    const drawn = [...document.images].filter((image) => image.checkVisibility());
    let timer;
    const late = new Promise((_, fail) => {
      timer = setTimeout(() => {
        const missing = drawn.filter((image) => !image.complete).map((image) => image.currentSrc || image.src);
        fail(new Error('pictures not loaded within ${pictureTimeoutMs / 1000} s: ' + missing.join(', ')));
      }, ${pictureTimeoutMs});
    });
    try {
      await Promise.race([Promise.all(drawn.map((image) => image.decode().catch(() => undefined))), late]);
    } finally {
      clearTimeout(timer);
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  })()`);
}
