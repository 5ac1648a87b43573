// The owner's edited texts in local storage: one JSON map under one key, read by the pre-paint script and the edit mode.

export const STORAGE_KEY = 'bemedics:texte';

/** Longest text a keyed element may hold; the longest default (the hero subtitle) is about 230 characters. */
export const MAX_TEXT_LENGTH = 400;

/**
 * Keeps only listed keys whose values are strings within the cap and without a character `unsafe` matches (the one
 * rule of src/lib/characters.ts, passed in, not flagged `g`); returns null when nothing is stored.
 * Throws on invalid JSON, so the caller can log it. Self-contained on purpose: the pre-paint script
 * inlines this very function's source, so it may use no imports or outer names (test/unit/saved-texts.test.ts runs it
 * from its source alone).
 */
export function parseSavedTexts(
  raw: string | null,
  keys: readonly string[],
  maxLength: number,
  unsafe: RegExp,
): Record<string, string> | null {
  if (raw === null) return null;
  const data: unknown = JSON.parse(raw);
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
  const texts: Record<string, string> = {};
  for (const key of keys) {
    const value = (data as Record<string, unknown>)[key];
    if (typeof value === 'string' && value.length > 0 && value.length <= maxLength && !unsafe.test(value))
      texts[key] = value;
  }
  return Object.keys(texts).length > 0 ? texts : null;
}

/** What an edited text is stored as: white space folded to single spaces, trimmed. */
export function normaliseText(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
