import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { expect, it } from 'vitest';
import { readClientManifest } from '../../build/client-manifest.ts';

/** docs/messungen.md, „Budgets“: at most 75 KB of gzipped JavaScript on the first load of `/`. */
const BUDGET_BYTES = 75 * 1024;

it('keeps all JavaScript the landing page can load within 75 KB gzip (read from the built files)', () => {
  const manifest = readClientManifest();
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    // The islands' chunk is loaded on the first interaction; it counts, as every visitor may need it.
    for (const imported of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) visit(imported);
  };
  visit('client/main.tsx');
  expect(files.size).toBeGreaterThan(0);
  const gzipped = [...files].reduce((sum, file) => sum + gzipSync(readFileSync(`dist/client/${file}`)).length, 0);
  console.log(`JavaScript on /: ${(gzipped / 1024).toFixed(1)} KB gzip in ${files.size} file(s)`);
  expect(gzipped).toBeLessThanOrEqual(BUDGET_BYTES);
});
