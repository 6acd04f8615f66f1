import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    include: ['src/**/__tests__/**/*.test.{ts,tsx}', 'vite/__tests__/**/*.test.ts'],
    environment: 'jsdom',
    globalSetup: ['./test/global-setup.ts'],
    setupFiles: ['./test/setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: { METADATA_SERVER_DETECTION: 'none' },
  },
});
