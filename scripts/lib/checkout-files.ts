// The files of this checkout that the project's checks read (`npm run check`: imports, temp folders, doc links and the
// README's layout): asked of git, so that what git ignores (dist/, reports/, generated types) is left out and a file a
// developer is adding is seen before it is committed.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The checkout's files that are written or new, not what git ignores: those a fresh clone has and those a developer is
 * adding, relative to `root`, with `/` as separator.
 */
export function checkoutFiles(root = process.cwd()): string[] {
  return spawnSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
    .stdout.split('\n')
    .filter((file) => file && existsSync(join(root, file)));
}
