// `npm run check` (last step): the import rules the code relies on, checked over the import graph instead of kept in
// comments (README, "Aufbau"). Type-only imports are erased before anything runs, so they count for no rule.
//
// 1. Node runs `scripts/`, `build/` and the modules of `src/` they import as they are (type stripping, no bundler): none
//    of them may reach a `.tsx` file, a `?query` import (`?picture`) or a `virtual:` module, directly or through others.
// 2. `src/site.ts` imports nothing: the deploy guard reads it in Node before anything is built.
// 3. The worker (`src/`) imports nothing from `build/`, `scripts/` or `test/`, and of `client/` only the islands'
//    registry (the server renders the islands, the browser hydrates them); the browser code (`client/`) nothing from
//    `build/`, `scripts/` or `test/`.
// 4. The browser code does not reach `src/site.ts` (every business fact would ship to every visitor and the JavaScript
//    budget is nearly spent): what an island needs of the facts, the page passes as props.
// 5. The plugin list every build and test configuration loads (`build/site-plugins.ts`) loads the image encoder (sharp,
//    svgo) only when a picture is encoded: through a dynamic import, never a static one.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { checkoutFiles } from './lib/checkout-files.ts';

const root = process.cwd();

interface Import {
  readonly specifier: string;
  /** Only types: erased before the code runs. */
  readonly typeOnly: boolean;
  /** `import(…)`: loaded when the code runs it, not with the module. */
  readonly dynamic?: boolean;
}

/** The imports of a module: static (import and export with from, side-effect imports) and dynamic ones. */
export function importsOf(source: string): Import[] {
  const found: Import[] = [];
  const statement = /^\s*(import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm;
  for (const match of source.matchAll(statement)) {
    found.push({ specifier: match[3] ?? '', typeOnly: match[2] !== undefined });
  }
  for (const match of source.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)) {
    found.push({ specifier: match[1] ?? '', typeOnly: false, dynamic: true });
  }
  return found;
}

const sources = checkoutFiles(root).filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'));
const files = (dir: string) => sources.filter((file) => file.startsWith(`${dir}/`));

/** The project file a relative import names, or the specifier itself for a package, query or virtual module. */
function target(from: string, specifier: string): string {
  if (!specifier.startsWith('.')) return specifier;
  const path = specifier.split('?')[0] ?? specifier;
  const file = relative(root, resolve(root, dirname(from), path));
  return specifier.includes('?') ? `${file}?${specifier.split('?')[1]}` : file;
}

/** Runtime (not type-only) imports of a project file, as project paths or bare specifiers; `staticOnly`: without
 * dynamic ones. */
function runtimeImports(file: string, staticOnly = false): string[] {
  return importsOf(readFileSync(join(root, file), 'utf8'))
    .filter((entry) => !entry.typeOnly && !(staticOnly && entry.dynamic))
    .map((entry) => target(file, entry.specifier));
}

/** Every project file `entry` reaches through runtime imports, with the chain that leads there. */
function reach(entry: string, staticOnly = false): Map<string, string[]> {
  const chains = new Map<string, string[]>([[entry, [entry]]]);
  const queue = [entry];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    if (!/\.tsx?$/.test(file) || !existsSync(join(root, file))) continue;
    for (const next of runtimeImports(file, staticOnly)) {
      if (chains.has(next)) continue;
      chains.set(next, [...(chains.get(file) ?? []), next]);
      queue.push(next);
    }
  }
  return chains;
}

const problems: string[] = [];
const chain = (steps: readonly string[]) => steps.join(' → ');

// 1. What Node runs reaches no .tsx, no ?query and no virtual: module.
for (const entry of [...files('scripts'), ...files('build')]) {
  for (const [file, steps] of reach(entry)) {
    if (file.endsWith('.tsx') || file.includes('?') || file.startsWith('virtual:')) {
      problems.push(`Node runs ${entry}, which reaches ${file}: ${chain(steps)}`);
    }
  }
}

// 2. site.ts imports nothing.
for (const entry of importsOf(readFileSync(join(root, 'src/site.ts'), 'utf8'))) {
  problems.push(`src/site.ts imports ${entry.specifier}; it must import nothing (the deploy guard reads it in Node)`);
}

// 3. Each runtime keeps to its own code.
const forbidden: Record<string, readonly string[]> = {
  src: ['client/', 'build/', 'scripts/', 'test/'],
  client: ['build/', 'scripts/', 'test/'],
};
const allowed = new Set(['client/islands/index.ts']);
for (const [dir, others] of Object.entries(forbidden)) {
  for (const file of files(dir)) {
    for (const entry of importsOf(readFileSync(join(root, file), 'utf8'))) {
      const path = target(file, entry.specifier);
      const other = allowed.has(path) ? undefined : others.find((prefix) => path.startsWith(prefix));
      if (other) problems.push(`${file} imports ${path}: ${dir}/ may not import from ${other}`);
    }
  }
}

// 4. The browser bundle never carries the business facts.
for (const entry of files('client')) {
  const steps = reach(entry).get('src/site.ts');
  if (steps) problems.push(`${entry} reaches src/site.ts: ${chain(steps)}; pass what it needs as island props`);
}

// 5. The encoder loads with the first picture, not with the plugin list.
for (const [file, steps] of reach('build/site-plugins.ts', true)) {
  if (file === 'sharp' || file === 'svgo') {
    problems.push(`build/site-plugins.ts loads ${file} with the plugins: ${chain(steps)}; import it where it encodes`);
  }
}

if (problems.length > 0) {
  console.error(
    `Import rules broken (scripts/check-imports.ts):\n${[...new Set(problems)].map((p) => `  ${p}`).join('\n')}`,
  );
  process.exit(1);
}
console.log('Import rules: kept.');
