// The arguments of the main-thread studies (scripts/lib/study-targets.ts): a value of an option is never a route,
// even a folder that starts with a slash, and a study's own switch may stand before a route.
import { describe, expect, it } from 'vitest';
import { studyArguments } from '../../scripts/lib/study-targets.ts';

const DEFAULTS = { routes: ['/'], runs: 15 } as const;

describe('the studies’ arguments', () => {
  it('take a folder after --against as the earlier build, not as a route', () => {
    const study = studyArguments(['--against', '/tmp/bemedics-09efee0', '/impressum'], DEFAULTS);
    expect(study.against).toBe('/tmp/bemedics-09efee0');
    expect(study.routes).toEqual(['/impressum']);
  });

  it('take a route after a switch without a value', () => {
    const study = studyArguments(['--no-javascript', '/', '--runs', '9', '/agb'], DEFAULTS);
    expect(study.routes).toEqual(['/', '/agb']);
    expect(study.runs).toBe(9);
  });

  it('fall back to the study’s routes and runs', () => {
    expect(studyArguments([], DEFAULTS)).toMatchObject({ routes: ['/'], runs: 15, against: undefined });
  });
});
