// A region that scrolls sideways (the phone's row of reviews, src/sections/Testimonials.tsx) must be a Tab stop, so that
// the keyboard can scroll it (WCAG 2.1.1); where the same region does not scroll (three columns from tablet width) the
// stop would lead nowhere. The server renders it focusable, which is right for a phone without script; this keeps it a
// stop only while it overflows, from when its section is drawn and after every change of its size (docs/verhalten.md).

function update(region: HTMLElement): void {
  // A section not drawn yet (content-visibility, src/site-rules.css) keeps it as the server rendered it until it is:
  // reading the region's style or size would draw the section early, and a jump to a later section then ended 80 px off.
  if (!(region.checkVisibility?.({ contentVisibilityAuto: true }) ?? true)) return;
  if (getComputedStyle(region).overflowX === 'auto' && region.scrollWidth > region.clientWidth) region.tabIndex = 0;
  else region.removeAttribute('tabindex');
}

export function scrollRegionStops(): void {
  // Its box changes with the window, and when its section is drawn.
  const observer = new ResizeObserver((entries) => {
    for (const { target } of entries) update(target as HTMLElement);
  });
  for (const region of document.querySelectorAll<HTMLElement>('[data-scroll-region]')) {
    update(region);
    observer.observe(region);
  }
}
