// Tells the worker which hashed files to link: the module `virtual:client-assets` reads the client build manifest.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import type { ClientAssets } from '../src/lib/client-assets.ts';

export const CLIENT_ENTRY = 'client/main.tsx';
export const STYLES_ENTRY = 'src/styles.css';

/**
 * How pages get the stylesheet: `file` links the hashed, immutable file (cached after the first page); `inline` puts
 * its text into every page. `CSS_DELIVERY=inline npm run build` builds the other way, to measure it (README).
 */
const CSS_DELIVERY = process.env.CSS_DELIVERY === 'inline' ? 'inline' : 'file';

const ID = 'virtual:client-assets';
const RESOLVED = `\0${ID}`;

interface ManifestChunk {
  file: string;
  css?: string[];
}

/** Asset URLs for `vite dev`: Vite serves the sources itself. */
const devAssets: ClientAssets = { script: `/${CLIENT_ENTRY}`, styles: [`/${STYLES_ENTRY}`] };

export function readClientAssets(manifestPath: string, outDir: string): ClientAssets {
  if (!existsSync(manifestPath)) throw new Error(`No client build at ${outDir}: run \`npm run build\` first.`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const entry = manifest[CLIENT_ENTRY];
  const styles = manifest[STYLES_ENTRY];
  if (!entry || !styles) throw new Error(`client manifest ${manifestPath} lacks ${CLIENT_ENTRY} or ${STYLES_ENTRY}`);
  if (CSS_DELIVERY === 'inline') {
    return { script: `/${entry.file}`, styles: [], inlineCss: readFileSync(join(outDir, styles.file), 'utf8') };
  }
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
    // The Cloudflare plugin builds the worker before the client, but the worker needs the client
    // manifest: build the client first and let the plugin's own client build find it already done
    // (what @cloudflare/vite-plugin 2 does by itself).
    async buildApp(builder) {
      const client = builder.environments.client;
      if (!client) return;
      await builder.build(client);
      const build = builder.build.bind(builder);
      builder.build = async (environment) => (environment.isBuilt ? [] : build(environment));
    },
    resolveId(id) {
      return id === ID ? RESOLVED : undefined;
    },
    load(id) {
      if (id !== RESOLVED) return undefined;
      let assets = devAssets;
      if (config.command === 'build' || fromBuild) {
        const outDir = join(config.root, fromBuild ?? config.environments.client?.build.outDir ?? 'dist/client');
        assets = readClientAssets(join(outDir, '.vite/manifest.json'), outDir);
      }
      return `export default ${JSON.stringify(assets)};`;
    },
  };
}
