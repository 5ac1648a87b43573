// Worker tests: the app runs inside workerd through @cloudflare/vitest-plugin, configured from wrangler.toml.
import { cloudflareTest } from '@cloudflare/vitest-plugin';
import { defineConfig } from 'vitest/config';
import { clientAssets } from '../../assets-plugin.ts';

export default defineConfig({
  // React's production build, as deployed.
  define: {
    'process.env.NODE_ENV': JSON.stringify('production'),
    __BUILD_ID__: JSON.stringify('test-build'),
    __DEV_SERVER__: 'false',
  },
  plugins: [cloudflareTest({ wrangler: { configPath: './wrangler.toml' } }), clientAssets()],
  test: {
    include: ['test/worker/**/*.test.{ts,tsx}'],
    // The first request of a file transforms the whole app; give it time on a busy machine.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
