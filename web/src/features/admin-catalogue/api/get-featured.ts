// The pieces flagged "Featured on the home page" (active ready-to-wear, by name — the home strip's own query), so
// the product form can say when a new flag will not reach the home page.
import { useQuery } from '@tanstack/react-query';
import { collection, getDocs, limit, orderBy, query, where } from 'firebase/firestore/lite';
import { productSchema } from '@aso/domain/catalogue/schemas/product';
import { getDb } from '../../../lib/firestore';
import { readDocuments } from '../../../lib/schema-reader';
import { adminCatalogueKeys } from './keys';
import { dataPaths } from '../../../lib/data/collections';

export async function getFeatured(): Promise<{ id: string; name: string }[]> {
  const products = collection(getDb(), dataPaths.products);
  const snap = await getDocs(
    query(
      products,
      where('active', '==', true),
      where('type', '==', 'RTW'),
      where('featured', '==', true),
      orderBy('name'),
      limit(20),
    ),
  );
  return readDocuments(productSchema, snap.docs).map((p) => ({ id: p.id, name: p.name }));
}

export function useFeatured(enabled: boolean) {
  return useQuery({ queryKey: adminCatalogueKeys.featured(), queryFn: getFeatured, enabled });
}
