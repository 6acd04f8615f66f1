// /product/{key}: by id, SKU, slug or case-insensitive name, in the domain's order (docs/product.md#product-page). Only
// active products are shown to customers; an inactive or unknown key is "not found" (null).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { productLookupPlan } from '@aso/domain/catalogue/catalogue';
import { takeServerDocuments } from '../../../lib/first-page-results';
import { earlyKeys } from '../../../lib/first-page-queries';
import { loadFirestore } from '../../../lib/firebase';
import { productFromData, productFromSnapshot, type ProductWithId } from '../../../lib/products';
import { catalogueKeys } from './keys';
import { dataPaths } from '../../../lib/data/collections';

function isPermissionDenied(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'permission-denied';
}

export async function getProductByKey(key: string): Promise<ProductWithId | null> {
  const { collection, doc, getDb, getDoc, getDocs, limit, query, where } = await loadFirestore();
  const db = getDb();
  for (const step of productLookupPlan(key)) {
    if (step.field === 'id') {
      try {
        const product = productFromSnapshot(await getDoc(doc(db, dataPaths.products, step.value)));
        if (product?.active) return product;
      } catch (error) {
        // Rules refuse reads of inactive products to customers: that is "not found" here.
        if (!isPermissionDenied(error)) throw error;
      }
      continue;
    }
    const snap = await getDocs(
      query(
        collection(db, dataPaths.products),
        where('active', '==', true),
        where(step.field, '==', step.value),
        limit(1),
      ),
    );
    const first = snap.docs[0];
    if (first) return productFromData(first.id, first.data());
  }
  return null;
}

/** The product a server-rendered product page was drawn from, if it was (src/ssr/render-product.tsx). */
function serverProduct(key: string): ProductWithId | undefined {
  const found = takeServerDocuments(earlyKeys.product(key))?.[0];
  return found ? productFromData(found.id, found.data) : undefined;
}

export const productQueryOptions = (key: string) =>
  queryOptions({
    queryKey: catalogueKeys.product(key),
    queryFn: () => getProductByKey(key),
    initialData: () => serverProduct(key),
  });

export function useProduct(key: string) {
  return useQuery(productQueryOptions(key));
}
