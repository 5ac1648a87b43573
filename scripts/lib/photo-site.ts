// A copy of this project with camera photographs in place of the two illustrations, made exactly as the README tells
// the owner (put the photo into src/assets/images, change the file name in the content file), then built. The browser
// tests and `npm run audit -- --photos` use it; this tree is never changed.
import { spawn } from 'node:child_process';
import { cp, mkdir, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { SITE_PHOTOS, writeSitePhotos } from './camera-photos.ts';

/** Not part of the site's source: generated, installed, or tests. */
const NOT_COPIED = new Set(['node_modules', 'dist', '.git', '.wrangler', 'reports', 'test']);

/** The content files that name the two pictures, and the photo that replaces each. */
const SWAPS = [
  { content: 'src/content/hero.ts', photo: SITE_PHOTOS.team.file },
  { content: 'src/content/testimonials.ts', photo: SITE_PHOTOS.beforeAfter.file },
] as const;

const PICTURE_IMPORT = /(['"])\.\.\/assets\/images\/[^'"?]+\?picture\1/;

export interface PhotoSite {
  readonly dir: string;
  /** Wall time of `vite build` in the copy, in ms. */
  readonly buildMs: number;
  readonly buildLog: string;
}

async function replaceIn(path: string, pattern: RegExp, replacement: string): Promise<void> {
  const text = await readFile(path, 'utf8');
  if (!pattern.test(text)) throw new Error(`${path}: ${pattern} not found; the photo site cannot swap its picture`);
  await writeFile(path, text.replace(pattern, replacement));
}

function build(dir: string): Promise<{ ms: number; log: string }> {
  const started = performance.now();
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ['node_modules/vite/bin/vite.js', 'build'], {
      cwd: dir,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
    });
    let log = '';
    child.stdout.on('data', (chunk) => {
      log += chunk;
    });
    child.stderr.on('data', (chunk) => {
      log += chunk;
    });
    child.on('error', fail);
    child.on('exit', (code) =>
      code === 0
        ? done({ ms: performance.now() - started, log })
        : fail(new Error(`vite build of the photo site failed (${code}):\n${log}`)),
    );
  });
}

/** Copies the project to `dir`, swaps in the photographs, shows the before/after picture whatever the setting, builds. */
export async function buildPhotoSite(dir = join(tmpdir(), 'bemedics-photo-site')): Promise<PhotoSite> {
  const root = process.cwd();
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  for (const entry of await readdir(root)) {
    if (!NOT_COPIED.has(entry)) await cp(join(root, entry), join(dir, entry), { recursive: true });
  }
  await symlink(resolve(root, 'node_modules'), join(dir, 'node_modules'), 'dir');

  await writeSitePhotos(join(dir, 'src/assets/images'));
  for (const swap of SWAPS) {
    await replaceIn(join(dir, swap.content), PICTURE_IMPORT, `'../assets/images/${swap.photo}?picture'`);
  }
  // The owner may switch the before/after picture off; the photo site shows it, so both pictures are measured.
  await replaceIn(join(dir, 'src/site.ts'), /showBeforeAfter: (true|false)/, 'showBeforeAfter: true');

  const { ms, log } = await build(dir);
  return { dir, buildMs: ms, buildLog: log };
}
