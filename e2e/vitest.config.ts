import { defineProject } from 'vitest/config';

// Browser journeys against the running test stack (web served from the production build). One file at a time:
// they share one browser-facing stack and the machine's two cores.
export default defineProject({
  test: {
    name: 'e2e',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['./src/global-setup.ts'],
    // Every journey fails on a page error it does not expect (src/lib/page-errors.ts).
    setupFiles: ['./src/lib/fail-on-page-errors.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    // Vitest's 1 s default for expect.poll is shorter than a live update takes on a busy 2-core machine; the pages'
    // own waits allow 20 s (lib/browser.ts).
    expect: { poll: { timeout: 20_000, interval: 100 } },
    hookTimeout: 900_000,
    env: { METADATA_SERVER_DETECTION: 'none' },
  },
});
