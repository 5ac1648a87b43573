// The phone menu (a native popover) made explicit: aria-expanded on the button, focus into the menu, closed by a link.
// An engine without popover (Safari < 17) loads the same menu done by script (fallbacks.ts).

/** Settles when the menu is wired, after its fallback has loaded where the engine needs it; rejects if it cannot load. */
export function enhanceMenu(): Promise<void> {
  const toggle = document.querySelector<HTMLElement>('[data-menu-toggle]');
  const menu = document.getElementById(toggle?.getAttribute('aria-controls') ?? '');
  if (!toggle || !menu) return Promise.resolve();
  const { labelOpen = '', labelClose = '' } = toggle.dataset;

  const changed = (open: boolean) => {
    toggle.setAttribute('aria-expanded', String(open));
    toggle.setAttribute('aria-label', open ? labelClose : labelOpen);
    if (open) menu.querySelector<HTMLElement>('a[href]')?.focus();
  };
  let close = () => menu.hidePopover();
  let wired = Promise.resolve();
  toggle.setAttribute('aria-expanded', 'false');
  if (typeof menu.showPopover === 'function') {
    menu.addEventListener('toggle', (event) => changed((event as ToggleEvent).newState === 'open'));
  } else {
    // Should it fail to load (a deploy replaced it), the menu stays closed.
    wired = import('./fallbacks.ts').then(({ scriptedMenu }) => {
      close = scriptedMenu(toggle, menu, changed);
    });
  }
  // A section link scrolls the page; the menu should not stay over it.
  menu.addEventListener('click', (event) => {
    if ((event.target as Element).closest('a[href]')) close();
  });
  return wired;
}
