// The file that carries the owner's edited texts out of one browser: its exact shape, its name, and the one validator
// that both the edit mode's import (lenient: skips what it cannot take) and `npm run texts:apply` (strict: refuses the
// whole file) use.
import { hasUnsafeCharacters } from '../lib/characters.ts';
import { EDITABLE_KEYS, type EditableKey } from './editable-keys.ts';
import { MAX_TEXT_LENGTH, normaliseText } from './saved-texts.ts';
import { decodeTextsFile } from './texts-file-encoding.ts';

export const TEXTS_FORMAT = 'bemedics-texte';
export const TEXTS_VERSION = 1;
/** Twenty texts of at most 400 characters fit in about 10 KB; anything far larger is not ours. */
export const MAX_TEXTS_FILE_BYTES = 64 * 1024;

export type EditedTexts = Partial<Record<EditableKey, string>>;

/** Why a whole file is refused. */
export type FileProblem = 'too-large' | 'encoding' | 'not-json' | 'format' | 'version' | 'no-texts';

/** Why one entry of `texts` is not taken. `markup` counts only when strict (the browser stores such a text as text). */
export type TextProblem =
  | 'unknown-key'
  | 'not-a-string'
  | 'empty'
  | 'too-long'
  | 'control'
  | 'half-character'
  | 'markup';

export interface SkippedText {
  readonly key: string;
  readonly problem: TextProblem;
}

export type TextsFileResult =
  | { readonly ok: true; readonly texts: EditedTexts; readonly skipped: readonly SkippedText[] }
  | { readonly ok: false; readonly problem: FileProblem };

/** The file's content: UTF-8 JSON, pretty-printed, texts in the order of the page. */
export function textsFileContent(texts: EditedTexts, exportedAt: Date): string {
  const ordered: Record<string, string> = {};
  for (const key of EDITABLE_KEYS) {
    const text = texts[key];
    if (text !== undefined) ordered[key] = text;
  }
  const file = { format: TEXTS_FORMAT, version: TEXTS_VERSION, exportedAt: exportedAt.toISOString(), texts: ordered };
  return `${JSON.stringify(file, null, 2)}\n`;
}

/** `bemedics-texte-YYYY-MM-DD.json`, with the local date of the browser that exports. */
export function textsFileName(exportedAt: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  const date = `${exportedAt.getFullYear()}-${pad(exportedAt.getMonth() + 1)}-${pad(exportedAt.getDate())}`;
  return `bemedics-texte-${date}.json`;
}

/** Tags, comments, declarations or character references: what would be markup if a page ever read it as HTML. */
export function looksLikeMarkup(text: string): boolean {
  return /<[a-z!?/]/i.test(text) || /&(?:#\d+|#x[\da-f]+|[a-z][a-z\d]*);/i.test(text);
}

const isEditableKey = (key: string): key is EditableKey => (EDITABLE_KEYS as readonly string[]).includes(key);

function checkText(value: unknown, strict: boolean): { readonly text: string } | { readonly problem: TextProblem } {
  if (typeof value !== 'string') return { problem: 'not-a-string' };
  const text = normaliseText(value);
  if (text.length === 0) return { problem: 'empty' };
  if (text.length > MAX_TEXT_LENGTH) return { problem: 'too-long' };
  if (hasUnsafeCharacters(text)) return { problem: 'control' };
  // A lone surrogate (JSON's `\ud800` without its second half) is no character: a file would store U+FFFD instead.
  if (/\p{Cs}/u.test(text)) return { problem: 'half-character' };
  if (strict && looksLikeMarkup(text)) return { problem: 'markup' };
  return { text };
}

/**
 * Reads a texts file's text. A file that is too large, not JSON, of another format or version, or without a `texts`
 * object is refused whole. Otherwise every entry is checked: listed key, a string that is not empty after folding white
 * space, within the length cap, without a character of the one rule (src/lib/characters.ts) or half of one, and
 * (strict) no markup. Valid texts come back folded; the others are listed as skipped.
 */
export function readTextsFile(raw: string, { strict }: { readonly strict: boolean }): TextsFileResult {
  if (new TextEncoder().encode(raw).length > MAX_TEXTS_FILE_BYTES) return { ok: false, problem: 'too-large' };
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return { ok: false, problem: 'not-json' };
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return { ok: false, problem: 'format' };
  const file = data as Record<string, unknown>;
  if (file.format !== TEXTS_FORMAT) return { ok: false, problem: 'format' };
  if (file.version !== TEXTS_VERSION) return { ok: false, problem: 'version' };
  const entries = file.texts;
  if (typeof entries !== 'object' || entries === null || Array.isArray(entries))
    return { ok: false, problem: 'no-texts' };

  const texts: EditedTexts = {};
  const skipped: SkippedText[] = [];
  for (const [key, value] of Object.entries(entries)) {
    if (!isEditableKey(key)) {
      skipped.push({ key, problem: 'unknown-key' });
      continue;
    }
    const checked = checkText(value, strict);
    if ('problem' in checked) skipped.push({ key, problem: checked.problem });
    else texts[key] = checked.text;
  }
  return { ok: true, texts, skipped };
}

/** Reads a texts file's bytes, as the import and `npm run texts:apply` both get them (src/edit-mode/texts-file-encoding.ts). */
export function readTextsFileBytes(bytes: Uint8Array, options: { readonly strict: boolean }): TextsFileResult {
  if (bytes.length > MAX_TEXTS_FILE_BYTES) return { ok: false, problem: 'too-large' };
  const raw = decodeTextsFile(bytes);
  return raw === null ? { ok: false, problem: 'encoding' } : readTextsFile(raw, options);
}
