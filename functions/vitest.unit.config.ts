import { defineProject } from 'vitest/config';

// Functions unit tests (`*.unit.test.ts`): pure code — config, the callable runner, templates, pictures,
// conversions — with no stack, so they run in `npm test`'s unit stage in seconds. Anything that talks to
// Firestore, Auth, Storage or the Paystack double is an integration test (vitest.config.ts).
export default defineProject({
  test: {
    name: 'functions-unit',
    include: ['src/**/__tests__/**/*.unit.test.ts'],
    environment: 'node',
    setupFiles: ['./test/unit-env.ts'],
    env: { METADATA_SERVER_DETECTION: 'none' },
  },
});
