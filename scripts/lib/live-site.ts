// The copy of the site as it goes live (docs/tests.md): every placeholder of src/site.ts filled with a
// realistic value (live-facts.ts), every confirmation given, the settings the checklist advises (the before/after picture
// off, the guarantee in its binding wording, the consultation in its lawful one, Google Ads on: `liveSettings`), the
// example reviews replaced by the owner's with source and month, and every editable text replaced by the owner's own,
// published with `npm run texts:apply`
// (live-texts.ts). `npm run test:live` tests it; `npm run screenshots -- --live` and `npm run audit -- --live` show and
// measure it, as visitors will see it.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { textsFileContent } from '../../src/edit-mode/texts-file.ts';
import { EXAMPLE_REVIEWS } from './example-reviews.ts';
import { liveFacts, liveReviewers, liveSettings } from './live-facts.ts';
import { liveTexts } from './live-texts.ts';
import { buildCopy, copyProject, overrideSite, replaceIn, run } from './project-copy.ts';

/** Makes the live copy in `dir` (a folder of the caller's own) and builds it; `build: false` leaves the build to the caller. */
export async function prepareLiveSite(dir: string, { build = true } = {}): Promise<string> {
  await copyProject(dir);
  // What the owner does by hand in src/site.ts, fact by fact: every placeholder gets its real value, every confirmation
  // is given, and the settings are switched as the checklist advises. The copy's builds and test runs read them through
  // the build's seam (`SiteOverrides` in src/site.ts); a placeholder without a value fails, naming it.
  await overrideSite(dir, { facts: liveFacts, confirmed: true, settings: liveSettings });

  // What the owner does with the example reviews: real, consented ones take their place
  // (src/content/patient-reviews.ts), each with where it was given, linked, and when.
  const reviewsPage = liveFacts['reviews.rating'] as { readonly url: string };
  for (const [index, example] of EXAMPLE_REVIEWS.entries()) {
    const real = liveReviewers[index % liveReviewers.length];
    await replaceIn(
      join(dir, 'src/content/patient-reviews.ts'),
      new RegExp(`name: '${example.name}',(\\s*)city: '${example.city}',`),
      `name: '${real?.name}',$1city: '${real?.city}',$1source: { name: '${real?.source}', url: '${reviewsPage.url}' },$1month: '${real?.month}',`,
    );
  }

  // What the owner does to publish edited headlines: Exportieren in the browser, then npm run texts:apply with the file.
  const textsFile = join(dir, 'bemedics-texte.json');
  await writeFile(textsFile, textsFileContent(liveTexts, new Date()));
  await run(dir, ['scripts/texts-apply.ts', textsFile]);
  if (build) await buildCopy(dir);
  return dir;
}
