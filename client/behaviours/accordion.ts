// The FAQ is an exclusive accordion through `<details name>`; an engine without it (Safari < 17.2) loads the same
// behaviour done by script (fallbacks.ts).

export function exclusiveAccordions(): void {
  if ('name' in HTMLDetailsElement.prototype) return;
  // Should it fail to load, the browser logs the rejection; the items then still open and close, just not exclusively.
  void import('./fallbacks.ts').then(({ scriptedAccordions }) => scriptedAccordions());
}
