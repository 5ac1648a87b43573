// Scratch folders in the system's temp folder. Each run takes a new one (mkdtemp: a fixed name would be shared by two
// checkouts on one machine, or by two runs of one, which then build into and delete each other's copy), and whoever
// made it removes it when the run ends. A helper that hands its folder back to a caller (a project copy, a build)
// leaves the removal to that caller and says so. `npm run check` refuses a fixed path in the temp folder
// (scripts/check-temp-folders.ts, with `fixedTempPaths` below).
import { createHash } from 'node:crypto';
import { readdirSync, rmSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A new, empty folder `<temp>/<prefix>XXXXXX` of this run's own. */
export function newTempFolder(prefix: string, parent = tmpdir()): Promise<string> {
  return mkdtemp(join(parent, prefix));
}

/** Removes a scratch folder and everything in it; one that is gone already is fine. */
export function removeFolder(dir: string): Promise<void> {
  return rm(dir, { recursive: true, force: true });
}

/**
 * Runs `fill` on a new folder `dir` and returns what it returns; if it fails, removes `dir` and rethrows: a helper
 * that hands its folder to the caller leaves none behind when it cannot hand it over.
 */
export async function removedIfFailing<T>(dir: string, fill: () => Promise<T>): Promise<T> {
  try {
    return await fill();
  } catch (error) {
    await removeFolder(dir);
    throw error;
  }
}

const removedOnExit = new Set<string>();

/**
 * Removes `dir` when this process exits, however it ends: done, `process.exit`, or an error nobody caught (Node then
 * still emits 'exit'). For a script's own copies; returns `dir`. A test removes its folders in afterAll instead.
 */
export function removeOnExit(dir: string): string {
  if (removedOnExit.size === 0) {
    process.once('exit', () => {
      for (const folder of removedOnExit) rmSync(folder, { recursive: true, force: true });
    });
  }
  removedOnExit.add(dir);
  return dir;
}

/**
 * A short mark of this checkout (its path), so that a folder kept after the run (`npm run test:live`'s copy) is told
 * apart from another checkout's on the same machine.
 */
export function checkoutMark(root = process.cwd()): string {
  return createHash('sha256').update(root).digest('hex').slice(0, 8);
}

/**
 * A new folder `<prefix>XXXXXX`, after which every older folder of the same prefix is removed: for a copy kept to look
 * at after the run, of which only the newest is worth keeping. Folders of other prefixes (another checkout's, with
 * another `checkoutMark`) stay.
 */
export async function newestTempFolder(prefix: string, parent = tmpdir()): Promise<string> {
  const dir = await newTempFolder(prefix, parent);
  const older = readdirSync(parent).filter((name) => name.startsWith(prefix) && join(parent, name) !== dir);
  for (const name of older) await removeFolder(join(parent, name));
  return dir;
}

/**
 * Where a source builds a path in the temp folder outside mkdtemp: a `join` or `resolve` starting at the temp folder,
 * or a template string starting with it, not directly inside `mkdtemp(`/`mkdtempSync(`. Returns the 1-based line of
 * each. A folder whose name was first kept in a variable is not seen; that is for review.
 */
export function fixedTempPaths(source: string): number[] {
  const building =
    /(?<!mkdtemp(?:Sync)?\(\s*`?)(?:\b(?:path\.)?(?:join|resolve)\(\s*(?:os\.)?tmpdir\(\)|\$\{\s*(?:os\.)?tmpdir\(\)\s*\})/g;
  return [...source.matchAll(building)].map((match) => source.slice(0, match.index).split('\n').length);
}
