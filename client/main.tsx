// The browser entry of the landing page, loaded after the page: wires the behaviours that need no React and hydrates
// the islands on the visitor's first interaction with one, so React costs nothing on a visit that only reads.
// An island's click or submit that comes before the island is live is held, once, and replayed after hydration on the
// element as it is then. If the islands cannot load or run (a deploy removed their code or props, the phone is
// offline, an island throws), the action happens natively instead: the form submits its mailto (consent still
// required), and a button with no native action reloads the page once, to the current deploy.

import type { PageGlobals } from '../src/lib/page-globals.ts';
import { exclusiveAccordions } from './behaviours/accordion.ts';
import { enhanceMenu } from './behaviours/menu.ts';
import { reportWhatsAppClicks } from './behaviours/whatsapp.ts';

/** settings.googleAds at build time (build/site-plugins.ts): null leaves the consent code out of the bundle. */
declare const __GOOGLE_ADS__: unknown;

const ISLAND = '[data-island]';
/** A held action waits this long for its island; then it happens natively (hydration may still finish later). */
const WAIT_MS = 8000;
/** A reload to the current deploy is not repeated within this time, also when storage is blocked (history.state). */
const RELOAD_GUARD_MS = 60_000;

const markers = [...document.querySelectorAll<HTMLElement>(ISLAND)];
/** Islands whose handlers are attached, and islands whose code threw: their actions are native from then on. */
const live = new Set<Element>();
const broken = new Set<Element>();
/** Held actions not yet replayed, by where they are: a second click or submit on the same element is dropped. */
const held = new Set<string>();
/** Forms that submit natively now: their submit event passes through. */
const native = new WeakSet<HTMLFormElement>();
let loading: Promise<void> | undefined;

/**
 * The props in the file the markers name (src/components/island-props.ts), fetched beside the islands' code; none when
 * every marker carries its own. A deploy's new file answers at a new address: the old one fails like the old code.
 */
function propsFile(): Promise<Readonly<Record<string, unknown>>> {
  const address = markers.find((marker) => marker.dataset.propsSrc)?.dataset.propsSrc;
  if (!address) return Promise.resolve({});
  return fetch(address).then((response) => {
    if (!response.ok) throw new Error(`${address}: ${response.status}`);
    return response.json() as Promise<Record<string, unknown>>;
  });
}

/** Loads and hydrates the islands; settles when every island is live or broken, or the code could not load. */
function hydrate(): Promise<void> {
  loading ??= Promise.all([import('./hydrate.tsx'), propsFile()])
    .then(([{ hydrateIslands }, props]) => hydrateIslands(markers, props))
    .then((outcomes) => {
      for (const [marker, ok] of outcomes) {
        (ok ? live : broken).add(marker);
        // Says so on the page, for tests and anyone curious (as data-client-ready does for this entry).
        if (ok) marker.setAttribute('data-live', '');
      }
    })
    .catch((error: unknown) => {
      console.error('Die Inseln konnten nicht geladen werden; die Seite bleibt ohne Skript nutzbar:', error);
      loading = undefined; // the next interaction tries again (back online, or a reload to the new deploy)
    });
  return Promise.race([loading, new Promise<void>((done) => setTimeout(done, WAIT_MS))]);
}

/** Reloads once to the current deploy; never twice in a row, never offline (the browser would show an error page). */
function reloadOnce(): void {
  const state = history.state as { bemedicsReload?: number } | null;
  if (!navigator.onLine || Date.now() - (state?.bemedicsReload ?? 0) < RELOAD_GUARD_MS) return;
  try {
    history.replaceState({ ...state, bemedicsReload: Date.now() }, '');
  } catch {
    return; // without the guard a reload could loop
  }
  location.reload();
}

/**
 * Holds an action on `element` (a button or form in `marker`) until hydration, then `replay`s it on the element found
 * again at the same place, or calls `fallback` when the island did not come alive.
 */
function hold<T extends Element>(marker: Element, element: T, replay: (now: T) => void, fallback: () => void): void {
  const kind = element.tagName;
  const index = [...marker.querySelectorAll(kind)].indexOf(element);
  const key = `${markers.indexOf(marker as HTMLElement)}:${kind}:${index}`;
  if (held.has(key)) return;
  held.add(key);
  void hydrate().then(() => {
    held.delete(key);
    const now = marker.querySelectorAll<T & Element>(kind)[index];
    if (live.has(marker) && now) replay(now);
    else fallback();
  });
}

const islandOf = (target: EventTarget | null) =>
  target instanceof Element ? target.closest<HTMLElement>(ISLAND) : null;

// Signs of an interaction to come: start loading, hold nothing.
for (const type of ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const) {
  document.addEventListener(type, (event) => islandOf(event.target) && void hydrate(), {
    capture: true,
    passive: true,
  });
}

// A button with no native action (not a submit button): held until its island is live. Returns whether it took the click.
function holdClick(target: EventTarget | null): boolean {
  const button = target instanceof Element ? target.closest('button') : null;
  const marker = islandOf(button);
  if (!button || !marker || live.has(marker) || button.type === 'submit') return false;
  if (broken.has(marker)) reloadOnce();
  else hold(marker, button, (now) => now.click(), reloadOnce);
  return true;
}
document.addEventListener(
  'click',
  (event) => {
    if (!holdClick(event.target)) return;
    event.preventDefault();
    event.stopPropagation();
  },
  { capture: true },
);

// A submit (it passed the browser's own checks): held until the form's island is live, or submitted natively.
document.addEventListener(
  'submit',
  (event) => {
    const form = event.target;
    const marker = islandOf(form);
    // A live island handles its own submit; a broken one's form submits natively, as this very event.
    if (!(form instanceof HTMLFormElement) || !marker || live.has(marker) || broken.has(marker) || native.has(form)) {
      return;
    }
    event.preventDefault();
    event.stopPropagation();
    hold(
      marker,
      form,
      (now) => now.requestSubmit(),
      () => {
        native.add(form);
        form.requestSubmit();
      },
    );
  },
  { capture: true },
);

// Clicks on island buttons that came before this entry had loaded (the inline loader kept them).
const early = window as PageGlobals;
for (const button of early.__heldClicks ?? []) holdClick(button);
early.__heldClicks = [];

const wired = [enhanceMenu(), exclusiveAccordions()];
reportWhatsAppClicks();
// Google Ads behind the visitor's consent (client/consent/): in the bundle only while the setting is on (src/site.ts).
if (__GOOGLE_ADS__) void import('./consent/index.ts');

// Tells tests (and anyone curious) that the handlers above are in place, including an older engine's fallbacks, which
// arrive as a chunk of their own; also when one could not load (the page then works without it).
void Promise.allSettled(wired).then(() => document.documentElement.setAttribute('data-client-ready', ''));
