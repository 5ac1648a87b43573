// What the pictures plugin and the build's other files share without loading the encoder (sharp and svgo load only
// when a picture is encoded, build/pictures/plugin.ts): where pictures are served, where encodings are kept, and the
// error that names a file the build cannot use.

/** Where the files are served from: under /assets/, so they are cached as immutable like Vite's own output. */
export const PICTURE_BASE = '/assets/images/';

/** Where encoded pictures are kept between builds. */
export const DEFAULT_CACHE_DIR = 'node_modules/.cache/bemedics-pictures';

/** A source that cannot become a picture; the message names the file and says what to do. */
export class PictureError extends Error {
  override name = 'PictureError';
}
