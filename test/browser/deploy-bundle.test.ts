import { spawnSync } from 'node:child_process';
import { expect, it } from 'vitest';

it('bundles the built worker for deployment (wrangler deploy --dry-run)', () => {
  const result = spawnSync(process.execPath, ['node_modules/wrangler/bin/wrangler.js', 'deploy', '--dry-run'], {
    encoding: 'utf8',
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: 'true' },
    timeout: 120_000,
  });
  const output = `${result.stdout}\n${result.stderr}`;
  expect(result.status, output).toBe(0);
  expect(output).toMatch(/Total Upload/);
  expect(output).toMatch(/--dry-run: exiting now/);
}, 150_000);
