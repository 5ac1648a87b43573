// What the worker writes to its log about a request: one line at most, and nothing from the request unescaped.

/** Longest text from a request written to a log line; bots send paths of many kilobytes. */
export const LOGGED_PATH_LENGTH = 200;

/**
 * Text from a request as one log field: cut to LOGGED_PATH_LENGTH and JSON-quoted, with every control and
 * line-breaking character escaped, so that no request can start a line or forge an entry.
 */
export function logField(text: string): string {
  const cut = text.length > LOGGED_PATH_LENGTH ? `${text.slice(0, LOGGED_PATH_LENGTH)}…` : text;
  // JSON escapes C0 controls, quotes and backslashes; DEL, C1 controls and U+2028/2029 it leaves raw.
  return JSON.stringify(cut).replace(
    /[\u007f-\u009f\u2028\u2029]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** A request's path as a log field, in the URL's own percent-encoded form. */
export function loggedPath(url: string): string {
  return logField(new URL(url).pathname);
}
