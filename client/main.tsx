// The browser entry of the landing page, loaded after the page has loaded: wires the behaviours that need no React and
// hydrates the islands on the visitor's first interaction with one, so that React (most of the JavaScript) costs
// nothing on a visit that only reads. A click or submit that arrives before hydration is held and replayed after it.
import { enhanceMenu } from './behaviours/menu.ts';
import { reportWhatsAppClicks } from './behaviours/whatsapp.ts';

const markers = [...document.querySelectorAll<HTMLElement>('[data-island]')];
let hydrated = false;
let hydrating: Promise<void> | undefined;

function hydrate(): Promise<void> {
  hydrating ??= import('./hydrate.tsx')
    .then(({ hydrateIslands }) => hydrateIslands(markers))
    .then(() => {
      hydrated = true;
    });
  return hydrating;
}

const inIsland = (target: EventTarget | null) => target instanceof Element && target.closest('[data-island]') !== null;

// Signs of an interaction to come: start loading, hold nothing.
for (const type of ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const) {
  document.addEventListener(type, (event) => inIsland(event.target) && void hydrate(), {
    capture: true,
    passive: true,
  });
}

// A click on an island's button, or a form submit, before its handlers exist: hold it, hydrate, then replay it.
document.addEventListener(
  'click',
  (event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (hydrated || !button || !inIsland(button)) return;
    event.preventDefault();
    event.stopPropagation();
    void hydrate().then(() => button.click());
  },
  { capture: true },
);
document.addEventListener(
  'submit',
  (event) => {
    const form = event.target;
    if (hydrated || !(form instanceof HTMLFormElement) || !inIsland(form)) return;
    event.preventDefault();
    event.stopPropagation();
    const submitter = event.submitter;
    void hydrate().then(() => form.requestSubmit(submitter));
  },
  { capture: true },
);

enhanceMenu();
reportWhatsAppClicks();

// Tells tests (and anyone curious) that the handlers above are in place.
document.documentElement.setAttribute('data-client-ready', '');
