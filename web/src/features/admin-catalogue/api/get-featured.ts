// The pieces flagged "Featured on the home page" (active ready-to-wear, by name — the home strip's own query), so
// the product form can say when a new flag will not reach the home page.
import { useQuery } from '@tanstack/react-query';
import { collection, getDocs, limit, orderBy, query, where } from 'firebase/firestore/lite';
import { getDb } from '../../../lib/firebase';
import { str } from '../../../lib/firestore-data';
import { adminCatalogKeys } from './keys';

export async function getFeatured(): Promise<{ id: string; name: string }[]> {
  const products = collection(getDb(), 'products');
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
  return snap.docs.map((d) => ({ id: d.id, name: str(d.data().name) }));
}

export function useFeatured(enabled: boolean) {
  return useQuery({ queryKey: adminCatalogKeys.featured(), queryFn: getFeatured, enabled });
}
