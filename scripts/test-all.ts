// `npm test`: every check and test layer, one after the other (layers that use both cores never run at once), stopping
// at the first that fails, then the wall time of each, so that a slower run shows where its time went (docs/tests.md).
import { spawnSync } from 'node:child_process';

const STEPS = ['check', 'test:unit', 'build', 'test:worker', 'test:browser', 'test:engines'] as const;

const times: [string, number, boolean][] = [];
for (const step of STEPS) {
  const started = performance.now();
  const { status } = spawnSync('npm', ['run', '--silent', step], { stdio: 'inherit' });
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
