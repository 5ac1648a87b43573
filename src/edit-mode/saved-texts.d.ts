export declare const STORAGE_KEY = 'bemedics:texte';
/** Longest text a keyed element may hold; the longest default (the hero subtitle) is about 230 characters. */
export declare const MAX_TEXT_LENGTH = 400;
/**
 * Keeps only listed keys whose values are strings within the cap; returns null when nothing is stored.
 * Throws on invalid JSON, so the caller can log it. Self-contained on purpose: the pre-paint script
 * inlines this very function's source, so it may use no imports or outer names (test/unit/saved-texts.test.ts runs it
 * from its source alone).
 */
export declare function parseSavedTexts(
  raw: string | null,
  keys: readonly string[],
  maxLength: number,
): Record<string, string> | null;
/** What an edited text is stored as: white space folded to single spaces, trimmed. */
export declare function normaliseText(text: string): string;
