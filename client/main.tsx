// The browser entry: finds the server-rendered island markers and hydrates them; nothing else.
// React loads only when the page has an island, so a page without one runs almost no script.
const markers = [...document.querySelectorAll<HTMLElement>('[data-island]')];

if (markers.length > 0) {
  void import('./hydrate.tsx').then(({ hydrateIslands }) => hydrateIslands(markers));
}
