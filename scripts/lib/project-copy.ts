// A copy of this project in a temporary folder, for tests and audits that change what the owner would change (photos,
// business facts, settings) without touching this tree: the sources are copied, node_modules is shared by a link.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { cp, mkdir, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { SiteOverrides } from '../../src/site.ts';

/** Not part of the site's source: generated or installed. */
const NOT_COPIED = new Set(['node_modules', 'dist', '.git', '.wrangler', 'reports', 'fixtures']);

/** Copies the project (tests included, generated test fixtures not) into a fresh `dir`. */
export async function copyProject(dir: string): Promise<void> {
  const root = process.cwd();
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  for (const entry of await readdir(root)) {
    if (NOT_COPIED.has(entry)) continue;
    await cp(join(root, entry), join(dir, entry), {
      recursive: true,
      filter: (source) => !NOT_COPIED.has(source.split('/').pop() ?? ''),
    });
  }
  await symlink(resolve(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
}

/** Replaces `pattern` in a file of the copy; a pattern that is not there is an error (the source changed). */
export async function replaceIn(path: string, pattern: RegExp, replacement: string): Promise<void> {
  const text = await readFile(path, 'utf8');
  if (!pattern.test(text)) throw new Error(`${path}: ${pattern} not found; update the copy's edit`);
  await writeFile(path, text.replace(pattern, replacement));
}

/** Where a copy keeps the overrides its builds and tests read (BEMEDICS_SITE_OVERRIDES, build/site-plugins.ts). */
const OVERRIDES_FILE = 'site-overrides.json';

/**
 * Gives the copy's builds and tests facts, confirmations and settings (`SiteOverrides` in src/site.ts): what the owner
 * fills into src/site.ts by hand, through the seam the build reads instead of an edit of the source.
 */
export async function overrideSite(dir: string, overrides: SiteOverrides): Promise<void> {
  await writeFile(join(dir, OVERRIDES_FILE), JSON.stringify(overrides));
}

/** Runs a Node program of the project (vite, vitest) in the copy; resolves with its wall time and output, rejects on failure. */
export function run(
  dir: string,
  args: readonly string[],
  env: Readonly<Record<string, string>> = {},
): Promise<{ ms: number; log: string }> {
  const overrides = join(dir, OVERRIDES_FILE);
  const started = performance.now();
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, args, {
      cwd: dir,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        WRANGLER_SEND_METRICS: 'false',
        ...(existsSync(overrides) ? { BEMEDICS_SITE_OVERRIDES: readFileSync(overrides, 'utf8') } : {}),
        ...env,
      },
    });
    let log = '';
    for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => (log += chunk));
    child.on('error', fail);
    child.on('exit', (code) =>
      code === 0
        ? done({ ms: performance.now() - started, log })
        : fail(new Error(`${args.join(' ')} in ${dir} failed (${code}):\n${log}`)),
    );
  });
}

/**
 * `vite build` in the copy, as a deploy builds: for production, also when a test runner called it (Vitest sets NODE_ENV
 * to "test", and a build that inherits it bundles React's development code, twice the size and slower).
 */
export const buildCopy = (dir: string) =>
  run(dir, ['node_modules/vite/bin/vite.js', 'build'], { NODE_ENV: 'production' });

/**
 * The worker a build of `dir` wrote, called in this process as the runtime would call it: `get('/impressum')` answers
 * as the deploy would (the tests of a copy).
 */
export async function builtWorker(dir: string): Promise<(path: string) => Promise<Response>> {
  const built = (await import(resolve(dir, 'dist/bemedics/index.js'))) as {
    default: { fetch(request: Request, env: unknown, ctx: unknown): Promise<Response> };
  };
  const ctx = { waitUntil() {}, passThroughOnException() {} };
  return (path) => built.default.fetch(new Request(`http://localhost${path}`), {}, ctx);
}
