// A copy of this project built with settings.googleAds on (a made-up tag and labels, no real account), for the browser
// and engine tests of the consent notice and `npm run audit -- --google-ads`. The default build has the setting off and
// holds nothing of this; this tree is never changed.
import type { GoogleAds } from '../../src/site.ts';
import { liveGoogleAds } from './live-facts.ts';
import { buildCopy, copyProject, overrideSite } from './project-copy.ts';
import { newTempFolder, removedIfFailing } from './temp-folder.ts';

/** The setting the copy is built with: the live copy's tag ID and labels (WhatsApp, phone, no mail), another holder. */
export const TEST_GOOGLE_ADS = {
  ...liveGoogleAds,
  accountHolder: 'Beispiel Haarklinik GmbH, Willich',
} satisfies GoogleAds;

/**
 * The environment variable through which `npm test` hands its one built copy to the test files that serve it
 * (scripts/test-all.ts); a file run alone builds its own.
 */
export const GOOGLE_ADS_COPY = 'BEMEDICS_GOOGLE_ADS_COPY';

/**
 * Copies the project into a new temporary folder named `<prefix>XXXXXX`, switches Google Ads on, builds; returns the
 * folder. The caller removes it when done (scripts/lib/temp-folder.ts); a failed build removes it here.
 */
export async function buildGoogleAdsSite(prefix: string): Promise<string> {
  const dir = await newTempFolder(prefix);
  await removedIfFailing(dir, async () => {
    await copyProject(dir);
    await overrideSite(dir, { settings: { googleAds: TEST_GOOGLE_ADS } });
    await buildCopy(dir);
  });
  return dir;
}
