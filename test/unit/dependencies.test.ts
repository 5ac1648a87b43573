// Every package the project imports is declared in package.json: nothing may work only because another package
// happened to pull it into node_modules.
import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import { expect, it } from 'vitest';

const FOLDERS = ['src', 'client', 'build', 'scripts', 'test'];
const TOP_LEVEL = ['vite.config.ts'];
/** Modules that are not npm packages: Node's own, the runtime's, and the build's virtual modules. */
const NOT_PACKAGES = /^(node:|cloudflare:|virtual:|\.)/;

function sources(): string[] {
  const files = FOLDERS.flatMap((folder) =>
    readdirSync(folder, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.(ts|tsx|mjs)$/.test(file) && !file.includes('fixtures'))
      .map((file) => join(folder, file)),
  );
  return [...files, ...TOP_LEVEL];
}

/** `@scope/name/sub` -> `@scope/name`, `name/sub` -> `name`. */
function packageOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
}

it('declares every package it imports', () => {
  const { dependencies = {}, devDependencies = {} } = JSON.parse(readFileSync('package.json', 'utf8')) as Record<
    string,
    Record<string, string> | undefined
  >;
  const declared = new Set([...Object.keys(dependencies), ...Object.keys(devDependencies)]);
  const imported = new Map<string, string>();
  for (const file of sources()) {
    const text = readFileSync(file, 'utf8');
    // Static imports and re-exports (from), side-effect imports and dynamic import() calls.
    const specifiers = [
      ...text.matchAll(/(?:^|\s)from\s+'([^']+)'/gm),
      ...text.matchAll(/^\s*import\s+'([^']+)'/gm),
      ...text.matchAll(/\bimport\(\s*'([^']+)'\s*\)/g),
    ].map((match) => match[1] ?? '');
    for (const specifier of specifiers) {
      if (NOT_PACKAGES.test(specifier) || builtinModules.includes(specifier) || specifier.endsWith('?picture'))
        continue;
      imported.set(packageOf(specifier), file);
    }
  }
  expect(imported.size).toBeGreaterThan(10);
  const undeclared = [...imported].filter(([name]) => !declared.has(name)).map(([name, file]) => `${name} (${file})`);
  expect(undeclared).toEqual([]);
});
