import { defineConfig } from 'vitest/config';

// Each workspace, and rules-tests/ (the shop's rules tests, beside the rules), owns its vitest config; `npm test`
// (scripts/test.ts) runs them in the order of docs/architecture.md#testing.
export default defineConfig({
  test: {
    projects: ['domain', 'emulators', 'rules-tests', 'functions/vitest.unit.config.ts', 'functions', 'web', 'e2e'],
  },
});
