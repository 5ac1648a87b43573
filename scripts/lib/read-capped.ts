// Reading a file the owner names, without trusting its size or its kind: a tool reads at most one byte more than it
// accepts, so that a huge file is refused after that much instead of being read whole into memory, and it reads regular
// files only: a device never ends (/dev/zero), a named pipe waits for a writer forever, a folder has no content.
import { closeSync, constants, fstatSync, openSync, readSync, statSync } from 'node:fs';

/**
 * The file's bytes; 'too-large' when it holds more than `maxBytes`, 'not-a-file' when it is a folder, a device or a
 * pipe. Errors of the file system (missing, no permission) are thrown.
 */
export function readCapped(file: string, maxBytes: number): Uint8Array | 'too-large' | 'not-a-file' {
  if (!statSync(file).isFile()) return 'not-a-file';
  // Without O_NONBLOCK, opening a pipe swapped in after the check above would wait for a writer; the kind is checked
  // again on what was opened.
  const descriptor = openSync(file, constants.O_RDONLY | constants.O_NONBLOCK);
  try {
    if (!fstatSync(descriptor).isFile()) return 'not-a-file';
    const buffer = Buffer.alloc(maxBytes + 1);
    let length = 0;
    while (length < buffer.length) {
      const read = readSync(descriptor, buffer, length, buffer.length - length, null);
      if (read === 0) break;
      length += read;
    }
    return length > maxBytes ? 'too-large' : buffer.subarray(0, length);
  } finally {
    closeSync(descriptor);
  }
}
