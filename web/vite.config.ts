import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { parseEnv } from './src/lib/env-schema';

// The storefront's first load carries React, the router, Firebase app + Firestore Lite, React Query and the
// route's own code. Everything else (auth, functions, storage, zod classic, checkout, admin) is reached only
// through dynamic imports (lazy routes, lib/firebase.ts), so it lands in chunks of its own. React and the router
// get one long-cached vendor chunk. Chunks of admin and checkout routes are named so the bench (and anyone
// reading dist/) can tell them apart; the build manifest lets the bench prove no storefront route loads them.
const LAZY_AREAS: ReadonlyArray<[RegExp, string]> = [
  [/[\\/]src[\\/](features[\\/]admin-|app[\\/]routes[\\/]admin)/, 'admin'],
  [/[\\/]src[\\/](features[\\/]checkout|app[\\/]routes[\\/]checkout)/, 'checkout'],
];

export default defineConfig(({ mode }) => {
  // Config is parsed, not read (STYLE §5): a missing or malformed VITE_* key stops `vite build` / `vite` here.
  parseEnv(loadEnv(mode, new URL('.', import.meta.url).pathname, 'VITE_'));
  return {
    plugins: [react()],
    server: { host: '127.0.0.1' },
    build: {
      target: 'es2022',
      manifest: true,
      modulePreload: { polyfill: false },
      rolldownOptions: {
        output: {
          chunkFileNames: (chunk) => {
            const area = LAZY_AREAS.find(([test]) => chunk.moduleIds.some((id) => test.test(id)))?.[1];
            return area ? `assets/${area}-[name]-[hash].js` : 'assets/[name]-[hash].js';
          },
          codeSplitting: {
            groups: [{ name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ }],
          },
        },
      },
    },
  };
});
