// The README's "Aufbau" block against the tree (README.md, part of `npm run check` through
// scripts/check-doc-links.ts): every path it names exists, and every top-level entry of the folders it describes
// (src/, client/, build/, scripts/, test/) is named. Only the top level: a new file inside src/lib/ or
// src/components/ is found through its folder's line and needs no README edit; a new module beside them, a new script
// or a new test layer does, since a newcomer reads the layout to find them. A path in a description without a folder
// ("page-cache.ts" on the line of src/http/) is looked up under that line's folder.

/** The folders whose every top-level entry the layout names. */
export const DESCRIBED_FOLDERS = ['src', 'client', 'build', 'scripts', 'test'] as const;

/** Extensions that make a word of a description a file name. */
const FILE = /\.(?:tsx?|css|json|svg|md)$/;
/** A word that can be a path: letters, digits and . _ - @ *, separated by slashes. */
const PATH = /^[\w@.*-]+(?:\/[\w@.*-]+)*\/?$/;

interface Entry {
  readonly line: number;
  readonly path: string;
  readonly words: readonly string[];
}

/** The lines of the code block under "## Aufbau": an entry starts at column 0; indented lines continue it. */
function entriesOf(readme: string): Entry[] {
  const lines = readme.split('\n');
  const heading = lines.findIndex((line) => line.trim() === '## Aufbau');
  const start = lines.findIndex((line, index) => index > heading && line.startsWith('```'));
  const end = lines.findIndex((line, index) => index > start && line.startsWith('```'));
  if (heading < 0 || start < 0 || end < 0) return [];
  const entries: { line: number; path: string; words: string[] }[] = [];
  for (let index = start + 1; index < end; index++) {
    const text = lines[index] ?? '';
    const words = text
      .split(/\s+/)
      .map((word) => word.replace(/^[(„“`"']+|[),;:.„“`"']+$/g, ''))
      // A file by its extension, a folder by its closing slash; GET/HEAD or @hono/react-renderer are neither.
      .filter((word) => PATH.test(word) && (FILE.test(word) || word.endsWith('/')));
    const first = text.split(/\s/)[0] ?? '';
    if (first) entries.push({ line: index + 1, path: first, words: words.filter((word) => word !== first) });
    else entries.at(-1)?.words.push(...words);
  }
  return entries;
}

/** A path of the layout as a pattern (`tsconfig*.json`); with `within`, also every path inside it. */
/** The folder a layout line describes: the path itself when it ends in a slash, else the folder that holds it. */
const folderOf = (path: string) => (path.endsWith('/') ? path : path.replace(/[^/]*$/, ''));

const globToRegExp = (glob: string, within = true) =>
  new RegExp(`^${glob.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replaceAll('*', '[^/]*')}${within ? '(?:/|$)' : '$'}`);

/**
 * What the layout says that the tree does not hold, one line each, with the README's line; `files` are the repository's
 * files (tracked or new, not ignored), with `/` as separator.
 */
export function layoutProblems(readme: string, files: readonly string[]): string[] {
  const entries = entriesOf(readme);
  if (entries.length === 0) return ['README.md has no code block under "## Aufbau"'];
  const exists = (path: string) => files.some((file) => globToRegExp(path.replace(/\/$/, '')).test(file));
  const problems: string[] = [];
  for (const entry of entries) {
    if (!exists(entry.path)) problems.push(`README.md:${entry.line}: ${entry.path} does not exist`);
    const folder = folderOf(entry.path);
    for (const word of entry.words) {
      if (word.startsWith('dist/')) continue; // built, not written: a fresh clone lacks it
      // A full path from the root, else a name anywhere under the line's folder.
      const under = files.filter((file) => file.startsWith(folder));
      const found =
        exists(word) ||
        under.some((file) => `/${file}/`.includes(`/${word.replace(/\/$/, '')}/`) || file.endsWith(`/${word}`));
      if (!found) problems.push(`README.md:${entry.line}: ${word} (on the line of ${entry.path}) does not exist`);
    }
  }
  const text = entries.flatMap((entry) => [entry.path, ...entry.words]);
  for (const folder of DESCRIBED_FOLDERS) {
    // Its own lines: the folder's, and those of the files in it, which name their helpers by file name.
    const own = entries.filter((entry) => folderOf(entry.path) === `${folder}/`).flatMap((entry) => entry.words);
    const top = new Set(
      files.filter((file) => file.startsWith(`${folder}/`)).map((file) => file.split('/').slice(0, 2).join('/')),
    );
    for (const path of top) {
      const name = path.slice(folder.length + 1);
      const named =
        text.some((word) => globToRegExp(word.replace(/\/$/, ''), false).test(path) || word.startsWith(`${path}/`)) ||
        own.some((word) => word === name || word.startsWith(`${name}/`));
      if (!named) problems.push(`README.md "Aufbau" does not name ${path}`);
    }
  }
  return problems;
}

/**
 * The README's durations ("371 s", "2 min"), one line each with its line: the suite's times stand only in docs/tests.md
 * ("Laufzeit"), measured with date and machine, so that the README never shows an older figure beside them.
 */
export function durationFigures(readme: string): string[] {
  return readme
    .split('\n')
    .flatMap((line, index) =>
      [...line.matchAll(/\b\d[\d.,]*\s?(?:s|ms|min|Sekunden|Minuten)\b/g)].map(
        ([figure]) => `README.md:${index + 1}: names the duration „${figure}“; the times belong in docs/tests.md`,
      ),
    );
}
