// What a visitor has selected in the page, read the same way by the browser and the engine tests of the contact form's
// help: the selection inside the focused text area (which the document's selection does not show), or else the
// document's. Run in the page: sent as source text, so it may use nothing from this module.
export function selectedText(): string {
  const active = document.activeElement;
  return active instanceof HTMLTextAreaElement
    ? active.value.slice(active.selectionStart, active.selectionEnd)
    : String(getSelection());
}
