// Browser tests: real Chromium (playwright-core) against the production build served on workerd by `vite preview`.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/browser/**/*.test.ts'],
    globalSetup: ['test/browser/server.ts'],
    // Two files at a time, each with one page at a time. A browser spends much of a test waiting for its other processes
    // and the server, so two fill the two cores instead of taking turns on them; the tests wait for states, never for
    // time, so a busier machine only makes them slower (docs/tests.md, „Laufzeit“).
    maxWorkers: 2,
    // Limits that only stop a hang (docs/tests.md): a page, a hydration or a poll that takes a second on a quiet
    // machine takes several on a busy one, and no test may fail for that. Vitest's own poll limit is one second.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    expect: { poll: { timeout: 15_000, interval: 50 } },
  },
});
