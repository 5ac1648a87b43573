// Global setup of the worker tests: camera photographs for tests that import them as pictures (`?picture` imports are
// resolved when a test file is transformed, so the files must exist before). Written once; the picture cache keeps
// their encodings between runs.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { SITE_PHOTOS, writeSitePhotos } from '../../scripts/lib/camera-photos.ts';

export const PHOTO_FIXTURES = 'test/fixtures/photos';

export default async function setup() {
  if (Object.values(SITE_PHOTOS).every((photo) => existsSync(join(PHOTO_FIXTURES, photo.file)))) return;
  await writeSitePhotos(PHOTO_FIXTURES);
}
