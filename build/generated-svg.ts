// What the build-time SVG files have in common (the icon sprite, the WhatsApp QR code): a virtual module that tells the
// worker the file's URL, named by its content and served immutable beside the pictures; a build writes the file into
// the client output, `vite dev` serves it from memory.
import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { PICTURE_BASE } from './pictures/served.ts';

/** Where files under PICTURE_BASE go in a build: the client output, which Workers serves as static assets. */
export function clientPictureDir(config: ResolvedConfig): string {
  return join(resolve(config.root, config.environments.client?.build.outDir ?? 'dist/client'), PICTURE_BASE);
}

export interface GeneratedSvg {
  /** The plugin's name, e.g. 'bemedics:icon-sprite'. */
  readonly plugin: string;
  /** The virtual module, e.g. 'virtual:icon-sprite'. */
  readonly id: string;
  /** The file name before its content hash, e.g. 'icons'. */
  readonly stem: string;
  readonly svg: string;
  /** What the module exports, given the file's URL. */
  readonly exports: (url: string) => Record<string, string>;
}

export function generatedSvg({ plugin, id, stem, svg, exports }: GeneratedSvg): Plugin {
  let config: ResolvedConfig;
  const resolved = `\0${id}`;
  const name = `${stem}.${createHash('sha256').update(svg).digest('hex').slice(0, 10)}.svg`;
  const url = `${PICTURE_BASE}${name}`;
  return {
    name: plugin,
    configResolved(value) {
      config = value;
    },
    resolveId: (source) => (source === id ? resolved : undefined),
    load: (source) => (source === resolved ? `export default ${JSON.stringify(exports(url))};` : undefined),
    async writeBundle() {
      if (config.command !== 'build') return;
      const target = clientPictureDir(config);
      await mkdir(target, { recursive: true });
      await writeFile(join(target, name), svg);
    },
    configureServer(server) {
      server.middlewares.use(url, (_request, response) => {
        response.setHeader('content-type', 'image/svg+xml');
        response.end(svg);
      });
    },
  };
}
