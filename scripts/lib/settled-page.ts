// A page opened in Chromium brought to what a picture of it shows a person (`npm run screenshots`, `npm run compare`):
// the headings' web font switched on, which happens after the first paint once it has loaded (docs/gestaltung.md), and
// every lazy picture loaded, scrolled into view once and back to the top.
import type { Page } from 'playwright-core';

/** With `whole`, also what the page renders only near the view (content-visibility), for a whole-page picture. */
export async function settle(page: Page, whole: boolean): Promise<void> {
  // The context bypasses the CSP for this: the style tag is ours; the page's own scripts run under its policy as usual.
  if (whole) await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
  // A string, since this program is typed for Node, not for the page.
  await page.evaluate(`(async () => {
    for (let frame = 0; frame < 60 && !document.documentElement.hasAttribute('data-fonts'); frame++) {
      await new Promise((done) => requestAnimationFrame(done));
    }
    await new Promise((done) => requestAnimationFrame(done));
    await document.fonts.ready;
    for (let y = 0; y < document.body.scrollHeight; y += 400) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await new Promise((done) => setTimeout(done, 30));
    }
    // Only pictures that are drawn: a lazy one in a closed <details> (the phone's QR code) never loads, and its
    // decode() would wait for ever.
    const drawn = [...document.images].filter((image) => image.checkVisibility());
    await Promise.all(drawn.map((image) => image.decode().catch(() => undefined)));
    window.scrollTo({ top: 0, behavior: 'instant' });
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  })()`);
}
