// Builds the browser bundle (client/ and the Tailwind CSS) and the worker together; `vite dev` runs the worker in workerd.
import { cloudflare } from '@cloudflare/vite-plugin';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { clientAssets } from './assets-plugin.ts';

export default defineConfig({
  plugins: [cloudflare(), tailwindcss(), clientAssets()],
  environments: {
    client: {
      build: {
        manifest: true,
        rollupOptions: { input: ['client/main.tsx', 'src/styles.css'] },
      },
    },
  },
});
