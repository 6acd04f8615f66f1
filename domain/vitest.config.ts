import { defineProject } from 'vitest/config';

// Pure code: a worker keeps the modules it loaded for its next file (no mocks, no state between files).
export default defineProject({
  test: { name: 'domain', include: ['src/**/*.test.ts'], environment: 'node', isolate: false },
});
