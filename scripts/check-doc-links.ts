// `npm run check`: every file the README and docs/ point to exists in the repository, so that a newcomer who follows
// them never lands on nothing. Checked: the targets of relative Markdown links and images, and the repository paths
// named in code spans (`src/site.ts`, `test/browser/`). A path with a placeholder (`<route>`, `*`, `…`) names a kind of file,
// not one, and is left out; so is what git ignores (dist/, reports/, generated test photos), which a fresh clone lacks.
// The README's "Aufbau" block agrees with the tree, and the README names no test times (scripts/lib/readme-layout.ts).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { checkoutFiles } from './lib/checkout-files.ts';
import { durationFigures, layoutProblems } from './lib/readme-layout.ts';

const root = process.cwd();
const TOP_FOLDERS = ['src', 'client', 'build', 'scripts', 'test', 'docs', 'public', '.ci'];

const documents = [
  'README.md',
  ...readdirSync('docs')
    .filter((name) => name.endsWith('.md'))
    .map((n) => `docs/${n}`),
];

/** What a document points to: [line, target as written, path it resolves to]. */
function targetsOf(document: string): [number, string, string][] {
  const found: [number, string, string][] = [];
  const lines = readFileSync(document, 'utf8').split('\n');
  for (const [index, line] of lines.entries()) {
    for (const [, target = ''] of line.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
      if (/^[a-z]+:|^#/.test(target)) continue;
      const path = decodeURIComponent(target.split('#')[0] ?? '');
      found.push([index + 1, target, relative(root, resolve(dirname(document), path))]);
    }
    for (const [, span = ''] of line.matchAll(/`([^`\s]+)`/g)) {
      const path = span.replace(/[:(].*$/, '');
      if (!TOP_FOLDERS.some((folder) => path.startsWith(`${folder}/`)) || /[<>*{}$…]/.test(path)) continue;
      found.push([index + 1, span, path]);
    }
  }
  return found;
}

/** Generated or installed, not written: git ignores it. */
const ignored = (path: string) => spawnSync('git', ['check-ignore', '-q', path]).status === 0;

const files = checkoutFiles(root);
const readme = readFileSync('README.md', 'utf8');
const broken = [
  ...documents.flatMap((document) =>
    targetsOf(document)
      .filter(([, , path]) => !existsSync(join(root, path)) && !ignored(path))
      .map(([line, target, path]) => `${document}:${line}: ${target} (${path}) does not exist`),
  ),
  ...layoutProblems(readme, files),
  ...durationFigures(readme),
];
if (broken.length) {
  console.error(
    `Links and paths in the docs that lead nowhere, and where the README disagrees with the tree:\n${broken.join('\n')}`,
  );
  process.exit(1);
}
console.log(
  `Doc links: all ${documents.length} documents lead to files that exist; the README's layout names the tree, and no time.`,
);
