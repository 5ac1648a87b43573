// The picture plugin inside a real Vite build: a bad source stops the build and names the file; a good one is written
// into the client output with the names the module hands the page.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';
import { describe, expect, it } from 'vitest';
import { pictures } from '../../build/pictures/plugin.ts';
import { cameraPhoto } from '../../scripts/lib/camera-photos.ts';
import { testTempDir } from './temp-dir.ts';

/** A project with one module that imports `picture` from src/assets/images, built for SSR like the worker. */
async function buildWith(picture: string, files: Record<string, Buffer | string> = {}, query = '?picture') {
  const root = testTempDir('picture-build-');
  mkdirSync(join(root, 'src/assets/images'), { recursive: true });
  mkdirSync(join(root, 'src/content'), { recursive: true });
  for (const [name, data] of Object.entries(files)) writeFileSync(join(root, 'src/assets/images', name), data);
  writeFileSync(
    join(root, 'src/content/hero.js'),
    `import picture from '../assets/images/${picture}${query}';\nexport default picture;\n`,
  );
  const warnings: string[] = [];
  await build({
    configFile: false,
    root,
    logLevel: 'silent',
    plugins: [pictures({ cacheDir: join(root, '.cache') })],
    environments: { client: { build: { outDir: join(root, 'dist/client') } } },
    build: {
      ssr: 'src/content/hero.js',
      outDir: join(root, 'dist/server'),
      rollupOptions: {
        onwarn: (warning) => void (warning.plugin === 'bemedics:pictures' && warnings.push(warning.message)),
      },
    },
  });
  const module = readFileSync(join(root, 'dist/server/hero.mjs'), 'utf8');
  return { root, module, warnings };
}

describe('a build with pictures', () => {
  it('fails on a missing picture and names it and the file that asked for it', async () => {
    await expect(buildWith('team.jpg')).rejects.toThrow(
      /Bild nicht gefunden: src\/assets\/images\/team\.jpg \(eingebunden in src\/content\/hero\.js\)/,
    );
  });

  it('fails on a damaged photo and names it', async () => {
    const photo = await cameraPhoto({ width: 240, height: 180, scene: 'team' });
    await expect(
      buildWith('team.jpg', { 'team.jpg': photo.subarray(0, Math.floor(photo.length / 2)) }),
    ).rejects.toThrow(/Bild src\/assets\/images\/team\.jpg lässt sich nicht lesen/);
  });

  it('fails on a format it cannot serve and names it', async () => {
    await expect(buildWith('team.heic', { 'team.heic': Buffer.from('ftypheic') })).rejects.toThrow(
      /src\/assets\/images\/team\.heic/,
    );
  });

  it('writes every file of a good photo into the client output and warns when it is small', async () => {
    // Two widths (360 px and its own 400 px) in three formats: enough to see every file written.
    const photo = await cameraPhoto({ width: 400, height: 300, scene: 'team' });
    const { root, module, warnings } = await buildWith('team.jpg', { 'team.jpg': photo });
    const urls = [...module.matchAll(/"(\/assets\/images\/[^"]+)"/g)].map((match) => match[1] ?? '');
    expect(urls.length).toBe(6);
    for (const url of urls) expect(existsSync(join(root, 'dist/client', url)), url).toBe(true);
    expect(warnings).toEqual([expect.stringMatching(/^Bild src\/assets\/images\/team\.jpg: nur 400 px breit/)]);
  });

  it('hands the page a drawing as markup where asked, and keeps the file of one that cannot stand in a page', async () => {
    const svg = (content: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 20 10">${content}</svg>`;
    const safe = await buildWith('logo.svg', { 'logo.svg': svg('<rect width="9" height="9"/>') }, '?picture&inline');
    expect(safe.module).toMatch(/"inline": \{\s*"viewBox": "0 0 20 10",\s*"body": "<path/);
    expect(safe.warnings).toEqual([]);
    const plain = await buildWith('logo.svg', { 'logo.svg': svg('<rect width="9" height="9"/>') });
    expect(plain.module).not.toContain('"inline"');
    const scripted = await buildWith('logo.svg', { 'logo.svg': svg('<script>1</script><rect/>') }, '?picture&inline');
    expect(scripted.module).not.toContain('"inline"');
    expect(scripted.module).toMatch(/"src": "\/assets\/images\/logo-[0-9a-f]{10}\.svg"/);
    expect(scripted.warnings).toEqual([
      expect.stringMatching(/^Bild src\/assets\/images\/logo\.svg: bleibt eine eigene Datei .*<script>/),
    ]);
  });
});
