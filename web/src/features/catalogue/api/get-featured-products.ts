// Home: 4 ready-to-wear pieces (docs/product.md#home). Products marked `featured` come first; the rest of the 4 are the
// first ready-to-wear pieces by name, as the spec's "page 1, size 4".
import { queryOptions, useQuery } from '@tanstack/react-query';
import { FEATURED_PRODUCTS } from '@aso/domain/shared/constants';
import { takeEarlyDocuments, type EarlyDocument } from '../../../lib/first-page-results';
import { earlyKeys } from '../../../lib/first-page-queries';
import { loadFirestore } from '../../../lib/firebase';
import { productFromData, type ProductWithId } from '../../../lib/products';
import { catalogueKeys } from './keys';
import { dataPaths } from '../../../lib/data/collections';

/** Active ready-to-wear pieces by name, the featured ones or all: a read only when index.html has not made it. */
async function readRtw(featuredOnly: boolean): Promise<EarlyDocument[]> {
  const { collection, getDb, getDocs, limit, orderBy, query, where } = await loadFirestore();
  const only = featuredOnly ? [where('featured', '==', true)] : [];
  const constraints = [where('active', '==', true), where('type', '==', 'RTW'), ...only, orderBy('name')];
  const snap = await getDocs(query(collection(getDb(), dataPaths.products), ...constraints, limit(FEATURED_PRODUCTS)));
  return snap.docs.map((d) => ({ id: d.id, data: d.data() }));
}

export async function getFeaturedProducts(): Promise<ProductWithId[]> {
  // On a first visit to / index.html has already asked for both reads (lib/first-page-queries.ts).
  const early = takeEarlyDocuments(earlyKeys.featured);
  const featured = (early ? await early : null) ?? (await readRtw(true));
  const list = featured.map((d) => productFromData(d.id, d.data));
  if (list.length >= FEATURED_PRODUCTS) return list;
  const earlyFill = takeEarlyDocuments(earlyKeys.featuredFill);
  const first = (earlyFill ? await earlyFill : null) ?? (await readRtw(false));
  for (const d of first) {
    if (list.length < FEATURED_PRODUCTS && !list.some((p) => p.id === d.id)) list.push(productFromData(d.id, d.data));
  }
  return list;
}

export const featuredProductsQueryOptions = queryOptions({
  queryKey: catalogueKeys.featured(),
  queryFn: getFeaturedProducts,
});

export function useFeaturedProducts() {
  return useQuery(featuredProductsQueryOptions);
}
