import { defineConfig } from 'vitest/config';

// Each workspace owns its vitest config; `npm test` (scripts/test.ts) runs them in the order of
// docs/architecture.md#testing.
export default defineConfig({
  test: {
    projects: ['domain', 'emulators', 'functions', 'web', 'e2e'],
  },
});
