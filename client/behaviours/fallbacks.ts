// What older engines lack, done by script: loaded only by an engine that needs it (the caller checks for the feature),
// so a current browser never downloads it. Each keeps the journey of the platform feature it stands in for.

/**
 * The phone menu without popover (Safari < 17). The popover attributes go (they do nothing in such an engine, and the
 * stylesheet hides an unsupported `[popover]` until now); the menu sits under the header bar instead of in the top
 * layer, shown and hidden with `hidden`, and closes on Escape (focus back to the button), its own button, a tap
 * outside, or `close()`.
 */
export function scriptedMenu(toggle: HTMLElement, menu: HTMLElement, changed: (open: boolean) => void): () => void {
  const closers = [...document.querySelectorAll<HTMLElement>(`[popovertarget="${menu.id}"]`)].filter(
    (button) => button !== toggle,
  );
  for (const button of [toggle, ...closers]) {
    button.removeAttribute('popovertarget');
    button.removeAttribute('popovertargetaction');
  }
  menu.removeAttribute('popover');
  menu.hidden = true;
  menu.style.marginTop = '0';

  let open = false;
  const set = (next: boolean) => {
    if (next === open) return;
    open = next;
    menu.hidden = !open;
    changed(open);
  };
  toggle.addEventListener('click', () => set(!open));
  for (const button of closers) button.addEventListener('click', () => set(false));
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !open) return;
    set(false);
    toggle.focus();
  });
  document.addEventListener('click', (event) => {
    const target = event.target as Node | null;
    if (open && target && !menu.contains(target) && !toggle.contains(target)) set(false);
  });
  return () => set(false);
}

/**
 * Exclusive accordions without `<details name>` (Safari < 17.2): in a `[data-accordion]` group (the FAQ,
 * src/sections/Faq.tsx), opening one item closes the others.
 */
export function scriptedAccordions(): void {
  for (const group of document.querySelectorAll('[data-accordion]')) {
    const items = [...group.querySelectorAll('details')];
    for (const item of items) {
      item.addEventListener('toggle', () => {
        if (!item.open) return;
        for (const other of items) if (other !== item && other.open) other.open = false;
      });
    }
  }
}

/** Puts `text` where the caret is, as text, on one line. */
function insertText(element: HTMLElement, text: string): void {
  const line = text.replace(/\s+/g, ' ');
  if (!line || document.execCommand('insertText', false, line)) return;
  const selection = getSelection();
  const range = selection?.rangeCount ? selection.getRangeAt(0) : null;
  if (!range || !element.contains(range.commonAncestorContainer)) return;
  range.deleteContents();
  const node = document.createTextNode(line);
  range.insertNode(node);
  range.setStartAfter(node);
  range.collapse(true);
  selection?.removeAllRanges();
  selection?.addRange(range);
}

function caretAt(x: number, y: number): Range | null {
  const position = document.caretPositionFromPoint?.(x, y);
  if (position) {
    const range = document.createRange();
    range.setStart(position.offsetNode, position.offset);
    return range;
  }
  return document.caretRangeFromPoint?.(x, y) ?? null;
}

/**
 * Plain-text editing without `contenteditable="plaintext-only"` (Firefox < 136): `contenteditable="true"` with every
 * way of adding markup caught. Pasted or dropped content goes in as its text, formatting commands and line breaks do
 * nothing, and anything else that adds an element is flattened to its text at once. Returns what ends it.
 */
export function plainTextEditing(elements: readonly HTMLElement[]): () => void {
  const ends = elements.map((element) => {
    const onPaste = (event: ClipboardEvent) => {
      event.preventDefault();
      insertText(element, event.clipboardData?.getData('text/plain') ?? '');
    };
    const onDrop = (event: DragEvent) => {
      event.preventDefault();
      const range = caretAt(event.clientX, event.clientY);
      const selection = getSelection();
      if (range && selection && element.contains(range.startContainer)) {
        selection.removeAllRanges();
        selection.addRange(range);
      }
      insertText(element, event.dataTransfer?.getData('text/plain') ?? '');
    };
    const onBeforeInput = (event: InputEvent) => {
      const type = event.inputType;
      if (type.startsWith('format') || type === 'insertParagraph' || type === 'insertLineBreak') {
        event.preventDefault();
      } else if (event.dataTransfer?.types.includes('text/html')) {
        event.preventDefault();
        insertText(element, event.dataTransfer.getData('text/plain'));
      }
    };
    // Whatever still adds an element (an engine's own command, a trailing <br>) is flattened; the caret goes to the
    // end.
    const onInput = () => {
      if (element.childElementCount === 0) return;
      const text = element.textContent ?? '';
      element.textContent = text;
      const selection = getSelection();
      selection?.selectAllChildren(element);
      selection?.collapseToEnd();
    };
    element.setAttribute('contenteditable', 'true');
    element.addEventListener('paste', onPaste);
    element.addEventListener('drop', onDrop);
    element.addEventListener('beforeinput', onBeforeInput);
    element.addEventListener('input', onInput);
    return () => {
      element.removeAttribute('contenteditable');
      element.removeEventListener('paste', onPaste);
      element.removeEventListener('drop', onDrop);
      element.removeEventListener('beforeinput', onBeforeInput);
      element.removeEventListener('input', onInput);
    };
  });
  return () => {
    for (const end of ends) end();
  };
}
