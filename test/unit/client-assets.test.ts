// What the worker links of the client build (build/client-assets.ts): the hashed entry and stylesheet the manifest
// names; a build that lacks one is refused by name. And the inline scripts' escaping.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { CLIENT_ENTRY, readClientAssets, STYLES_ENTRY } from '../../build/client-assets.ts';
import { scriptJson } from '../../src/lib/inline-scripts.ts';
import { testTempDir } from './temp-dir.ts';

function clientBuild() {
  const dir = testTempDir('client-assets-');
  mkdirSync(join(dir, '.vite'), { recursive: true });
  writeFileSync(
    join(dir, '.vite/manifest.json'),
    JSON.stringify({
      [CLIENT_ENTRY]: { file: 'assets/main-a.js' },
      [STYLES_ENTRY]: { file: 'assets/styles-a.css' },
    }),
  );
  return dir;
}

it('links the hashed entry and stylesheet', () => {
  const dir = clientBuild();
  expect(readClientAssets(join(dir, '.vite/manifest.json'))).toEqual({
    script: '/assets/main-a.js',
    styles: ['/assets/styles-a.css'],
  });
});

it('refuses a build that lacks one of its entries, and names them', () => {
  const dir = clientBuild();
  writeFileSync(join(dir, '.vite/manifest.json'), JSON.stringify({ [CLIENT_ENTRY]: { file: 'assets/main-a.js' } }));
  expect(() => readClientAssets(join(dir, '.vite/manifest.json'))).toThrow(STYLES_ENTRY);
});

it('writes structured data (a FAQ answer of the owner) so that it cannot end its script element, and reads back the same', () => {
  const data = { '@type': 'Answer', text: 'Ja </script><script>alert(1)</script> <!-- nein' };
  const json = scriptJson(data);
  expect(json).not.toMatch(/<\/|<!--/);
  expect(JSON.parse(json)).toEqual(data);
});
