// Scratch folders of one run (scripts/lib/temp-folder.ts): `npm run check` finds a fixed path in the temp folder, and a
// copy kept after the run replaces the older copies of its own kind only, and a script's own copy goes when it ends,
// even when it fails.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  checkoutMark,
  fixedTempPaths,
  newestTempFolder,
  newTempFolder,
  removedIfFailing,
} from '../../scripts/lib/temp-folder.ts';
import { testTempDir } from './temp-dir.ts';

// Written in pieces, so that this file does not hold the pattern `npm run check` refuses.
const TMP = 'tmpdir()';

describe('fixedTempPaths', () => {
  it.each([
    ['a fixed name', `const dir = join(${TMP}, 'bemedics-live');`],
    ['a name made of the process id', `const dir = join(${TMP}, \`bemedics-dev-\${process.pid}\`);`],
    ['path.join and os.tmpdir', `const file = path.join(os.${TMP}, 'bemedics-read-capped.json');`],
    ['resolve', `const dir = resolve(${TMP}, name);`],
    ['a template string', `const dir = \`\${${TMP}}/bemedics-photo-site\`;`],
  ])('finds %s, with its line', (_, line) => {
    expect(fixedTempPaths(`import { tmpdir } from 'node:os';\n\n${line}\n`)).toEqual([3]);
  });

  it.each([
    ['mkdtemp', `const dir = await mkdtemp(join(${TMP}, 'bemedics-webkit-'));`],
    ['mkdtempSync with a template string', `const dir = mkdtempSync(\`\${${TMP}}/bemedics-fonts-\`);`],
    ['mkdtempSync across lines', `const dir = mkdtempSync(\n  join(${TMP}, prefix),\n);`],
    ['the temp folder named, not written to', `const paths = [process.cwd(), dir, ${TMP}];`],
  ])('leaves %s alone', (_, source) => {
    expect(fixedTempPaths(source)).toEqual([]);
  });
});

describe('newestTempFolder', () => {
  it('keeps only the newest folder of its prefix, and leaves another checkout’s alone', async () => {
    const parent = testTempDir('bemedics-newest-');
    const other = join(parent, `bemedics-live-${checkoutMark('/elsewhere')}-abc123`);
    mkdirSync(other);
    const prefix = `bemedics-live-${checkoutMark()}-`;
    const first = await newestTempFolder(prefix, parent);
    const second = await newestTempFolder(prefix, parent);
    expect(second).not.toBe(first);
    expect(existsSync(first)).toBe(false);
    expect(readdirSync(parent).toSorted()).toEqual(
      [other, second].map((dir) => dir.slice(parent.length + 1)).toSorted(),
    );
  });

  it('marks two checkouts apart', () => {
    expect(checkoutMark('/work/a')).not.toBe(checkoutMark('/work/b'));
    expect(checkoutMark('/work/a')).toMatch(/^[0-9a-f]{8}$/);
  });
});

describe('removedIfFailing', () => {
  it('hands a filled folder over, and removes one whose filling failed', async () => {
    const parent = testTempDir('bemedics-filling-');
    const kept = await newTempFolder('kept-', parent);
    expect(await removedIfFailing(kept, async () => 'filled')).toBe('filled');
    expect(existsSync(kept)).toBe(true);
    const failed = await newTempFolder('failed-', parent);
    await expect(
      removedIfFailing(failed, async () => {
        throw new Error('build failed');
      }),
    ).rejects.toThrow('build failed');
    expect(existsSync(failed)).toBe(false);
  });
});

describe('removeOnExit', () => {
  it('removes a script’s folder when the script fails with an error nobody caught', () => {
    const dir = join(testTempDir('bemedics-exit-'), 'copy');
    mkdirSync(join(dir, 'dist'), { recursive: true });
    const module = resolve('scripts/lib/temp-folder.ts');
    const script = `import { removeOnExit } from ${JSON.stringify(module)}; removeOnExit(${JSON.stringify(dir)}); throw new Error('build failed');`;
    const child = spawnSync(process.execPath, ['--input-type=module', '--eval', script], { encoding: 'utf8' });
    expect(child.stderr).toContain('build failed');
    expect(existsSync(dir)).toBe(false);
  });
});
