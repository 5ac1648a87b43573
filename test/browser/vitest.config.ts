// Browser tests: real Chromium (playwright-core) against the production build served on workerd by `vite preview`.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/browser/**/*.test.ts'],
    globalSetup: ['test/browser/server.ts'],
    // One Chromium at a time: the machine has two cores and the server needs one.
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
