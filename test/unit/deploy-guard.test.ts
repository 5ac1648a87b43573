import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { openFacts } from '../../src/site.ts';

it('refuses to deploy while placeholders are left, and lists them', () => {
  const result = spawnSync(process.execPath, ['scripts/check-placeholders.ts'], { encoding: 'utf8' });
  expect(result.status).toBe(1);
  for (const fact of openFacts) expect(result.stderr).toContain(fact.label);
});

it('runs that check before wrangler deploy', () => {
  const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };
  expect(scripts.deploy).toMatch(/^node scripts\/check-placeholders\.ts && .*wrangler deploy$/);
});
