// The dots under the phone's row of reviews are links to their quotes: without script the browser jumps to the quote,
// sideways and also up or down, so that the row stands at the top of the screen (a tap moved the page 131 px). Here a
// dot scrolls the row sideways only, and the page only as far as needed to show the whole quote.

export function scrollReviewRowOnly(): void {
  document.addEventListener('click', (event) => {
    const dot = (event.target as Element).closest?.<HTMLAnchorElement>('a[data-review-dot]');
    const quote = dot && document.getElementById(dot.hash.slice(1));
    if (!quote) return;
    event.preventDefault();
    quote.scrollIntoView({ block: 'nearest', inline: 'start' });
  });
}
