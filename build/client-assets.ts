// Tells the worker which hashed files to link: the module `virtual:client-assets` reads the client build manifest.
import { join } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import type { ClientAssets } from '../src/lib/client-assets.ts';
import { clientManifestPath, moveClientManifest, readClientManifest } from './client-manifest.ts';

export const CLIENT_ENTRY = 'client/main.tsx';
export const STYLES_ENTRY = 'src/styles.css';
const ID = 'virtual:client-assets';
const RESOLVED = `\0${ID}`;

/** `vite dev`'s entry: the client entry and Vite's client, for reloads (client/dev-entry.ts). */
const DEV_ENTRY = 'client/dev-entry.ts';

/** Asset URLs for `vite dev`: Vite serves the sources itself. */
const devAssets: ClientAssets = { script: `/${DEV_ENTRY}`, styles: [`/${STYLES_ENTRY}`] };

/** The client entry and the stylesheet as the build named them: the files every page links. */
export function readClientAssets(manifestPath: string): ClientAssets {
  const manifest = readClientManifest(manifestPath);
  const entry = manifest[CLIENT_ENTRY];
  const styles = manifest[STYLES_ENTRY];
  if (!entry || !styles) throw new Error(`client manifest ${manifestPath} lacks ${CLIENT_ENTRY} or ${STYLES_ENTRY}`);
  return { script: `/${entry.file}`, styles: [`/${styles.file}`] };
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
    // (it runs after this hook) builds the worker and then the client once more, to move the worker's imported assets
    // into the client folder afterwards: the same files again, printed twice. Its step stays whole (it does the move);
    // only its second build of the client, which is built already, is skipped (Vite marks a built environment).
    async buildApp(builder) {
      const client = builder.environments.client;
      if (!client) return;
      await builder.build(client);
      const build = builder.build.bind(builder);
      builder.build = async (environment) => (environment.isBuilt ? undefined : build(environment)) as never;
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
        assets = readClientAssets(clientManifestPath(outDir));
      }
      return `export default ${JSON.stringify(assets)};`;
    },
  };
}
