// A file the owner names is read only up to the size a tool accepts (scripts/lib/read-capped.ts).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readCapped } from '../../scripts/lib/read-capped.ts';
import { testTempDir } from './temp-dir.ts';

describe('readCapped', () => {
  it('refuses a device that never ends after reading one byte more than it accepts', () => {
    expect(readCapped('/dev/zero', 64 * 1024)).toBe('too-large');
  });

  it('reads a file up to the limit as UTF-8 text, without its byte-order mark', () => {
    const file = join(testTempDir('bemedics-read-capped-'), 'texts.json');
    writeFileSync(file, '\ufeff{"a":"Ärzte"}');
    expect(readCapped(file, 1024)).toBe('{"a":"Ärzte"}');
    expect(readCapped(file, 5)).toBe('too-large');
  });
});
