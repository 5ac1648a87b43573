// What CSS cannot do for the tooltips of icon-only buttons (src/styles.css): Escape hides an open one without moving the
// pointer or the focus (WCAG 1.4.13), and the next one opens at once while the pointer or focus moves on from one that
// was showing (the spec's skip delay of 300 ms after its delay of 700 ms).
const SHOW_DELAY_MS = 700;
const SKIP_DELAY_MS = 300;
const TRIGGER = '[data-tooltip]';

export function tooltips(): void {
  const root = document.documentElement;
  /** When each trigger was entered or focused: a tooltip shows once its delay has passed (or at once while skipping). */
  const since = new WeakMap<Element, number>();
  let skipping: ReturnType<typeof setTimeout> | undefined;

  const enter = (event: Event) => {
    const trigger = (event.target as Element | null)?.closest?.(TRIGGER);
    if (trigger && !since.has(trigger)) since.set(trigger, root.hasAttribute('data-tooltip-skip') ? 0 : Date.now());
  };
  const leave = (event: Event, related: EventTarget | null) => {
    const trigger = (event.target as Element | null)?.closest?.(TRIGGER);
    if (!trigger || (related instanceof Node && trigger.contains(related))) return;
    const entered = since.get(trigger);
    const dismissed = trigger.hasAttribute('data-tooltip-dismissed');
    since.delete(trigger);
    trigger.removeAttribute('data-tooltip-dismissed');
    // Only a tooltip that was showing lets the next one skip its delay.
    if (entered === undefined || dismissed || Date.now() - entered < SHOW_DELAY_MS) return;
    root.setAttribute('data-tooltip-skip', '');
    clearTimeout(skipping);
    skipping = setTimeout(() => root.removeAttribute('data-tooltip-skip'), SKIP_DELAY_MS);
  };

  // Installed with the islands, which the first pointer over or focus on one of them loads: that trigger counts from now.
  for (const trigger of document.querySelectorAll(`${TRIGGER}:hover, ${TRIGGER}:focus-visible`)) {
    since.set(trigger, Date.now());
  }
  document.addEventListener('pointerover', enter, { passive: true });
  document.addEventListener('focusin', enter);
  document.addEventListener('pointerout', (event) => leave(event, event.relatedTarget), { passive: true });
  document.addEventListener('focusout', (event) => leave(event, event.relatedTarget));
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    for (const trigger of document.querySelectorAll(`${TRIGGER}:hover, ${TRIGGER}:focus-visible`)) {
      trigger.setAttribute('data-tooltip-dismissed', '');
    }
  });
}
