import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'emulators',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['./test-global-setup.ts'],
    env: { METADATA_SERVER_DETECTION: 'none' },
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
