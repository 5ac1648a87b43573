// The copy of the site with settings.googleAds on, served for one test file (browser and engines layers) on workerd.
// `npm test` builds it once for both layers and hands it over (scripts/test-all.ts); a file run alone builds its own
// before its tests and removes it after them (scripts/lib/temp-folder.ts), whatever happened.
import { afterAll, beforeAll } from 'vitest';
import { buildGoogleAdsSite, GOOGLE_ADS_COPY } from '../../scripts/lib/google-ads-site.ts';
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
  const given = process.env[GOOGLE_ADS_COPY];
  // Copying and building the site with the setting on; the limit only stops a hang on a busy machine.
  beforeAll(async () => {
    dir = given || (await buildGoogleAdsSite(prefix));
    preview = await startPreview(dir);
  }, 600_000);
  afterAll(async () => {
    await preview?.stop();
    if (dir && !given) await removeFolder(dir);
  });
  return () => {
    if (!preview || !dir) throw new Error('the Google Ads copy is not served');
    return { url: preview.url, dir };
  };
}
