// `npm test`: every check and test layer, one after the other (layers that use both cores never run at once), stopping
// at the first that fails, then the wall time of each, so that a slower run shows where its time went (docs/tests.md).
// The copy with Google Ads on, which the consent tests of the browser and engine layers serve, is built once here for
// both (test/common/google-ads-site.ts) and removed when this run ends (scripts/lib/temp-folder.ts).
import { spawnSync } from 'node:child_process';
import { buildGoogleAdsSite, GOOGLE_ADS_COPY } from './lib/google-ads-site.ts';
import { removeOnExit } from './lib/temp-folder.ts';

const STEPS = ['check', 'test:unit', 'build', 'test:worker', 'test:browser', 'test:engines'] as const;
/** The steps that serve the copy with Google Ads on. */
const SERVE_ADS_COPY = new Set<string>(['test:browser', 'test:engines']);

const times: [string, number, boolean][] = [];
let adsCopy: string | undefined;
for (const step of STEPS) {
  const started = performance.now();
  if (SERVE_ADS_COPY.has(step)) adsCopy ??= removeOnExit(await buildGoogleAdsSite('bemedics-consent-site-'));
  const env = adsCopy ? { ...process.env, [GOOGLE_ADS_COPY]: adsCopy } : process.env;
  const { status } = spawnSync('npm', ['run', '--silent', step], { stdio: 'inherit', env });
  const passed = status === 0;
  times.push([step, (performance.now() - started) / 1000, passed]);
  if (!passed) break;
}

const total = times.reduce((sum, [, seconds]) => sum + seconds, 0);
console.log('\nnpm test, wall time per step:');
for (const [step, seconds, passed] of times) {
  console.log(`  ${step.padEnd(14)} ${seconds.toFixed(0).padStart(4)} s${passed ? '' : '  (failed)'}`);
}
console.log(`  ${'total'.padEnd(14)} ${total.toFixed(0).padStart(4)} s`);
process.exit(times.every(([, , passed]) => passed) && times.length === STEPS.length ? 0 : 1);
