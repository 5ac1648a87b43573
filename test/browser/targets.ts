// Targets a finger can hit (WCAG 2.5.8): every visible link, button and form control outside running text at least
// 24×24 px, every primary button 44 px tall. Shared by the pages' check (phone.test.ts) and the landing page's, which
// `npm run test:live` runs on the copy with every fact filled (reading.test.ts).
import type { Page } from 'playwright-core';

/** Every visible link, button and form control, and whether it sits inside running text. */
async function targets(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('a[href], button, summary, input, select, textarea')]
      .filter((element) => {
        const style = getComputedStyle(element);
        const { width, height } = element.getBoundingClientRect();
        // Clipped away until focused (the skip link): not a target while it cannot be seen.
        const clipped = style.clipPath !== 'none';
        return width > 0 && height > 0 && style.visibility !== 'hidden' && !clipped && !element.closest('[hidden]');
      })
      .map((element) => {
        const { width, height } = element.getBoundingClientRect();
        // Inside running text: a link whose paragraph or list item says more than the link (WCAG 2.5.8's exception).
        const block = element.closest('p, li, label');
        const inline =
          element.tagName === 'A' &&
          block !== null &&
          (block.textContent ?? '').trim().length > (element.textContent ?? '').trim().length + 1;
        return {
          name: `${element.tagName.toLowerCase()} "${(element.textContent || element.getAttribute('aria-label') || element.getAttribute('name') || '').trim().slice(0, 40)}"`,
          width,
          height,
          inline,
          primary: ['primary', 'whatsapp'].includes(element.dataset.button ?? ''),
        };
      }),
  );
}

/** The controls of the page that are too small: none, where it keeps the rule. */
export async function smallTargets(page: Page) {
  return (await targets(page))
    .filter((target) => !target.inline)
    .filter((target) => target.width < 24 || target.height < 24 || (target.primary && target.height < 44));
}
