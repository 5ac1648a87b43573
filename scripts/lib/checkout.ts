// An earlier commit of this project, extracted from git into a fresh temporary folder that shares this project's
// node_modules, and built: for `npm run compare`, `npm run screenshots` and the measuring scripts' `--against`, which
// set it beside this tree.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildCopy } from './project-copy.ts';

/** The short hash of `ref`, or an error naming it. */
export function shortCommit(ref: string): string {
  return execFileSync('git', ['rev-parse', '--short', ref], { encoding: 'utf8' }).trim();
}

/** Extracts `ref` into its folder (replacing an earlier one) and returns the folder. */
export async function checkout(ref: string): Promise<string> {
  const commit = shortCommit(ref);
  const dir = join(tmpdir(), `bemedics-${commit}`);
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  execFileSync('sh', ['-c', `git archive ${commit} | tar -x -C ${dir}`]);
  await symlink(resolve('node_modules'), join(dir, 'node_modules'), 'dir');
  return dir;
}

/** `checkout` and `vite build` in the folder; returns the folder. */
export async function checkoutAndBuild(ref: string): Promise<string> {
  const dir = await checkout(ref);
  console.log(`Baue ${shortCommit(ref)} in ${dir} …`);
  await buildCopy(dir);
  return dir;
}

/**
 * What `--against` names: a folder that holds a build of this project is measured as it is; anything else is a git
 * ref, checked out and built. Returns the folder and the name the report gives it.
 */
export async function builtOrCheckedOut(against: string): Promise<{ dir: string; name: string }> {
  if (existsSync(`${against}/dist/bemedics/wrangler.json`)) return { dir: against, name: against };
  return { dir: await checkoutAndBuild(against), name: shortCommit(against) };
}
