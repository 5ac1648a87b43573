// `npm run test:live` (run by .ci/run): the unit and worker layers, and the browser tests of the slots only facts fill,
// on the copy of the site as it will be when it goes live (scripts/lib/live-site.ts: every fact filled, the settings the
// checklist advises, the owner's reviews and headlines). Filling in the real facts and publishing edited texts must
// never turn the suite red.
// The copy stays after the run, to look into when a test failed; a new run replaces this checkout's older copies and
// leaves another checkout's alone (scripts/lib/temp-folder.ts).

import { stripVTControlCharacters } from 'node:util';
import { prepareLiveSite } from './lib/live-site.ts';
import { buildCopy, run } from './lib/project-copy.ts';
import { checkoutMark, newestTempFolder } from './lib/temp-folder.ts';

const dir = await newestTempFolder(`bemedics-live-${checkoutMark()}-`);
await prepareLiveSite(dir, { build: false }).catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});

console.log(
  `Live copy in ${dir}: every placeholder filled, the checklist's settings (Google Ads on), the owner's reviews and headlines.`,
);
await buildCopy(dir);
// The image pipeline's unit tests read no content and no fact, nor do those of the local tools (a new page in a project
// copy, the dev and preview servers, the README's layout against the git tree, which the copy has not): the same on the
// live copy, so they run once, in npm test. Publishing texts stays: the owner publishes again over his own.
// Of the browser layer, the files whose slots only the facts fill (the hero's rating and the room it takes), those
// whose layout the facts and settings change (the sections' heights against their estimates, and jumps past them; the
// type, targets, price cards and rating panel of the landing page, which the rating and the badge's scope change), the
// contact form's help, which holds the filled address and numbers and the live copy's consent line, and the sweep of
// widths, since filled facts are longer (a card's "14 Tage Widerrufsrecht" broke in two only there).
const layers = {
  unit: ['--project', 'unit', '--project', 'publishing'],
  worker: [],
  browser: [
    'test/browser/hero.test.ts',
    'test/browser/landing.test.ts',
    'test/browser/deferred-sections.test.ts',
    'test/browser/contact-help.test.ts',
    'test/browser/reading.test.ts',
    'test/browser/widths.test.ts',
  ],
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
