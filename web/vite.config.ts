import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin, type Rolldown } from 'vite';
import type { AppEnv } from './src/lib/env';
import { parseEnv } from './src/lib/env-schema';

// The storefront's first load carries React, the router, Firebase app + Firestore Lite, React Query and the
// route's own code. Everything else (auth, functions, storage, zod classic, checkout, admin) is reached only
// through dynamic imports (lazy routes, lib/firebase.ts), so it lands in chunks of its own. React and the router
// get one long-cached vendor chunk; the rest of what the entry imports statically is one `app` chunk (left to
// itself, the bundler splits it into a dozen small chunks, ~2 KB more gzip). Chunks of admin and checkout routes
// are named so anyone reading dist/ can tell them apart; the bench proves no storefront route loads them.
const LAZY_AREAS: ReadonlyArray<[RegExp, string]> = [
  [/[\\/]src[\\/](features[\\/]admin-|app[\\/]routes[\\/]admin)/, 'admin'],
  [/[\\/]src[\\/](features[\\/]checkout|app[\\/]routes[\\/]checkout)/, 'checkout'],
];

/** The screen a first visit to a URL needs: its chunk and CSS are fetched with the entry, not after it. */
const ROUTE_MODULES: Readonly<Record<string, string>> = {
  '/': 'src/app/routes/home.tsx',
  '/shop': 'src/app/routes/shop.tsx',
  '/product/': 'src/app/routes/product.tsx',
  '/preorder': 'src/app/routes/preorder.tsx',
  '/size-guide': 'src/app/routes/size-guide.tsx',
  '/cart': 'src/app/routes/cart.tsx',
  '/about': 'src/app/routes/about.tsx',
  '/aboutcontact': 'src/app/routes/about.tsx',
  '/login': 'src/app/routes/login.tsx',
  '/register': 'src/app/routes/register.tsx',
  '/orders': 'src/app/routes/orders.tsx',
  '/account': 'src/app/routes/account.tsx',
};

/**
 * Cuts the first visit's waterfall (HTML → entry → route chunk → data → images): an inline script starts the
 * current route's chunks and CSS with the entry, and the Firestore and Storage origins are preconnected.
 */
function firstVisitHints(env: AppEnv): Plugin {
  const firestoreOrigin = env.emulators.firestore ? `http://${env.emulators.firestore.host}:${env.emulators.firestore.port}` : 'https://firestore.googleapis.com';
  const storageOrigin = env.emulators.storage ? `http://${env.emulators.storage.host}:${env.emulators.storage.port}` : 'https://firebasestorage.googleapis.com';
  return {
    name: 'aso-first-visit-hints',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const tags = [
          { tag: 'link', attrs: { rel: 'preconnect', href: firestoreOrigin, crossorigin: '' }, injectTo: 'head' as const },
          { tag: 'link', attrs: { rel: 'preconnect', href: storageOrigin }, injectTo: 'head' as const },
        ];
        const bundle = ctx.bundle;
        if (!bundle) return tags;
        const chunks = Object.values(bundle).filter((o): o is Rolldown.OutputChunk => o.type === 'chunk');
        const byFile = new Map(chunks.map((c) => [c.fileName, c]));
        const closure = (chunk: Rolldown.OutputChunk, seen: Set<Rolldown.OutputChunk>): Set<Rolldown.OutputChunk> => {
          if (!seen.has(chunk)) {
            seen.add(chunk);
            for (const file of chunk.imports) {
              const next = byFile.get(file);
              if (next) closure(next, seen);
            }
          }
          return seen;
        };
        const entry = chunks.find((c) => c.isEntry);
        const preloaded = entry ? closure(entry, new Set()) : new Set<Rolldown.OutputChunk>();
        const map: Record<string, string[]> = {};
        for (const [prefix, module] of Object.entries(ROUTE_MODULES)) {
          const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(module));
          if (!chunk) continue;
          const needed = [...closure(chunk, new Set())].filter((c) => !preloaded.has(c));
          const css = needed.flatMap((c) => [...(c.viteMetadata?.importedCss ?? [])]);
          map[prefix] = [...needed.map((c) => c.fileName), ...css].map((f) => `/${f}`);
        }
        const script = `(function(m){var p=location.pathname.replace(/\\/+$/,'')||'/';var f=m[p.indexOf('/product/')===0?'/product/':p];if(!f)return;for(var i=0;i<f.length;i++){var l=document.createElement('link');l.rel=/\\.css$/.test(f[i])?'stylesheet':'modulepreload';l.crossOrigin='';l.href=f[i];document.head.appendChild(l)}})(${JSON.stringify(map)})`;
        return [...tags, { tag: 'script', children: script, injectTo: 'head' as const }];
      },
    },
  };
}

export default defineConfig(({ mode }) => {
  // Config is parsed, not read (STYLE §5): a missing or malformed VITE_* key stops `vite build` / `vite` here.
  const env = parseEnv(loadEnv(mode, new URL('.', import.meta.url).pathname, 'VITE_'));
  return {
    plugins: [react(), firstVisitHints(env)],
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
            groups: [
              { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 20 },
              { name: 'app', tags: ['$initial'], priority: 10 },
            ],
          },
        },
      },
    },
  };
});
