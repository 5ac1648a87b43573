// Vite plugin: `import sprite from 'virtual:icon-sprite'` gives the Icon component the URL of one immutable SVG file
// with a <symbol> for every icon (src/components/icon-shapes.ts). Pages draw icons with <use href="…#i-name">, so
// the shapes travel once per visitor instead of in every page's HTML, and lucide stays out of the worker.
import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { spriteSvg } from '../src/components/icon-shapes.ts';
import { PICTURE_BASE } from './pictures/encode.ts';

const ID = 'virtual:icon-sprite';
const RESOLVED = `\0${ID}`;

export function iconSprite(): Plugin {
  let config: ResolvedConfig;
  const svg = spriteSvg();
  const name = `icons.${createHash('sha256').update(svg).digest('hex').slice(0, 10)}.svg`;

  return {
    name: 'bemedics:icon-sprite',
    configResolved(resolved) {
      config = resolved;
    },
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    load: (id) =>
      id === RESOLVED ? `export default ${JSON.stringify({ href: `${PICTURE_BASE}${name}` })};` : undefined,
    async writeBundle() {
      if (config.command !== 'build') return;
      const target = join(
        resolve(config.root, config.environments.client?.build.outDir ?? 'dist/client'),
        PICTURE_BASE,
      );
      await mkdir(target, { recursive: true });
      await writeFile(join(target, name), svg);
    },
    configureServer(server) {
      server.middlewares.use(`${PICTURE_BASE}${name}`, (_request, response) => {
        response.setHeader('content-type', 'image/svg+xml');
        response.end(svg);
      });
    },
  };
}
