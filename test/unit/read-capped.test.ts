// A file the owner names is read only up to the size a tool accepts, and only if it is a regular file
// (scripts/lib/read-capped.ts).
import { execFileSync, spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readCapped } from '../../scripts/lib/read-capped.ts';
import { testTempDir } from './temp-dir.ts';

describe('readCapped', () => {
  it('reads a file up to the limit as it is, and refuses it one byte beyond', () => {
    const file = join(testTempDir('bemedics-read-capped-'), 'texte.json');
    writeFileSync(file, '\ufeff{"a":"Ärzte"}');
    expect(Buffer.from(readCapped(file, 1024) as Uint8Array).toString('utf8')).toBe('\ufeff{"a":"Ärzte"}');
    expect(readCapped(file, 5)).toBe('too-large');
  });

  it('refuses a device that never ends, a folder and a named pipe without reading or waiting', () => {
    const dir = testTempDir('bemedics-read-capped-');
    const pipe = join(dir, 'pipe');
    execFileSync('mkfifo', [pipe]);
    // A reader that opened the pipe as a file would wait for a writer (the whole test thread, for good): this one comes
    // after two seconds, so that such a reader fails here instead of hanging.
    const writer = spawn('sh', ['-c', 'sleep 2; printf x > "$0"', pipe], { stdio: 'ignore' });
    try {
      expect(readCapped(pipe, 1024)).toBe('not-a-file');
    } finally {
      writer.kill();
    }
    expect(readCapped('/dev/zero', 1024)).toBe('not-a-file');
    expect(readCapped(dir, 1024)).toBe('not-a-file');
  });
});
