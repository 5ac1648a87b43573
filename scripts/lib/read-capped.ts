// Reading a file the owner names, without trusting its size: a tool reads at most one byte more than it accepts, so
// that a huge file (or a device that never ends) is refused after that much instead of being read whole into memory.
import { closeSync, openSync, readSync } from 'node:fs';

/** The file as UTF-8 text (a byte-order mark dropped), or 'too-large' when it holds more than `maxBytes`. */
export function readCapped(file: string, maxBytes: number): string | 'too-large' {
  const buffer = Buffer.alloc(maxBytes + 1);
  const descriptor = openSync(file, 'r');
  try {
    let length = 0;
    while (length < buffer.length) {
      const read = readSync(descriptor, buffer, length, buffer.length - length, null);
      if (read === 0) break;
      length += read;
    }
    return length > maxBytes ? 'too-large' : new TextDecoder().decode(buffer.subarray(0, length));
  } finally {
    closeSync(descriptor);
  }
}
