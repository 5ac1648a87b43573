// The FAQ is an exclusive accordion through `<details name>`; an engine without it (Safari < 17.2) loads the same
// behaviour done by script (fallbacks.ts).

/** Settles when the accordions are exclusive, after the fallback has loaded where the engine needs it; rejects if it cannot load. */
export function exclusiveAccordions(): Promise<void> {
  if ('name' in HTMLDetailsElement.prototype) return Promise.resolve();
  // Should it fail to load (a deploy replaced it), the items still open and close, just not exclusively.
  return import('./fallbacks.ts').then(({ scriptedAccordions }) => scriptedAccordions());
}
