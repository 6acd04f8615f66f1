// What the Edit modal needs beyond the product: its stock per size and its cost (staff-only documents).
import { useQuery } from '@tanstack/react-query';
import { doc, getDoc } from 'firebase/firestore/lite';
import type { SizeStock } from '@aso/domain/schemas/product';
import { SIZES, type Size } from '@aso/domain/vocab';
import { getDb } from '../../../lib/firebase';
import { stockTotals } from '../../../lib/stock';
import { adminCatalogKeys } from './keys';

export interface ProductExtras {
  readonly stock: Partial<Record<Size, SizeStock>>;
  readonly cost: number | null;
}

export async function getProductExtras(productId: string): Promise<ProductExtras> {
  const db = getDb();
  const [stockSnap, costSnap] = await Promise.all([
    getDoc(doc(db, 'stock', productId)),
    getDoc(doc(db, 'productCosts', productId)),
  ]);
  const levels = await stockTotals(db, productId, stockSnap.data());
  const stock: Partial<Record<Size, SizeStock>> = {};
  for (const size of SIZES) if (levels[size] !== undefined) stock[size] = levels[size];
  const cost: unknown = costSnap.data()?.cost;
  return { stock, cost: typeof cost === 'number' ? cost : null };
}

export function useProductExtras(productId: string | null) {
  return useQuery({
    queryKey: adminCatalogKeys.extras(productId ?? ''),
    queryFn: () => getProductExtras(productId ?? ''),
    enabled: productId !== null,
    staleTime: 0,
  });
}
