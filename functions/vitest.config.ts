import { defineProject } from 'vitest/config';

// Functions integration tests (pure ones are `*.unit.test.ts`, vitest.unit.config.ts): one local stack (Auth + Functions emulators, Firestore, Storage and Paystack
// stand-ins) for every file, started by the global setup unless `npm test` already runs one. Files run one after
// another: they share `settings/global` and two CPU cores.
export default defineProject({
  test: {
    name: 'functions',
    include: ['src/**/__tests__/**/*.test.ts'],
    exclude: ['src/**/__tests__/**/*.unit.test.ts'],
    environment: 'node',
    globalSetup: ['../scripts/lib/test-stack.ts'],
    setupFiles: ['./test/env.ts'],
    fileParallelism: false,
    // One worker keeps the modules it loaded (firebase-admin, every handler) for the next file: loading them again
    // for each of 57 files cost 1.8 s apiece. Nothing here keeps state between files but the handlers' own.
    isolate: false,
    testTimeout: 90_000,
    hookTimeout: 120_000,
    env: { METADATA_SERVER_DETECTION: 'none' },
  },
});
