import { type EditableKey } from './editable-keys.ts';
export declare const TEXTS_FORMAT = 'bemedics-texte';
export declare const TEXTS_VERSION = 1;
/** Twenty texts of at most 400 characters fit in about 10 KB; anything far larger is not ours. */
export declare const MAX_TEXTS_FILE_BYTES: number;
export type EditedTexts = Partial<Record<EditableKey, string>>;
/** Why a whole file is refused. */
export type FileProblem = 'too-large' | 'not-json' | 'format' | 'version' | 'no-texts';
/** Why one entry of `texts` is not taken. `markup` counts only when strict (the browser stores such a text as text). */
export type TextProblem = 'unknown-key' | 'not-a-string' | 'empty' | 'too-long' | 'control' | 'markup';
export interface SkippedText {
  readonly key: string;
  readonly problem: TextProblem;
}
export type TextsFileResult =
  | {
      readonly ok: true;
      readonly texts: EditedTexts;
      readonly skipped: readonly SkippedText[];
    }
  | {
      readonly ok: false;
      readonly problem: FileProblem;
    };
/** The file's content: UTF-8 JSON, pretty-printed, texts in the order of the page. */
export declare function textsFileContent(texts: EditedTexts, exportedAt: Date): string;
/** `bemedics-texte-YYYY-MM-DD.json`, with the local date of the browser that exports. */
export declare function textsFileName(exportedAt: Date): string;
/** Tags, comments, declarations or character references: what would be markup if a page ever read it as HTML. */
export declare function looksLikeMarkup(text: string): boolean;
/** Whether `text` holds a control or bidi character. */
export declare function hasControlCharacters(text: string): boolean;
/** `text` with every control or bidi character written as a visible escape (`\u{1b}`), for a terminal or a log. */
export declare function escapeControlCharacters(text: string): string;
/**
 * Reads a texts file. A file that is too large, not JSON, of another format or version, or without a `texts` object is
 * refused whole. Otherwise every entry is checked: listed key, a string that is not empty after folding white space,
 * within the length cap, without control or bidi characters, and (strict) no markup. Valid texts come back folded; the others are listed as skipped.
 */
export declare function readTextsFile(
  raw: string,
  {
    strict,
  }: {
    readonly strict: boolean;
  },
): TextsFileResult;
