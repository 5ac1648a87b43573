// An earlier commit of this project, extracted from git into a new temporary folder that shares this project's
// node_modules, and built: for `npm run compare`, `npm run screenshots` and the measuring scripts' `--against`, which
// set it beside this tree. The folder is the caller's: it removes it when done (scripts/lib/temp-folder.ts).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { symlink } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { buildCopy } from './project-copy.ts';
import { newTempFolder, removedIfFailing, removeFolder } from './temp-folder.ts';

/** The short hash of `ref`, or an error naming it. */
export function shortCommit(ref: string): string {
  return execFileSync('git', ['rev-parse', '--short', ref], { encoding: 'utf8' }).trim();
}

/** Extracts `ref` into a new folder of this run's own and returns it; the caller removes it. */
export async function checkout(ref: string): Promise<string> {
  const commit = shortCommit(ref);
  const dir = await newTempFolder(`bemedics-${commit}-`);
  await removedIfFailing(dir, async () => {
    execFileSync('sh', ['-c', `git archive ${commit} | tar -x -C ${dir}`]);
    await symlink(resolve('node_modules'), join(dir, 'node_modules'), 'dir');
  });
  return dir;
}

/** `checkout` and `vite build` in the folder; returns the folder, which the caller removes (a failed build removes it). */
export async function checkoutAndBuild(ref: string): Promise<string> {
  const dir = await checkout(ref);
  console.log(`Baue ${shortCommit(ref)} in ${dir} …`);
  await removedIfFailing(dir, () => buildCopy(dir));
  return dir;
}

export interface Compared {
  readonly dir: string;
  /** The name the report gives it: the folder as given, or the commit's short hash. */
  readonly name: string;
  /** Removes the folder if it was checked out for this run; a build folder that was named is left as it is. */
  remove(): Promise<void>;
}

/**
 * What `--against` names: a folder that holds a build of this project is measured as it is; anything else is a git
 * ref, checked out and built into a temporary folder. The caller calls `remove` when done.
 */
export async function builtOrCheckedOut(against: string): Promise<Compared> {
  if (existsSync(`${against}/dist/bemedics/wrangler.json`)) {
    return { dir: against, name: against, remove: async () => {} };
  }
  const dir = await checkoutAndBuild(against);
  return { dir, name: shortCommit(against), remove: () => removeFolder(dir) };
}
