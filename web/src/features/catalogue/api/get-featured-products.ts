// Home: 4 ready-to-wear pieces (docs/product.md#home). Products marked `featured` come first; the rest of the 4 are the
// first ready-to-wear pieces by name, as the spec's "page 1, size 4".
import { queryOptions, useQuery } from '@tanstack/react-query';
import { collection, getDocs, limit, orderBy, query, where } from 'firebase/firestore/lite';
import { FEATURED_PRODUCTS } from '@aso/domain/shared/constants';
import { takeEarlyDocuments } from '../../../lib/first-page-results';
import { earlyKeys } from '../../../lib/first-page-queries';
import { getDb } from '../../../lib/firebase';
import { productFromData, type ProductWithId } from '../../../lib/products';
import { catalogueKeys } from './keys';

export async function getFeaturedProducts(): Promise<ProductWithId[]> {
  const products = collection(getDb(), 'products');
  const rtw = [where('active', '==', true), where('type', '==', 'RTW')];
  // On a first visit to / index.html has already asked for both reads (lib/first-page-queries.ts).
  const early = takeEarlyDocuments(earlyKeys.featured);
  const featured =
    (early ? await early : null) ??
    (
      await getDocs(query(products, ...rtw, where('featured', '==', true), orderBy('name'), limit(FEATURED_PRODUCTS)))
    ).docs.map((d) => ({ id: d.id, data: d.data() }));
  const list = featured.map((d) => productFromData(d.id, d.data));
  if (list.length >= FEATURED_PRODUCTS) return list;
  const earlyFill = takeEarlyDocuments(earlyKeys.featuredFill);
  const first =
    (earlyFill ? await earlyFill : null) ??
    (await getDocs(query(products, ...rtw, orderBy('name'), limit(FEATURED_PRODUCTS)))).docs.map((d) => ({
      id: d.id,
      data: d.data(),
    }));
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
