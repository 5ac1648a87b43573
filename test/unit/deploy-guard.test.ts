// The deploy guard on both sides: it refuses while a fact is open and lets the site go once all are filled, whatever
// src/site.ts says today (the live copy in .ci/run runs these tests with every fact filled).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { deployGuard } from '../../scripts/lib/deploy-guard.ts';
import { openFacts } from '../../src/site.ts';

describe('the deploy guard', () => {
  it('refuses while a fact is open, and lists each with its stand-in', () => {
    const open = [
      { label: 'Telefonnummer', value: '+49 (0) 0000 000000', shown: true },
      { label: 'Echte Patientenstimmen', value: 'noch nicht bestätigt', shown: false },
    ];
    const { ok, report } = deployGuard(open);
    expect(ok).toBe(false);
    expect(report).toContain('2 Angaben in src/site.ts sind noch Platzhalter');
    expect(report).toContain('  - Telefonnummer  (zurzeit: +49 (0) 0000 000000)');
    expect(report).toContain('  - Echte Patientenstimmen  (zurzeit: noch nicht bestätigt)');
  });

  it('lets the site go once every fact is filled', () => {
    expect(deployGuard([])).toEqual({ ok: true, report: 'Keine Platzhalter mehr in src/site.ts.' });
  });

  it(`as a command, ${openFacts.length ? 'refuses now and lists every open fact' : 'passes now: nothing is open'}`, () => {
    const result = spawnSync(process.execPath, ['scripts/check-placeholders.ts'], { encoding: 'utf8' });
    expect(result.status).toBe(openFacts.length ? 1 : 0);
    for (const fact of openFacts) expect(result.stderr).toContain(fact.label);
  });

  it('runs before wrangler deploy', () => {
    const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };
    expect(scripts.deploy).toMatch(/^node scripts\/check-placeholders\.ts && .*wrangler deploy$/);
  });
});
