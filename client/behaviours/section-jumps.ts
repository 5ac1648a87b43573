// A jump to a section (a link to #faq, #kontakt …) is computed with every section drawn. Below the first screen the
// sections are laid out only near the view, with a taller estimate until then (src/site-rules.css), and a jump past
// undrawn ones let them shrink around the target right after it; Chromium's scroll anchoring then usually keeps the
// target in place, but once a script had read the styles of the page's elements (an extension does, and so do test
// tools), it kept the wrong box, and the target ended 80 px higher, under the fixed header (docs/gestaltung.md,
// „Bekannte Grenzen“). For the click only, the sections are drawn at their real size, so the jump needs no correction;
// two frames later they go back to being laid out near the view, each with the size it was drawn at.
const ALL_DRAWN = 'data-all-drawn';

export function drawSectionsForJumps(): void {
  // Capture: before the link's own action, which scrolls.
  document.addEventListener(
    'click',
    (event) => {
      const link = event.target instanceof Element ? event.target.closest('a[href^="#"]') : null;
      if (!link) return;
      const root = document.documentElement;
      root.setAttribute(ALL_DRAWN, '');
      requestAnimationFrame(() => requestAnimationFrame(() => root.removeAttribute(ALL_DRAWN)));
    },
    true,
  );
}
