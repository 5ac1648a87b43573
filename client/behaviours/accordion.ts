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
 * question just tapped left the screen (on a phone, 460 px up, under the header). Scroll anchoring does not hold it,
 * and Safari has none: so before the next frame the page scrolls back by what the question moved, and it stays under
 * the finger. A click on a question that moved nothing scrolls by 0.
 */
function keepTappedQuestion(): void {
  document.addEventListener(
    'click',
    (event) => {
      // The page scrolls without animation (no scroll-behavior on the root), so this is one jump, before the paint.
      const question = (event.target as Element).closest?.('[data-accordion] summary');
      const top = question?.getBoundingClientRect().top;
      if (question) requestAnimationFrame(() => scrollBy(0, question.getBoundingClientRect().top - (top as number)));
    },
    true,
  );
}
