// Encoded pictures on disk between builds, keyed by the source's bytes and every setting that shapes the output, so
// `npm start` and `npm test` encode a photograph once and then only copy it. Entries are written whole or not at all.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import sharp from 'sharp';
import { type EncodedPicture, encodePicture } from './encode.ts';
import { DEFAULT_CACHE_DIR } from './served.ts';

/** The pipeline's own code: any change to how pictures are encoded or which widths are made re-encodes them once. */
const PIPELINE_SOURCE = ['./encode.ts', './served.ts', '../../src/lib/pictures.ts'].map((path) =>
  readFileSync(new URL(path, import.meta.url), 'utf8'),
);

export function cacheKey(file: string, bytes: Buffer): string {
  const settings = JSON.stringify({
    PIPELINE_SOURCE,
    sharp: sharp.versions,
    // The name shapes the served file names; the folder does not, so a photo is encoded once wherever it lies.
    name: basename(file),
  });
  return createHash('sha256').update(settings).update(bytes).digest('hex').slice(0, 32);
}

interface Entry {
  readonly picture: EncodedPicture['picture'];
  readonly warnings: readonly string[];
}

export interface CachedPicture extends EncodedPicture {
  /** True when nothing was encoded: the entry came from disk. */
  readonly hit: boolean;
}

async function readEntry(dir: string): Promise<CachedPicture | undefined> {
  try {
    const entry = JSON.parse(await readFile(join(dir, 'picture.json'), 'utf8')) as Entry;
    const names = (await readdir(dir)).filter((name) => name !== 'picture.json');
    const files = new Map(
      await Promise.all(names.map(async (name) => [name, await readFile(join(dir, name))] as const)),
    );
    return { ...entry, files, hit: true };
  } catch {
    return undefined;
  }
}

/** The encoded picture for `file`, from the cache when its bytes and the settings are unchanged. */
export async function cachedPicture(file: string, bytes: Buffer, cacheDir = DEFAULT_CACHE_DIR): Promise<CachedPicture> {
  const dir = join(cacheDir, cacheKey(file, bytes));
  const cached = await readEntry(dir);
  if (cached) return cached;

  const encoded = await encodePicture(file, bytes);
  // Write beside the entry, then move it into place: an interrupted build leaves no half entry behind.
  const temporary = `${dir}.${process.pid}.${Date.now()}.tmp`;
  await mkdir(temporary, { recursive: true });
  await Promise.all([...encoded.files].map(([name, data]) => writeFile(join(temporary, name), data)));
  const entry: Entry = { picture: encoded.picture, warnings: encoded.warnings };
  await writeFile(join(temporary, 'picture.json'), JSON.stringify(entry));
  try {
    await rename(temporary, dir);
  } catch {
    await rm(temporary, { recursive: true, force: true }); // another process stored the same entry first
  }
  return { ...encoded, hit: false };
}
