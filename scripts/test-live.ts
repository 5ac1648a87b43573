// `npm run test:live` (run by .ci/run): the unit and worker layers, and the browser tests of the slots only facts fill,
// on a copy of the site as it will be when it goes live: every placeholder of src/site.ts filled with a realistic value
// (scripts/lib/live-facts.ts), every confirmation given, the settings the checklist advises (the before/after picture
// off, the guarantee in its binding wording, Google Ads on: `liveSettings`), and every editable text replaced by the
// owner's own (published with `npm run texts:apply`, scripts/lib/live-texts.ts). Filling in the real facts and
// publishing edited texts must never turn the suite red.

import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { textsFileContent } from '../src/edit-mode/texts-file.ts';
import { EXAMPLE_REVIEWS } from './lib/example-reviews.ts';
import { liveFacts, liveReviewers, liveSettings } from './lib/live-facts.ts';
import { liveTexts } from './lib/live-texts.ts';
import { buildCopy, copyProject, overrideSite, replaceIn, run } from './lib/project-copy.ts';

const dir = join(tmpdir(), 'bemedics-live');
await copyProject(dir);
// What the owner does by hand in src/site.ts, fact by fact: every placeholder gets its real value, every confirmation is
// given, and the settings are switched as the checklist advises. The copy's builds and test runs read them through the
// build's seam (`SiteOverrides` in src/site.ts); a placeholder without a value fails, naming it.
await overrideSite(dir, {
  facts: liveFacts,
  confirmed: true,
  settings: liveSettings,
});

// What the owner does with the example reviews: real, consented ones take their place (src/content/patient-reviews.ts),
// each with where it was given, linked, and when.
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
await run(dir, ['scripts/texts-apply.ts', textsFile]).catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});

console.log(
  `Live copy in ${dir}: every placeholder filled, before/after picture off, every editable text the owner's.`,
);
await buildCopy(dir);
// The image pipeline's unit tests read no content and no fact: the same on the live copy, so they run once, in npm test.
// Of the browser layer, the files whose slots only the facts fill (the hero's rating and the room it takes).
const layers = {
  unit: ['--project', 'unit', '--project', 'publishing'],
  worker: [],
  browser: ['test/browser/hero.test.ts'],
};
for (const [layer, only] of Object.entries(layers)) {
  const args = ['node_modules/vitest/vitest.mjs', 'run', '--config', `test/${layer}/vitest.config.ts`, ...only];
  const { ms, log } = await run(dir, args).catch((error: Error) => {
    console.error(error.message);
    process.exit(1);
  });
  const plain = stripVTControlCharacters(log);
  const summary = plain.split('\n').filter((line) => /^\s*(Test Files|Tests)\s/.test(line));
  console.log(`${layer} on the live copy (${(ms / 1000).toFixed(0)} s):\n${summary.join('\n')}`);
}
