// Where the client build's manifest lives, and reading it. Vite writes it into the client's output folder
// (`.vite/manifest.json`), which is what the site serves and deploys as static files; the build moves it beside that
// folder (`dist/client-manifest.json`), so the module paths of the build are neither served nor deployed.
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** A chunk of the manifest: the hashed file of an input, and what it imports. */
export interface ManifestChunk {
  readonly file: string;
  readonly imports?: readonly string[];
  readonly dynamicImports?: readonly string[];
}

/** The manifest of a client build in `outDir` (e.g. `dist/client` → `dist/client-manifest.json`). */
export function clientManifestPath(outDir: string): string {
  return `${outDir.replace(/\/+$/, '')}-manifest.json`;
}

/** The manifest of this project's client build. */
export const CLIENT_MANIFEST = clientManifestPath('dist/client');

/** Moves the manifest Vite wrote into `outDir` out of it, and removes Vite's folder there. */
export function moveClientManifest(outDir: string): void {
  const written = join(outDir, '.vite/manifest.json');
  if (!existsSync(written)) return;
  const target = clientManifestPath(outDir);
  mkdirSync(dirname(target), { recursive: true });
  renameSync(written, target);
  rmSync(join(outDir, '.vite'), { recursive: true, force: true });
}

/** The manifest at `path`; a missing one names the build to run. */
export function readClientManifest(path = CLIENT_MANIFEST): Record<string, ManifestChunk> {
  if (!existsSync(path)) throw new Error(`No client build manifest at ${path}: run \`npm run build\` first.`);
  return JSON.parse(readFileSync(path, 'utf8')) as Record<string, ManifestChunk>;
}

/**
 * Chunks no first load of `/` in a current browser fetches, each loaded only by a dynamic import: an older engine's
 * fallbacks (client/behaviours/fallbacks.ts, where popover, `<details name>` or plaintext editing is missing) and edit
 * mode's export and import (loaded once someone switches edit mode on: the owner's tools for publishing his texts).
 */
export const NOT_FIRST_LOAD = ['client/behaviours/fallbacks.ts', 'client/islands/edit-mode/TextsTransfer.tsx'] as const;

/**
 * The script files of the client entry and every chunk it loads, statically or on demand, split into those a first load
 * of `/` in a current browser can fetch (the entry, the islands' code on the first interaction, the consent code with
 * Google Ads on) and the chunks of NOT_FIRST_LOAD, apart (docs/messungen.md, „Budgets“).
 */
export function clientScripts(manifest: Readonly<Record<string, ManifestChunk>>): {
  readonly firstLoad: readonly string[];
  readonly apart: readonly string[];
} {
  const firstLoad = new Set<string>();
  const apart = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || firstLoad.has(chunk.file) || apart.has(chunk.file)) return;
    ((NOT_FIRST_LOAD as readonly string[]).includes(key) ? apart : firstLoad).add(chunk.file);
    for (const imported of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) visit(imported);
  };
  visit('client/main.tsx');
  return { firstLoad: [...firstLoad], apart: [...apart] };
}
