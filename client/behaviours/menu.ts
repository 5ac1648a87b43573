// The phone menu (a native popover) made explicit: aria-expanded on the button, focus into the menu, closed by a link.

export function enhanceMenu(): void {
  const toggle = document.querySelector<HTMLElement>('[data-menu-toggle]');
  const menu = document.getElementById(toggle?.getAttribute('aria-controls') ?? '');
  if (!toggle || !menu) return;
  const { labelOpen = '', labelClose = '' } = toggle.dataset;

  toggle.setAttribute('aria-expanded', 'false');
  menu.addEventListener('toggle', (event) => {
    const open = (event as ToggleEvent).newState === 'open';
    toggle.setAttribute('aria-expanded', String(open));
    toggle.setAttribute('aria-label', open ? labelClose : labelOpen);
    if (open) menu.querySelector<HTMLElement>('a[href]')?.focus();
  });
  // A section link scrolls the page; the menu should not stay over it.
  menu.addEventListener('click', (event) => {
    if ((event.target as Element).closest('a[href]')) menu.hidePopover();
  });
}
