// The owner's edited texts in this browser: read, save, merge an import, and the defaults they are compared with. A
// text equal to the page's own default (e.g. after `npm run texts:apply` published it) is no change: it is never kept.
import { EDITABLE_KEYS } from '../../../src/edit-mode/editable-keys.ts';
import { MAX_TEXT_LENGTH, parseSavedTexts, STORAGE_KEY } from '../../../src/edit-mode/saved-texts.ts';
import { UNSAFE_CHARACTER_SOURCE } from '../../../src/lib/characters.ts';
import type { PageGlobals } from '../../../src/lib/page-globals.ts';

/** Fired on window whenever the stored texts change, so controls that depend on them (Exportieren) can update. */
export const TEXTS_CHANGED_EVENT = 'bemedics:texts-changed';

/** The page's own texts, as the server rendered them, recorded by the restore script before it writes saved ones. */
export function defaultTexts(): Readonly<Record<string, string>> {
  return (window as PageGlobals).__defaultTexts ?? {};
}

/** The stored map, or an empty one when nothing (or nothing readable) is stored. Throws when storage is unusable. */
export function readTexts(): Record<string, string> {
  const raw = localStorage.getItem(STORAGE_KEY);
  try {
    return parseSavedTexts(raw, EDITABLE_KEYS, MAX_TEXT_LENGTH, new RegExp(UNSAFE_CHARACTER_SOURCE, 'u')) ?? {};
  } catch {
    return {};
  }
}

/** The stored texts that differ from the page's defaults: what the owner really changed. */
export function changedTexts(): Record<string, string> {
  const defaults = defaultTexts();
  return Object.fromEntries(Object.entries(readTexts()).filter(([key, value]) => defaults[key] !== value));
}

/** Stores `texts` merged over what is stored, dropping every text equal to its default. False if storage refused. */
export function storeTexts(texts: Readonly<Record<string, string>>): boolean {
  try {
    const defaults = defaultTexts();
    const merged = Object.entries({ ...readTexts(), ...texts }).filter(([key, value]) => defaults[key] !== value);
    if (merged.length === 0) localStorage.removeItem(STORAGE_KEY);
    else localStorage.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries(merged)));
  } catch {
    return false;
  }
  window.dispatchEvent(new Event(TEXTS_CHANGED_EVENT));
  return true;
}
