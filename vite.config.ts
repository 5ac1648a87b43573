// Builds the browser bundle (client/ and the Tailwind CSS) and the worker together; `vite dev` runs the worker in workerd.

import { randomUUID } from 'node:crypto';
import { cloudflare } from '@cloudflare/vite-plugin';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { clientAssets } from './build/client-assets.ts';
import { iconSprite } from './build/icon-sprite.ts';
import { pictures } from './build/pictures/plugin.ts';
import { reactStreamRenderer } from './build/react-stream-renderer.ts';
import { staticHeaders } from './build/static-headers.ts';
import { whatsappQr } from './build/whatsapp-qr.ts';

export default defineConfig(({ command }) => ({
  define: {
    __BUILD_ID__: JSON.stringify(randomUUID()),
    // The footer's copyright year: pages are constant per deploy (ETag), so they take their year from the build.
    __BUILD_YEAR__: String(new Date().getFullYear()),
    // `vite dev` shows every change at once (no page cache) and injects its own scripts (no CSP).
    __DEV_SERVER__: JSON.stringify(command === 'serve'),
  },
  plugins: [
    reactStreamRenderer(),
    pictures(),
    iconSprite(),
    whatsappQr(),
    cloudflare(),
    tailwindcss(),
    clientAssets(),
    staticHeaders(),
  ],
  environments: {
    // The worker ships minified: every new isolate parses it (issue 11, the bundle budget of 350 KB).
    bemedics: { build: { minify: true } },
    client: {
      build: {
        manifest: true,
        rollupOptions: { input: ['client/main.tsx', 'src/styles.css', 'src/first-screen.css'] },
      },
    },
  },
}));
