import { defineProject } from 'vitest/config';

// The shop's rules (firestore.rules, storage.rules) against an emulator: FIRESTORE_EMULATOR_HOST, or the repo's
// stand-ins started by the tests themselves (README.md in this folder).
export default defineProject({
  test: {
    name: 'rules',
    include: ['*.test.ts'],
    environment: 'node',
    env: { METADATA_SERVER_DETECTION: 'none' },
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
