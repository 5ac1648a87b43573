// Builds the browser bundle (client/ and the Tailwind CSS) and the worker together; `vite dev` runs the worker in workerd.

import { randomUUID } from 'node:crypto';
import { cloudflare } from '@cloudflare/vite-plugin';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { clientAssets } from './assets-plugin.ts';

export default defineConfig(({ command }) => ({
  define: {
    __BUILD_ID__: JSON.stringify(randomUUID()),
    // `vite dev` must show every change at once, so only a build keeps rendered pages in the edge cache.
    __EDGE_CACHE__: JSON.stringify(command === 'build'),
  },
  plugins: [cloudflare(), tailwindcss(), clientAssets()],
  environments: {
    client: {
      build: {
        manifest: true,
        rollupOptions: { input: ['client/main.tsx', 'src/styles.css'] },
      },
    },
  },
}));
