// Editing as plain text only: `contenteditable="plaintext-only"` where the engine has it; where it does not (Firefox
// before 136) the same done by script (fallbacks.ts). Edit mode stores `textContent` either way.

let supported: boolean | undefined;

/** Setting the value through the property throws, or does not stick, where the engine does not know it. */
export function plaintextOnlySupported(): boolean {
  if (supported === undefined) {
    const probe = document.createElement('span');
    try {
      probe.contentEditable = 'plaintext-only';
      supported = probe.contentEditable === 'plaintext-only';
    } catch {
      supported = false;
    }
  }
  return supported;
}

/** Makes `elements` editable as plain text; returns what ends it. */
export function editAsPlainText(elements: readonly HTMLElement[]): () => void {
  if (plaintextOnlySupported()) {
    for (const element of elements) element.setAttribute('contenteditable', 'plaintext-only');
    return () => {
      for (const element of elements) element.removeAttribute('contenteditable');
    };
  }
  let ended = false;
  let end = () => {};
  // Should it fail to load, the browser logs the rejection and the texts stay as they are, not editable.
  void import('../../behaviours/fallbacks.ts').then(({ plainTextEditing }) => {
    if (!ended) end = plainTextEditing(elements);
  });
  return () => {
    ended = true;
    end();
  };
}
