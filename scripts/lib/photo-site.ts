// A copy of this project with camera photographs in place of the two illustrations, made exactly as docs/betreiber.md tells
// the owner (put the photo into src/assets/images, change the file name in the content file), then built. The browser
// tests and `npm run audit -- --photos` use it; this tree is never changed.
import { join } from 'node:path';
import { type PhotoSet, SITE_PHOTOS, writeSitePhotos } from './camera-photos.ts';
import { buildCopy, copyProject, overrideSite, replaceIn } from './project-copy.ts';
import { newTempFolder, removedIfFailing } from './temp-folder.ts';

/** The content file that names each of the two pictures. */
const CONTENT_FILES = { team: 'src/content/hero.ts', beforeAfter: 'src/content/testimonials.ts' } as const;

const PICTURE_IMPORT = /(['"])\.\.\/assets\/images\/[^'"?]+\?picture\1/;

export interface PhotoSite {
  readonly dir: string;
  /** Wall time of `vite build` in the copy, in ms. */
  readonly buildMs: number;
  readonly buildLog: string;
}

/**
 * Copies the project into a new temporary folder, swaps in the photographs (camera sizes unless told otherwise), shows
 * the before/after picture whatever the setting, builds. The caller removes `dir` when done
 * (scripts/lib/temp-folder.ts); a failed build removes it here.
 */
export async function buildPhotoSite(photos: PhotoSet = SITE_PHOTOS): Promise<PhotoSite> {
  const dir = await newTempFolder('bemedics-photo-site-');
  return removedIfFailing(dir, async () => {
    await copyProject(dir);
    await writeSitePhotos(join(dir, 'src/assets/images'), photos);
    for (const [name, content] of Object.entries(CONTENT_FILES)) {
      const photo = photos[name as keyof PhotoSet].file;
      await replaceIn(join(dir, content), PICTURE_IMPORT, `'../assets/images/${photo}?picture'`);
    }
    // The owner may switch the before/after picture off; the photo site shows it, so both pictures are measured.
    await overrideSite(dir, { settings: { showBeforeAfter: true } });
    const { ms, log } = await buildCopy(dir);
    return { dir, buildMs: ms, buildLog: log };
  });
}
