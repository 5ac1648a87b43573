// Unit tests: pure functions and content integrity, in Node.
import { defineConfig } from 'vitest/config';
import { clientAssets } from '../../assets-plugin.ts';

export default defineConfig({
  define: { __BUILD_ID__: JSON.stringify('test-build'), __DEV_SERVER__: 'false' },
  plugins: [clientAssets()],
  test: {
    include: ['test/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
  },
});
