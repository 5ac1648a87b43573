// Edit mode (spec): the 'Bearbeiten'/'Fertig' toggle makes the keyed texts editable as plain text; Reset clears them.
import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';
import { Icon } from '../../src/components/Icon.tsx';
import type { EditModeText } from '../../src/content/interaction.ts';
import { MAX_TEXT_LENGTH, normaliseText, STORAGE_KEY } from '../../src/edit-mode/saved-texts.ts';
import { withoutUnsafeCharacters } from '../../src/lib/characters.ts';
import { toast } from '../toast.ts';
import { editAsPlainText } from './edit-mode/plain-text.ts';
import type { TransferProps } from './edit-mode/TextsTransfer.tsx';
import { storeTexts } from './edit-mode/texts-store.ts';

const KEYED = '[data-edit-key]';

/** Makes the keyed texts editable while `editing` is on; saves a changed text when it loses focus. */
function useEditing(editing: boolean, text: EditModeText): void {
  useEffect(() => {
    if (!editing) return;
    const elements = [...document.querySelectorAll<HTMLElement>(KEYED)];
    const before = new Map<HTMLElement, string>();

    const onFocus = (event: FocusEvent) => {
      const element = event.currentTarget as HTMLElement;
      before.set(element, element.textContent ?? '');
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Enter') {
        event.preventDefault();
        (event.currentTarget as HTMLElement).blur();
      }
    };
    const onBlur = (event: FocusEvent) => {
      const element = event.currentTarget as HTMLElement;
      const previous = before.get(element) ?? '';
      // Invisible control and format characters (a pasted bidi override, a zero-width space) are dropped, not stored:
      // the export, the import and `npm run texts:apply` refuse them (src/lib/characters.ts).
      const value = normaliseText(withoutUnsafeCharacters(element.textContent ?? ''));
      if (value === normaliseText(previous)) {
        // Nothing to save; what was typed that is not kept (white space, an invisible character) goes from view too.
        if (element.textContent !== previous) element.textContent = previous;
        return;
      }
      if (value.length === 0 || value.length > MAX_TEXT_LENGTH) {
        element.textContent = previous;
        toast(value.length === 0 ? text.empty : text.tooLong, 'error');
        return;
      }
      element.textContent = value;
      const key = element.dataset.editKey ?? '';
      if (storeTexts({ [key]: value })) toast(text.saved);
      else toast(text.saveFailed, 'error');
    };

    // Plain text while editing: the no-wrap runs that keep a figure with its unit (src/lib/typeset.tsx) are merged into
    // one text, so that only the keyed elements themselves are editable and the caret never stops at a run's edge.
    for (const element of elements) element.textContent = element.textContent ?? '';
    const endEditing = editAsPlainText(elements);
    for (const element of elements) {
      element.setAttribute('data-editing', '');
      element.addEventListener('focus', onFocus);
      element.addEventListener('keydown', onKeyDown);
      element.addEventListener('blur', onBlur);
    }
    return () => {
      endEditing();
      for (const element of elements) {
        element.removeAttribute('data-editing');
        element.removeEventListener('focus', onFocus);
        element.removeEventListener('keydown', onKeyDown);
        element.removeEventListener('blur', onBlur);
      }
    };
  }, [editing, text]);
}

/** Set once Reset has worked: the page is about to reload, and a second click (a double click) would only say it twice. */
let resetting = false;

function reset(text: EditModeText): void {
  if (resetting) return;
  try {
    localStorage.removeItem(STORAGE_KEY);
  } catch {
    toast(text.resetFailed, 'error');
    return;
  }
  resetting = true;
  toast(text.resetDone);
  // Long enough to read the toast; the reload then shows the defaults.
  setTimeout(() => window.location.reload(), 700);
}

/**
 * The owner's tools, not a way to reach us: quiet text buttons in a grey tray, set apart from the contact buttons by the
 * header's divider; while editing, the toggle turns dark ('Fertig') and the tray shows export and import.
 */
/** Shape, size and focus ring (src/site-rules.css). */
const button = 'tool-btn';
const quiet = 'text-slate-600 hover:bg-white hover:text-slate-900';

/**
 * Export and import, the owner's tools for publishing his texts: loaded only once edit mode is switched on, so no other
 * visitor's page carries their code (docs/messungen.md, „Budgets“). Where the file cannot load (offline, or after a
 * deploy replaced it), edit mode works on without them and says so in the console.
 */
const TextsTransfer = lazy(
  (): Promise<{ default: ComponentType<TransferProps> }> =>
    import('./edit-mode/TextsTransfer.tsx').then(
      (module) => ({ default: module.TextsTransfer }),
      (error: unknown) => {
        console.error('Exportieren und Importieren konnten nicht geladen werden:', error);
        return { default: () => null };
      },
    ),
);

export function EditControls({ text }: { readonly text: EditModeText }) {
  const [editing, setEditing] = useState(false);
  useEditing(editing, text);
  return (
    <div className="flex items-center gap-0.5 rounded-full bg-slate-100 p-0.5" data-edit-tray>
      <button
        type="button"
        data-edit-toggle
        aria-pressed={editing}
        onClick={() => setEditing((on) => !on)}
        className={`${button} ${editing ? 'bg-slate-900 text-white hover:bg-slate-800' : quiet}`}
      >
        <Icon name={editing ? 'check' : 'pencil'} className="size-4 [stroke-width:2]" />
        {editing ? text.toggleOn : text.toggleOff}
      </button>
      {editing && (
        <Suspense fallback={null}>
          <TextsTransfer buttonClass={`${button} px-2.5`} idleClass={quiet} />
        </Suspense>
      )}
      {/* Icon only: its name is the spec's title, shown as a tooltip on hover and keyboard focus (src/styles.css); no
          `title` attribute, which would add the browser's own tooltip. */}
      <button
        type="button"
        data-edit-reset
        data-tooltip
        aria-label={text.reset}
        onClick={() => reset(text)}
        className={`${button} px-2.5 text-slate-600 hover:bg-white hover:text-red-800`}
      >
        <Icon name="reset" className="size-4 [stroke-width:2]" />
        <span aria-hidden="true" data-tooltip-text>
          {text.reset}
        </span>
      </button>
    </div>
  );
}
