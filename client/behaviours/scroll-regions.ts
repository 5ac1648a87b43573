// A region that scrolls sideways (the phone's row of reviews, src/sections/Testimonials.tsx) must be a Tab stop, so that
// the keyboard can scroll it (WCAG 2.1.1); where the same region does not scroll (three columns from tablet width) the
// stop would lead nowhere. The server renders it focusable, which is right for a phone without script; this keeps it a
// stop only while it overflows, also after the window or its content changes size (docs/verhalten.md).

const REGION = '[data-scroll-region]';

function update(region: HTMLElement): void {
  if (/auto|scroll/.test(getComputedStyle(region).overflowX) && region.scrollWidth > region.clientWidth) {
    region.tabIndex = 0;
  } else {
    region.removeAttribute('tabindex');
  }
}

export function scrollRegionStops(): void {
  // The region's own box changes with the window, its items' boxes with their content.
  const observer = new ResizeObserver((entries) => {
    for (const { target } of entries) update(target.closest(REGION) as HTMLElement);
  });
  for (const region of document.querySelectorAll<HTMLElement>(REGION)) {
    update(region);
    observer.observe(region);
    for (const item of region.children) observer.observe(item);
  }
}
