// Browser tests: real Chromium (playwright-core) against the production build served on workerd by `vite preview`.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/browser/**/*.test.ts'],
    globalSetup: ['test/browser/server.ts'],
    // One Chromium at a time: the machine has two cores and the server needs one.
    fileParallelism: false,
    // Limits that only stop a hang (docs/tests.md): a page, a hydration or a poll that takes a second on a quiet
    // machine takes several on a busy one, and no test may fail for that. Vitest's own poll limit is one second.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    expect: { poll: { timeout: 15_000, interval: 50 } },
  },
});
