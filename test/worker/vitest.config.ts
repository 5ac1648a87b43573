// Worker tests: the app runs inside workerd through @cloudflare/vitest-plugin, configured from wrangler.toml, with the
// client assets of the production build (`npm run build` first; `npm test` does that).
import { cloudflareTest } from '@cloudflare/vitest-plugin';
import { defineConfig } from 'vitest/config';
import { clientAssets } from '../../build/client-assets.ts';
import { siteDefines, sitePlugins } from '../../build/site-plugins.ts';
import { isMissLogLine } from './quiet-log.ts';

export default defineConfig({
  // React's production build, as deployed.
  define: {
    'process.env.NODE_ENV': JSON.stringify('production'),
    ...siteDefines({ buildId: 'test-build', devServer: false }),
  },
  plugins: [
    ...sitePlugins(),
    cloudflareTest({ wrangler: { configPath: './wrangler.toml' } }),
    // The production wiring: the hashed stylesheet and client entry of the client build.
    clientAssets({ fromBuild: 'dist/client' }),
  ],
  test: {
    include: ['test/worker/**/*.test.{ts,tsx}'],
    globalSetup: ['test/worker/camera-photos.setup.ts'],
    // One module graph for all files (a third of the time of a fresh one per file, docs/tests.md): the worker keeps no
    // state between requests (test/worker/stateless.test.ts), every file restores the console spies it sets, and the
    // caching tests give each case a deploy of its own.
    isolate: false,
    // The first request transforms the whole app; the limits only stop a hang on a busy machine.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // The worker's line for each miss a test asks for stays out of the output (test/worker/quiet-log.ts).
    onConsoleLog: (log) => !isMissLogLine(log),
  },
});
