// Edit mode's 'Exportieren' and 'Importieren': the owner's edited texts as a file, to carry them to another browser or
// to publish them with `npm run texts:apply`. The file's shape and its checks are shared with that command.
import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import { Icon } from '../../../src/components/Icon.tsx';
import { textsFile as text } from '../../../src/content/texts-transfer.ts';
import {
  MAX_TEXTS_FILE_BYTES,
  readTextsFileBytes,
  textsFileContent,
  textsFileName,
} from '../../../src/edit-mode/texts-file.ts';
import { toast } from '../../toast.ts';
import { changedTexts, storeTexts, TEXTS_CHANGED_EVENT } from './texts-store.ts';

/** Whether anything is saved that differs from the page; false while storage cannot be read. */
function hasChanges(): boolean {
  try {
    return Object.keys(changedTexts()).length > 0;
  } catch {
    return false;
  }
}

/** Saves the file through a Blob URL and a download link: no request, nothing the Content-Security-Policy must allow. */
function download(): void {
  let texts: Record<string, string>;
  try {
    texts = changedTexts();
  } catch {
    toast(text.exportFailed, 'error');
    return;
  }
  if (Object.keys(texts).length === 0) {
    toast(text.exportNothing, 'error');
    return;
  }
  const now = new Date();
  const url = URL.createObjectURL(new Blob([textsFileContent(texts, now)], { type: 'application/json;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = textsFileName(now);
  document.body.append(link);
  link.click();
  link.remove();
  // Some engines start reading the Blob only after the click has been handled.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Reads a chosen file; valid texts are stored and shown at once (as text), the rest counted; a bad file changes nothing. */
async function importFile(file: File): Promise<void> {
  if (file.size > MAX_TEXTS_FILE_BYTES) {
    toast(text.refused['too-large'], 'error');
    return;
  }
  let bytes: Uint8Array;
  try {
    // The bytes, not file.text(): that reads UTF-8 only, and `npm run texts:apply` must read the same files the same way.
    bytes = new Uint8Array(await file.arrayBuffer());
  } catch {
    toast(text.refused.unreadable, 'error');
    return;
  }
  const result = readTextsFileBytes(bytes, { strict: false });
  if (!result.ok) {
    toast(text.refused[result.problem], 'error');
    return;
  }
  const taken = Object.entries(result.texts);
  if (taken.length > 0 && !storeTexts(result.texts)) {
    toast(text.importSaveFailed, 'error');
    return;
  }
  for (const [key, value] of taken) {
    for (const element of document.querySelectorAll(`[data-edit-key="${CSS.escape(key)}"]`))
      element.textContent = value;
  }
  toast(text.imported(taken.length, result.skipped.length), taken.length > 0 ? 'success' : 'error');
}

// Below 1280 px the header has room for the icons only; the labels stay the buttons' names for assistive technology.
export interface TransferProps {
  readonly buttonClass: string;
  readonly idleClass: string;
}

export function TextsTransfer({ buttonClass, idleClass }: TransferProps) {
  const [changes, setChanges] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const update = () => setChanges(hasChanges());
    update();
    window.addEventListener(TEXTS_CHANGED_EVENT, update);
    return () => window.removeEventListener(TEXTS_CHANGED_EVENT, update);
  }, []);

  const onChosen = (event: ChangeEvent<HTMLInputElement>) => {
    const [file] = event.currentTarget.files ?? [];
    // Cleared at once, so choosing the same file again imports it again.
    event.currentTarget.value = '';
    if (file) void importFile(file);
  };

  const idle = idleClass;
  return (
    <>
      <button
        type="button"
        data-texts-export
        aria-disabled={!changes}
        title={changes ? text.exportTitle : text.exportNothing}
        onClick={download}
        className={`${buttonClass} ${changes ? idle : 'cursor-not-allowed text-slate-500'}`}
      >
        <Icon name="download" className="size-4 [stroke-width:2]" />
        <span className="max-xl:sr-only">{text.exportLabel}</span>
      </button>
      <button
        type="button"
        data-texts-import
        title={text.importTitle}
        onClick={() => input.current?.click()}
        className={`${buttonClass} ${idle}`}
      >
        <Icon name="upload" className="size-4 [stroke-width:2]" />
        <span className="max-xl:sr-only">{text.importLabel}</span>
      </button>
      <input
        ref={input}
        type="file"
        accept=".json,application/json"
        hidden
        tabIndex={-1}
        aria-hidden="true"
        onChange={onChosen}
      />
    </>
  );
}
