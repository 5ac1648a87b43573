// The dots under the phone's row of reviews are links to their quotes: without script the browser jumps to the quote,
// sideways and also up or down, so that the row stands at the top of the screen (a tap moved the page 131 px, and the
// dots from under the thumb). Here a dot scrolls the row sideways only; the row's scroll snapping settles the quote.

export function scrollReviewRowOnly(): void {
  document.addEventListener('click', (event) => {
    const dot = (event.target as Element).closest?.<HTMLAnchorElement>('a[data-review-dot]');
    const quote = dot && document.getElementById(dot.hash.slice(1));
    const row = quote?.parentElement;
    if (!quote || !row) return;
    event.preventDefault();
    row.scrollBy({ left: quote.getBoundingClientRect().left - row.getBoundingClientRect().left });
  });
}
