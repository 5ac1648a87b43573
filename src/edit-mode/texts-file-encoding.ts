// The bytes of a texts file as text, the same in edit mode's import and in `npm run texts:apply`: UTF-8 with or without
// a byte-order mark (what Exportieren writes, and what most editors save), or UTF-16 with its byte-order mark (what
// Windows editors save as „Unicode“). Decoded strictly: bytes that are not text in that encoding (a file saved as
// Windows-1252, UTF-16 without its mark) refuse the file instead of becoming U+FFFD in a published headline.

/** The file as text, its byte-order mark dropped; null when it is neither UTF-8 nor UTF-16 with a byte-order mark. */
export function decodeTextsFile(bytes: Uint8Array): string | null {
  const [first, second] = bytes;
  const encoding =
    first === 0xff && second === 0xfe ? 'utf-16le' : first === 0xfe && second === 0xff ? 'utf-16be' : 'utf-8';
  let text: string;
  try {
    // ignoreBOM false: the decoder drops the mark it was chosen by.
    text = new TextDecoder(encoding, { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return null;
  }
  // UTF-16 without its mark reads as UTF-8 with a NUL beside every ASCII character; JSON never holds a raw NUL.
  return text.includes('\0') ? null : text;
}
