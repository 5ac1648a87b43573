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
