// Vite plugin: `import team from '../assets/images/team.jpg?picture'` gives a page the processed picture (sizes, files
// per width and format, placeholder colours). A build writes the files into the client output beside Vite's hashed
// assets; `vite dev` serves them from the cache. A missing, unsupported or damaged file stops the build with its name.
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { clientPictureDir } from '../generated-svg.ts';
import type { CachedPicture } from './cache.ts';
import { DEFAULT_CACHE_DIR, PICTURE_BASE, PictureError } from './served.ts';

const QUERY = '?picture';
/** The same, with a vector picture's drawing as markup for the page itself, where that is safe (inline-svg.ts). */
const INLINE_QUERY = '?picture&inline';

/** The file and whether its drawing is wanted inline, for an id of either query; undefined for any other id. */
function pictureQuery(id: string): { readonly path: string; readonly inline: boolean } | undefined {
  if (id.endsWith(QUERY)) return { path: id.slice(0, -QUERY.length), inline: false };
  if (id.endsWith(INLINE_QUERY)) return { path: id.slice(0, -INLINE_QUERY.length), inline: true };
  return undefined;
}

export interface PicturesOptions {
  /** Where encoded pictures are kept between builds (default: node_modules/.cache/bemedics-pictures). */
  readonly cacheDir?: string;
}

const MIME: Record<string, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpg: 'image/jpeg',
  svg: 'image/svg+xml',
};

/** A vector picture with its drawing for the page, where that is safe; a photograph, or an unsafe drawing, as it is. */
async function withInline(entry: CachedPicture, warn: (message: string) => void): Promise<CachedPicture['picture']> {
  const { picture } = entry;
  if (picture.kind !== 'vector') return picture;
  const data = entry.files.get(picture.src.slice(PICTURE_BASE.length));
  if (!data) return picture;
  const { inlineSvg } = await import('./inline-svg.ts');
  const outcome = inlineSvg(data.toString('utf8'), picture.width, picture.height);
  if ('inline' in outcome) return { ...picture, inline: outcome.inline };
  warn(`bleibt eine eigene Datei statt Teil der Seite (${outcome.reasons.join(', ')})`);
  return picture;
}

export function pictures(options: PicturesOptions = {}): Plugin {
  let config: ResolvedConfig;
  /** Served name -> picture entry, for writing (build) and serving (dev). */
  const served = new Map<string, CachedPicture>();
  const cacheDir = () => resolve(config.root, options.cacheDir ?? DEFAULT_CACHE_DIR);
  const fromRoot = (path: string) => relative(config.root, path) || path;

  return {
    name: 'bemedics:pictures',
    enforce: 'pre',
    configResolved(resolved) {
      config = resolved;
    },

    async resolveId(source, importer) {
      const query = pictureQuery(source);
      if (!query) return undefined;
      const { path } = query;
      // Vite's resolver knows every form a module may be asked for by (relative, root-relative, absolute).
      const resolved = await this.resolve(path, importer, { skipSelf: true });
      const file = resolved?.id.split('?')[0];
      if (!file || !existsSync(file)) {
        const wanted = resolve(importer ? join(importer, '..') : config.root, path);
        const from = importer ? ` (eingebunden in ${fromRoot(importer)})` : '';
        this.error(
          `Bild nicht gefunden: ${fromRoot(wanted)}${from}. Legen Sie die Datei in diesen Ordner oder korrigieren Sie den Namen.`,
        );
      }
      return `${file}${query.inline ? INLINE_QUERY : QUERY}`;
    },

    async load(id) {
      const query = pictureQuery(id);
      if (!query) return undefined;
      const file = query.path;
      this.addWatchFile(file);
      let entry: CachedPicture;
      try {
        // The encoder (sharp, svgo) loads with the first picture, not with the plugin list every config imports.
        const { cachedPicture } = await import('./cache.ts');
        entry = await cachedPicture(fromRoot(file), await readFile(file), cacheDir());
      } catch (error) {
        this.error(error instanceof PictureError ? error.message : `Bild ${fromRoot(file)}: ${String(error)}`);
      }
      const warn = (warning: string) => this.warn(`Bild ${fromRoot(file)}: ${warning}`);
      for (const warning of entry.warnings) warn(warning);
      for (const name of entry.files.keys()) served.set(name, entry);
      const picture = query.inline ? await withInline(entry, warn) : entry.picture;
      return `export default ${JSON.stringify(picture)};`;
    },

    // The worker renders the pictures, but the browser fetches them as static files: into the client output they go.
    async writeBundle() {
      if (config.command !== 'build' || served.size === 0) return;
      const target = clientPictureDir(config);
      await mkdir(target, { recursive: true });
      await Promise.all(
        [...served].map(([name, entry]) => {
          const data = entry.files.get(name);
          return data ? writeFile(join(target, name), data) : undefined;
        }),
      );
      config.logger.info(`✓ ${served.size} Bilddateien nach ${fromRoot(target)} geschrieben`);
    },

    configureServer(server) {
      server.middlewares.use(PICTURE_BASE, (request, response, next) => {
        // Served names are plain ASCII (encode.ts), so the raw path is the name.
        const name = (request.url ?? '').split('?')[0]?.slice(1) ?? '';
        const data = served.get(name)?.files.get(name);
        if (!data) return next();
        response.setHeader('content-type', MIME[name.split('.').pop() ?? ''] ?? 'application/octet-stream');
        response.end(data);
      });
    },
  };
}
