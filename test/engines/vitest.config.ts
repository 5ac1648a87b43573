// Engine tests: the core journeys in Firefox ESR and WebKitGTK (and Chromium with ENGINES=…) against the production
// build served on workerd, the same server as the browser layer.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/engines/**/*.test.ts'],
    globalSetup: ['test/browser/server.ts'],
    // Two files at a time, each with one browser at a time. A browser spends much of a test waiting for its other
    // processes, its driver and the server, so two fill the two cores instead of taking turns on them; the tests wait
    // for states, never for time, so a busier machine only makes them slower (docs/tests.md, „Laufzeit“).
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // WebKit answers each step over HTTP; a state that takes a few steps to show needs more than a second, and on a busy
    // machine several (the limits only stop a hang; docs/tests.md).
    expect: { poll: { timeout: 15_000, interval: 50 } },
    // The WebDriver client would log every command.
    env: { WDIO_LOG_LEVEL: 'silent' },
  },
});
