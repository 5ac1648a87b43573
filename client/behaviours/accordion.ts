// The FAQ is an exclusive accordion through `<details name>`; an engine without it (Safari < 17.2) loads the same
// behaviour done by script (fallbacks.ts).

/** Settles when the accordions are exclusive, after the fallback has loaded where the engine needs it; rejects if it cannot load. */
export function exclusiveAccordions(): Promise<void> {
  keepTappedQuestion();
  if ('name' in HTMLDetailsElement.prototype) return Promise.resolve();
  // Should it fail to load (a deploy replaced it), the items still open and close, just not exclusively.
  return import('./fallbacks.ts').then(({ scriptedAccordions }) => scriptedAccordions());
}

/**
 * Opening a question closes the open one; where that one is above, everything below moves up by its answer, and the
 * question just tapped left the screen (on a phone, 460 px up, under the header). Chromium's scroll anchoring does not
 * hold it, and Safari has none: so in the frame after the question's toggle event (an older engine's script closes the
 * other one in that event) the page scrolls by what the question moved in the document. Measured in the document, not
 * on the screen: a busy browser may run that frame late, after the visitor has scrolled on, and his scrolling must not
 * be undone. Anchoring is off until then, so that no browser makes up for the same move as well.
 */
function keepTappedQuestion(): void {
  let tapped: { readonly question: Element; readonly top: number } | undefined;
  const root = document.documentElement;
  const inDocument = (element: Element) => element.getBoundingClientRect().top + scrollY;
  document.addEventListener(
    'click',
    (event) => {
      const question = (event.target as Element).closest?.('[data-accordion] summary');
      tapped = question ? { question, top: inDocument(question) } : undefined;
      if (question) root.style.overflowAnchor = 'none';
    },
    true,
  );
  document.addEventListener(
    'toggle',
    (event) => {
      const now = tapped;
      if (now?.question.parentElement !== event.target) return;
      requestAnimationFrame(() => {
        // The page scrolls without animation (no scroll-behavior on the root), so this is one jump.
        scrollBy(0, inDocument(now.question) - now.top);
        root.style.overflowAnchor = '';
        if (tapped === now) tapped = undefined;
      });
    },
    true,
  );
}
