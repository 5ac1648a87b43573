// The FAQ is an exclusive accordion through `<details name>`; an engine without it (Safari < 17.2) loads the same
// behaviour done by script (fallbacks.ts).

/** Settles when the accordions are exclusive, after the fallback has loaded where the engine needs it (or failed to). */
export function exclusiveAccordions(): Promise<void> {
  if ('name' in HTMLDetailsElement.prototype) return Promise.resolve();
  // Should it fail to load, the items still open and close, just not exclusively.
  return import('./fallbacks.ts').then(
    ({ scriptedAccordions }) => scriptedAccordions(),
    (error: unknown) => console.error('Die Ersatz-Akkordeons konnten nicht geladen werden:', error),
  );
}
