import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { parseEnv } from './src/lib/env-schema';
import { localHosting } from './local-hosting';
import { CHUNK_GROUPS, chunkFileName } from './vite/chunks';
import { firstVisit } from './vite/first-visit';
import { adminOwnFirebaseUtil, liteFirestoreInteger, reactfireWithoutUnusedSdks } from './vite/import-redirects';

// The build's plugins live in vite/ (docs/architecture.md#storefront-performance): the first visit's inlined HTML,
// the import swaps that keep the storefront's first load small, and how chunks are split and named.

export default defineConfig(({ mode }) => {
  // Config is parsed, not read (docs/architecture.md#style-structure): a missing or malformed VITE_* key stops `vite
  // build` / `vite` here.
  const env = parseEnv(loadEnv(mode, new URL('.', import.meta.url).pathname, 'VITE_'));
  return {
    plugins: [
      react(),
      firstVisit(env),
      adminOwnFirebaseUtil(),
      liteFirestoreInteger(),
      reactfireWithoutUnusedSdks(),
      // A local stack serves firebase.json's rewrites and headers as Hosting does; ASO_FUNCTIONS_URL is its
      // functions base URL (`…/<project>/<region>`).
      localHosting({
        firebaseJson: fileURLToPath(new URL('../firebase.json', import.meta.url)),
        functionsUrl: process.env.ASO_FUNCTIONS_URL,
      }),
    ],
    server: { host: '127.0.0.1' },
    // A stack's own dependency cache (scripts/lib/stack.ts): two dev servers of one checkout never share one.
    cacheDir: process.env.ASO_VITE_CACHE_DIR,
    build: {
      target: 'es2022',
      manifest: true,
      modulePreload: { polyfill: false },
      rolldownOptions: {
        output: {
          chunkFileNames: chunkFileName,
          codeSplitting: { groups: CHUNK_GROUPS },
        },
      },
    },
  };
});
