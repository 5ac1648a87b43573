// The one rule for characters the owner's tools refuse or escape (docs/sicherheit.md, „Zeichen“): edit mode, the texts
// import, `npm run texts:apply`, the deploy guard, and every message a tool prints. No headline, name or setting needs
// them, and each can make a page or a terminal show something other than what is stored:
// - \p{Cc}: C0 and C1 controls and DEL. In a terminal, ESC and BEL start sequences that recolour it, retitle the window
//   or clear it; a line feed inside a value can fake a line of a tool's output.
// - \p{Cf}: format characters, invisible: the bidi marks, embeddings, overrides (U+202E reverses the text after it) and
//   isolates, U+061C, zero-width space and joiners, the word joiner, the soft hyphen, the byte-order mark and the tag
//   characters, which can hide a message inside a text.
// - U+2028 and U+2029, line and paragraph separators, which some terminals and editors break a line at.
// - The tag block U+E0000–E007F whole, its unassigned code points too.
// Self-contained (no imports): the page's inline scripts may take its pattern's source.

/** The rule as a regular-expression source, for a `u`-flagged expression. */
export const UNSAFE_CHARACTER_SOURCE = '[\\p{Cc}\\p{Cf}\\u2028\\u2029\\u{E0000}-\\u{E007F}]';

const unsafe = () => new RegExp(UNSAFE_CHARACTER_SOURCE, 'gu');

/** Whether `text` holds a character of the rule (tab and line feed count: fold them first where they are allowed). */
export function hasUnsafeCharacters(text: string): boolean {
  return unsafe().test(text);
}

/** `text` without the rule's characters: what edit mode stores of what the owner typed or pasted. */
export function withoutUnsafeCharacters(text: string): string {
  return text.replace(unsafe(), '');
}

const escaped = (character: string) => `\\u{${character.codePointAt(0)?.toString(16)}}`;

/**
 * A value for one line of a tool's output or a log: every character of the rule written as a visible escape
 * (`\u{1b}`), line feeds and tabs included, so that a value can neither recolour the terminal nor start a line of its
 * own.
 */
export function escapeUnsafe(text: string): string {
  return text.replace(unsafe(), escaped);
}

/**
 * A message of several lines the tool itself composed: as `escapeUnsafe`, but its line feeds and tabs stay. Values
 * from a file, the environment or the command line go through `escapeUnsafe` before they are put into it.
 */
export function printable(message: string): string {
  return message.replace(unsafe(), (character) =>
    character === '\n' || character === '\t' ? character : escaped(character),
  );
}
