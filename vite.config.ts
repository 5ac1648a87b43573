// Builds the browser bundle (client/ and the Tailwind CSS) and the worker together; `vite dev` runs the worker in workerd.

import { randomUUID } from 'node:crypto';
import { cloudflare } from '@cloudflare/vite-plugin';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { clientAssets } from './build/client-assets.ts';
import { devReload } from './build/dev-reload.ts';
import { plainDynamicImports } from './build/plain-dynamic-imports.ts';
import { previewRequests } from './build/preview-requests.ts';
import { reactStreamRenderer } from './build/react-stream-renderer.ts';
import { siteDefines, sitePlugins } from './build/site-plugins.ts';
import { staticHeaders } from './build/static-headers.ts';

// The site reads nothing of a request's `cf` object (location data), so workerd gets Miniflare's placeholder instead of
// a download from workers.cloudflare.com, which without internet printed a stack trace on every `npm start`.
process.env.CLOUDFLARE_CF_FETCH_ENABLED ??= 'false';

export default defineConfig(({ command, isPreview }) => {
  if (isPreview) {
    // `npm start` serves no Local Explorer (an API over the worker, its bindings and its recorded requests and logs) on
    // workerd's own port, which build/preview-requests.ts cannot see; `npm run dev` keeps it (docs/sicherheit.md).
    process.env.X_LOCAL_EXPLORER ??= 'false';
    process.env.X_LOCAL_OBSERVABILITY ??= 'false';
  }
  return {
    // `vite dev` shows every change at once (no page cache) and injects its own scripts (no CSP).
    define: siteDefines({ buildId: randomUUID(), devServer: command === 'serve' }),
    plugins: [
      reactStreamRenderer(),
      ...sitePlugins(),
      // Ahead of the Cloudflare plugin's request handler in `vite preview`.
      previewRequests(),
      // No debugger port, neither Miniflare's proxy (9229) nor workerd's own, which checks neither Host nor Origin: a
      // web page could find it by scanning and run code in the worker (docs/sicherheit.md). `BEMEDICS_INSPECT=1 npm run
      // dev` opens both for the developer who asks; `npm start` never.
      cloudflare(isPreview || process.env.BEMEDICS_INSPECT !== '1' ? { inspectorPort: false } : {}),
      tailwindcss(),
      clientAssets(),
      plainDynamicImports(),
      staticHeaders(),
      devReload(),
    ],
    // `npm start` serves the build as the edge does: no cross-origin answers of Vite's own (docs/sicherheit.md).
    preview: { cors: false },
    environments: {
      // The worker ships minified: every new isolate parses it (docs/messungen.md, „Budgets“: the worker bundle).
      bemedics: { build: { minify: true } },
      client: {
        build: {
          manifest: true,
          rollupOptions: { input: ['client/main.tsx', 'src/styles.css'] },
        },
      },
    },
  };
});
