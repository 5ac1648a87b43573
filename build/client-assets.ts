// Tells the worker which hashed files to link: the module `virtual:client-assets` reads the client build manifest.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import type { ClientAssets } from '../src/lib/client-assets.ts';
import { clientManifestPath, moveClientManifest, readClientManifest } from './client-manifest.ts';

export const CLIENT_ENTRY = 'client/main.tsx';
export const STYLES_ENTRY = 'src/styles.css';
export const FIRST_SCREEN_ENTRY = 'src/first-screen.css';

/**
 * How the landing page gets its stylesheet: `file` links the full, hashed file (cached after the first page), which the
 * first paint waits for, as on every page; `first-screen` inlines the first screen's rules (src/first-screen.css) and
 * loads the full file beside them without holding up the first paint. Measured in turns, `file` paints the landing
 * page sooner on Lighthouse's phone (docs/messungen.md); `CSS_DELIVERY=first-screen npm run audit` builds and
 * measures the other way.
 */
const CSS_DELIVERY = process.env.CSS_DELIVERY === 'first-screen' ? 'first-screen' : 'file';

const ID = 'virtual:client-assets';
const RESOLVED = `\0${ID}`;

/** Asset URLs for `vite dev`: Vite serves the sources itself. */
const devAssets: ClientAssets = { script: `/${CLIENT_ENTRY}`, styles: [`/${STYLES_ENTRY}`] };

export function readClientAssets(
  manifestPath: string,
  outDir: string,
  delivery: 'file' | 'first-screen' = CSS_DELIVERY,
): ClientAssets {
  const manifest = readClientManifest(manifestPath);
  const entry = manifest[CLIENT_ENTRY];
  const styles = manifest[STYLES_ENTRY];
  const firstScreen = manifest[FIRST_SCREEN_ENTRY];
  if (!entry || !styles || !firstScreen) {
    throw new Error(`client manifest ${manifestPath} lacks ${CLIENT_ENTRY}, ${STYLES_ENTRY} or ${FIRST_SCREEN_ENTRY}`);
  }
  const assets = { script: `/${entry.file}`, styles: [`/${styles.file}`] };
  if (delivery === 'file') return assets;
  return { ...assets, firstScreenCss: readFileSync(join(outDir, firstScreen.file), 'utf8') };
}

export interface ClientAssetsOptions {
  /** Read the assets of this client build (e.g. `dist/client`) in every mode: the worker tests run production wiring. */
  readonly fromBuild?: string;
}

export function clientAssets({ fromBuild }: ClientAssetsOptions = {}): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'bemedics:client-assets',
    configResolved(resolved) {
      config = resolved;
    },
    // The worker links the client's hashed files, so the client is built first. The Cloudflare plugin's own build step
    // (it runs after this hook) builds the client once more, after the worker: the same files again, about 1 s. Cheaper
    // ways need its internals (skipping an environment that is built, or replacing its step, which also moves the
    // worker's imported assets into the client folder), which a plugin update could change under us.
    async buildApp(builder) {
      const client = builder.environments.client;
      if (client) await builder.build(client);
    },
    // The manifest names the build's modules: out of the folder that is served and deployed (build/client-manifest.ts).
    writeBundle(options) {
      if (this.environment.name === 'client' && options.dir) moveClientManifest(options.dir);
    },
    resolveId(id) {
      return id === ID ? RESOLVED : undefined;
    },
    load(id) {
      if (id !== RESOLVED) return undefined;
      let assets = devAssets;
      if (config.command === 'build' || fromBuild) {
        const outDir = join(config.root, fromBuild ?? config.environments.client?.build.outDir ?? 'dist/client');
        assets = readClientAssets(clientManifestPath(outDir), outDir);
      }
      return `export default ${JSON.stringify(assets)};`;
    },
  };
}
