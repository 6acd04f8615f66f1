// The catalogue list (SPEC §2, §9): up to 100 products by name, active or not, optionally of one type. The text
// filter runs on the client over what was loaded.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { collection, getDocs, limit, orderBy, query, where, type QueryConstraint } from 'firebase/firestore/lite';
import { ADMIN_CATALOG_LIMIT } from '@aso/domain/constants';
import type { ProductType } from '@aso/domain/vocab';
import { getDb } from '../../../lib/firebase';
import { productFromData, type ProductWithId } from '../../../lib/products';
import { adminCatalogKeys } from './keys';

export async function getAdminProducts(type: ProductType | null): Promise<ProductWithId[]> {
  const filters: QueryConstraint[] = type ? [where('type', '==', type)] : [];
  const snap = await getDocs(query(collection(getDb(), 'products'), ...filters, orderBy('name'), limit(ADMIN_CATALOG_LIMIT)));
  return snap.docs.map((d) => productFromData(d.id, d.data()));
}

export function useAdminProducts(type: ProductType | null) {
  return useQuery({ queryKey: adminCatalogKeys.list(type), queryFn: () => getAdminProducts(type), placeholderData: keepPreviousData });
}
