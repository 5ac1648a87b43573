import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { expect, it } from 'vitest';
import { clientScripts, NOT_FIRST_LOAD, readClientManifest } from '../../build/client-manifest.ts';

/** docs/messungen.md, „Budgets“: at most 75 KB of gzipped JavaScript on the first load of `/`. */
const BUDGET_BYTES = 75 * 1024;

const gzipped = (files: readonly string[]) =>
  files.reduce((sum, file) => sum + gzipSync(readFileSync(`dist/client/${file}`)).length, 0);

it('keeps the JavaScript a first load of the landing page can fetch within 75 KB gzip (read from the built files)', () => {
  const { firstLoad, apart } = clientScripts(readClientManifest());
  expect(firstLoad.length).toBeGreaterThan(0);
  // The islands' chunk is loaded on the first interaction; it counts, as every visitor may need it.
  const counted = gzipped(firstLoad);
  console.log(
    `JavaScript on /: ${(counted / 1024).toFixed(1)} KB gzip in ${firstLoad.length} file(s); apart: ${(gzipped(apart) / 1024).toFixed(1)} KB in ${apart.length}`,
  );
  expect(counted).toBeLessThanOrEqual(BUDGET_BYTES);
});

it('loads the chunks it leaves out of that count only on demand, never with the page or the islands', () => {
  const manifest = readClientManifest();
  const statically = new Set(Object.values(manifest).flatMap((chunk) => chunk.imports ?? []));
  const dynamically = new Set(Object.values(manifest).flatMap((chunk) => chunk.dynamicImports ?? []));
  for (const key of NOT_FIRST_LOAD) {
    expect(statically.has(key), key).toBe(false);
    expect(dynamically.has(key), key).toBe(true);
  }
  expect(clientScripts(manifest).apart).toHaveLength(NOT_FIRST_LOAD.length);
});

// build/plain-dynamic-imports.ts: the entry's import() calls are plain, without Vite's preload helper (1.3 KB of the
// reader's 2 KB); the hydration and older-engine tests load those chunks through them.
it('builds the client entry without Vite’s preload helper', () => {
  const entry = readFileSync(`dist/client/${readClientManifest()['client/main.tsx']?.file}`, 'utf8');
  expect(entry).toContain('import(');
  expect(entry).not.toMatch(/modulepreload|vite:preloadError|relList/);
});
