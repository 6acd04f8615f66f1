// How the build splits the app into files (docs/architecture.md#storefront-performance).
import type { Rolldown } from 'vite';

// The storefront's first load carries React, the router, React Query and the route's own code. Everything else
// (every Firebase SDK, Firestore Lite included, zod classic, checkout, admin) is reached only through dynamic
// imports (lazy routes, lib/firebase.ts), so it lands in chunks of its own. React and the router
// get one long-cached vendor chunk; the rest of what the entry imports statically is one `app` chunk (left to
// itself, the bundler splits it into a dozen small chunks, ~2 KB more gzip). Chunks of admin and checkout routes
// are named so anyone reading dist/ can tell them apart; the bench proves no storefront route loads them.
const LAZY_AREAS: readonly [RegExp, string][] = [
  [/[\\/]src[\\/]features[\\/]admin-/, 'admin'],
  [/[\\/]src[\\/]features[\\/]checkout[\\/]/, 'checkout'],
];

/** Small modules the storefront's catalogue screens share (the `catalogue` group below). */
export const STOREFRONT_SHARED = new RegExp(
  [
    String.raw`web/src/components/(button|field|image|page-section|share-links)\.tsx$`,
    String.raw`web/src/lib/(document-title|format|products|first-page-results|first-page-queries|share|site-origin)\.ts$`,
    String.raw`web/src/features/catalogue/(components/(product-grid|product-card|product-grid-skeleton|size-availability|type-badge)\.tsx|api/(keys|get-preorder-windows)\.ts)$`,
    String.raw`domain/src/(catalogue/catalogue|shared/text)\.ts$`,
  ].join('|'),
);

/** The file name of a chunk: admin and checkout chunks say so, so anyone reading dist/ can tell them apart. */
export function chunkFileName(chunk: { readonly moduleIds: readonly string[] }): string {
  const area = LAZY_AREAS.find(([test]) => chunk.moduleIds.some((id) => test.test(id)))?.[1];
  return area ? `assets/${area}-[name]-[hash].js` : 'assets/[name]-[hash].js';
}

/** React and the router in one long-cached chunk, the entry's own code in `app`, the catalogue screens' shared bits. */
export const CHUNK_GROUPS: Rolldown.CodeSplittingGroup[] = [
  {
    name: 'react',
    test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
    priority: 20,
  },
  { name: 'app', tags: ['$initial'], priority: 10 },
  // What the catalogue screens (/, /shop, /product, /preorder) share: one chunk instead of a dozen of a few hundred
  // bytes each (fewer requests, and gzip does better on one file).
  { name: 'catalogue', test: STOREFRONT_SHARED, priority: 5 },
];
