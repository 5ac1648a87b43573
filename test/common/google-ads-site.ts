// The copy of the site with settings.googleAds on, built and served for one test file (browser and engines layers):
// built before its tests, served on workerd, stopped and removed after them (scripts/lib/temp-folder.ts), whatever
// happened.
import { afterAll, beforeAll } from 'vitest';
import { buildGoogleAdsSite } from '../../scripts/lib/google-ads-site.ts';
import { type Preview, startPreview } from '../../scripts/lib/preview.ts';
import { removeFolder } from '../../scripts/lib/temp-folder.ts';

export interface ServedCopy {
  /** Where the copy is served. */
  readonly url: string;
  /** The copy's project folder. */
  readonly dir: string;
}

export function googleAdsSiteForFile(prefix: string): () => ServedCopy {
  let preview: Preview | undefined;
  let dir: string | undefined;
  // Copying and building the site with the setting on; the limit only stops a hang on a busy machine.
  beforeAll(async () => {
    dir = await buildGoogleAdsSite(prefix);
    preview = await startPreview(dir);
  }, 600_000);
  afterAll(async () => {
    await preview?.stop();
    if (dir) await removeFolder(dir);
  });
  return () => {
    if (!preview || !dir) throw new Error('the Google Ads copy is not served');
    return { url: preview.url, dir };
  };
}
