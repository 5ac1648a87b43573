// What the worker writes to its log about a request: one line at most, and nothing from the request unescaped.
import { UNSAFE_CHARACTER_SOURCE } from '../lib/characters.ts';

/** Longest text from a request written to a log line; bots send paths of many kilobytes. */
export const LOGGED_PATH_LENGTH = 200;

/**
 * Text from a request as one log field: cut to LOGGED_PATH_LENGTH and JSON-quoted, with every character of the one
 * rule (src/lib/characters.ts: controls, line-breaking and invisible format characters such as a bidi override)
 * escaped, so that no request can start a line, forge an entry or make a terminal show it reversed.
 */
export function logField(text: string): string {
  const cut = text.length > LOGGED_PATH_LENGTH ? `${text.slice(0, LOGGED_PATH_LENGTH)}…` : text;
  // JSON escapes C0 controls, quotes and backslashes; the rest of the rule it leaves raw. Written as JSON escapes (a
  // backslash, u and four hex digits per UTF-16 unit), so that the field still parses as the text it quotes.
  return JSON.stringify(cut).replace(new RegExp(UNSAFE_CHARACTER_SOURCE, 'gu'), (character) =>
    [...Array(character.length).keys()]
      .map((index) => `\\u${character.charCodeAt(index).toString(16).padStart(4, '0')}`)
      .join(''),
  );
}

/** A request's path as a log field, in the URL's own percent-encoded form. */
export function loggedPath(url: string): string {
  return logField(new URL(url).pathname);
}
