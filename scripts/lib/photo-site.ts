// A copy of this project with camera photographs in place of the two illustrations, made exactly as the README tells
// the owner (put the photo into src/assets/images, change the file name in the content file), then built. The browser
// tests and `npm run audit -- --photos` use it; this tree is never changed.
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SITE_PHOTOS, writeSitePhotos } from './camera-photos.ts';
import { buildCopy, copyProject, replaceIn } from './project-copy.ts';

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

/** Copies the project to `dir`, swaps in the photographs, shows the before/after picture whatever the setting, builds. */
export async function buildPhotoSite(dir = join(tmpdir(), 'bemedics-photo-site')): Promise<PhotoSite> {
  await copyProject(dir);
  await writeSitePhotos(join(dir, 'src/assets/images'));
  for (const swap of SWAPS) {
    await replaceIn(join(dir, swap.content), PICTURE_IMPORT, `'../assets/images/${swap.photo}?picture'`);
  }
  // The owner may switch the before/after picture off; the photo site shows it, so both pictures are measured.
  await replaceIn(join(dir, 'src/site.ts'), /showBeforeAfter: (true|false)/, 'showBeforeAfter: true');
  const { ms, log } = await buildCopy(dir);
  return { dir, buildMs: ms, buildLog: log };
}
