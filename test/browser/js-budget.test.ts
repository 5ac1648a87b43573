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

// build/plain-dynamic-imports.ts: the entry's import() calls are plain, without Vite's preload helper (1.3 KB of the
// reader's 2 KB); the hydration and older-engine tests load those chunks through them.
it('builds the client entry without Vite’s preload helper', () => {
  const entry = readFileSync(`dist/client/${readClientManifest()['client/main.tsx']?.file}`, 'utf8');
  expect(entry).toContain('import(');
  expect(entry).not.toMatch(/modulepreload|vite:preloadError|relList/);
});
