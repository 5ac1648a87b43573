// The browser entry of the landing page: hydrates the island markers and wires the two behaviours that need no React.
// Pages without islands (legal pages, 404) do not load it at all.
import { enhanceMenu } from './behaviours/menu.ts';
import { reportWhatsAppClicks } from './behaviours/whatsapp.ts';
import { hydrateIslands } from './hydrate.tsx';

hydrateIslands([...document.querySelectorAll<HTMLElement>('[data-island]')]);
enhanceMenu();
reportWhatsAppClicks();
