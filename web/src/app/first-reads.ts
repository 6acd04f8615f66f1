// The first page's early reads (index.html's head script, lib/first-page-queries.ts) put in the query cache before
// the app's first render, so that render draws the page with them, once. A result landing after it would draw the
// page's cards again in one blocking task: a query's update reaches React through useSyncExternalStore, which React
// renders synchronously (docs/architecture.md#first-page-work).
import type { QueryClient } from '@tanstack/react-query';
import { featuredProductsQueryOptions } from '../features/catalogue/api/get-featured-products';
import { earlyKeys, type EarlyStore } from '../lib/first-page-queries';
import { offersQueryOptions } from '../lib/offers';
import { preorderWindowsQueryOptions } from '../lib/preorder-windows';

/** Each early read the first render uses, with the query it answers (its queryFn takes the early result). */
const EARLY_QUERIES: readonly (readonly [string, (client: QueryClient) => Promise<void>])[] = [
  [earlyKeys.featured, (client) => client.prefetchQuery(featuredProductsQueryOptions)],
  [earlyKeys.preorderWindows, (client) => client.prefetchQuery(preorderWindowsQueryOptions)],
  [earlyKeys.offers, (client) => client.prefetchQuery(offersQueryOptions)],
];

/**
 * Settles once every early read this page started is in the cache. A failed one is read through the SDK as the
 * screen would have read it; main.tsx waits for that no longer than for the route's chunks.
 */
export async function cacheEarlyReads(client: QueryClient): Promise<void> {
  const started = (window as { __asoEarly?: EarlyStore }).__asoEarly?.results ?? {};
  const asked = EARLY_QUERIES.filter(([key]) => started[key] !== undefined);
  await Promise.all(asked.map(([, prefetch]) => prefetch(client)));
}
