// The README's "Aufbau" block against the tree, and no test times in the README (scripts/lib/readme-layout.ts, run by
// `npm run check` through scripts/check-doc-links.ts): a file the layout names that is gone, or a new top-level file it
// does not name, is found; a new file inside a described folder needs no README edit.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkoutFiles } from '../../scripts/lib/checkout-files.ts';
import { DESCRIBED_FOLDERS, durationFigures, layoutProblems } from '../../scripts/lib/readme-layout.ts';

const readme = readFileSync('README.md', 'utf8');
const files = checkoutFiles();

describe('the README layout', () => {
  it('names every top-level entry of the described folders, and each path it names exists', () => {
    expect(layoutProblems(readme, files)).toEqual([]);
  });

  it('finds a named file that is gone, and names it with its line', () => {
    const gone = 'src/components/PageFrame.tsx';
    expect(files).toContain(gone);
    const problems = layoutProblems(
      readme,
      files.filter((file) => file !== gone),
    );
    expect(problems).toEqual([
      expect.stringMatching(/^README\.md:\d+: PageFrame\.tsx \(on the line of src\/components\/\) does not exist$/),
    ]);
  });

  it.each(DESCRIBED_FOLDERS)('finds a new top-level file of %s/ that it does not name', (folder) => {
    expect(layoutProblems(readme, [...files, `${folder}/new-tool.ts`])).toEqual([
      `README.md "Aufbau" does not name ${folder}/new-tool.ts`,
    ]);
  });

  it('asks nothing of a new file inside a described subfolder', () => {
    expect(layoutProblems(readme, [...files, 'src/lib/new-helper.ts', 'scripts/lib/new-helper.ts'])).toEqual([]);
  });
});

describe('the README’s times', () => {
  it('are none: the suite’s times stand in docs/tests.md only', () => {
    expect(durationFigures(readme)).toEqual([]);
    expect(durationFigures('Laufzeit: ruhig 371 s, belastet 8 min.')).toHaveLength(2);
    expect(durationFigures('390×844 und 1280×800, 14.600 B')).toEqual([]);
  });
});
