import { defineProject } from 'vitest/config';

// The shop's rules (firestore.rules, storage.rules): Firestore's on Google's emulator through
// @firebase/rules-unit-testing (FIRESTORE_EMULATOR_HOST, or one started by global-setup.ts), Storage's on the repo's
// Storage stand-in (README.md in this folder).
export default defineProject({
  test: {
    name: 'rules',
    include: ['*.test.ts'],
    environment: 'node',
    globalSetup: ['./global-setup.ts'],
    env: { METADATA_SERVER_DETECTION: 'none' },
    testTimeout: 60_000,
    hookTimeout: 90_000,
  },
});
