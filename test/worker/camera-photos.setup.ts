// Global setup of the worker tests: camera photographs for tests that import them as pictures (`?picture` imports are
// resolved when a test file is transformed, so the files must exist before). Made and encoded here, where no time limit
// applies, so that transforming a test file only reads the picture cache: no test waits for an encoder.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { cachedPicture } from '../../build/pictures/cache.ts';
import { SHAPE_PHOTOS, type SitePhoto, TEST_PHOTOS, writeSitePhotos } from '../../scripts/lib/camera-photos.ts';

export const PHOTO_FIXTURES = 'test/fixtures/photos';

/** The site's two photos at test size, and one of each shape an owner may bring. */
const PHOTOS: Readonly<Record<string, SitePhoto>> = { ...TEST_PHOTOS, ...SHAPE_PHOTOS };

async function upToDate(): Promise<boolean> {
  for (const photo of Object.values(PHOTOS)) {
    const path = join(PHOTO_FIXTURES, photo.file);
    if (!existsSync(path)) return false;
    const { width, height } = await sharp(path).metadata();
    if (width !== photo.width || height !== photo.height) return false;
  }
  return true;
}

export default async function setup() {
  if (!(await upToDate())) await writeSitePhotos(PHOTO_FIXTURES, PHOTOS);
  // The same cache the picture plugin reads (keyed by content and name): a hit costs a file read.
  for (const photo of Object.values(PHOTOS)) {
    const path = join(PHOTO_FIXTURES, photo.file);
    await cachedPicture(path, await readFile(path));
  }
}
