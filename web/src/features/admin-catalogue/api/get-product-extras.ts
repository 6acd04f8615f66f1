// What the Edit modal needs beyond the product: its stock per size and its cost (staff-only documents).
import { useQuery } from '@tanstack/react-query';
import { doc, getDoc } from 'firebase/firestore/lite';
import { stockSchema, type SizeStock } from '@aso/domain/catalogue/schemas/product';
import { SIZES, type Size } from '@aso/domain/shared/vocab';
import { productCostRecordSchema, type BillOfMaterials } from '@aso/domain/production/schemas/production';
import { getDb } from '../../../lib/firestore';
import { readDocument } from '../../../lib/schema-reader';
import { stockTotals } from '../../../lib/stock';
import { adminCatalogueKeys } from './keys';
import { dataPaths } from '../../../lib/data/collections';

export interface ProductExtras {
  readonly stock: Partial<Record<Size, SizeStock>>;
  readonly cost: number | null;
  /** The bill of materials per size and the labour per piece (same private record as the cost). */
  readonly bom: BillOfMaterials;
  readonly labourCost: number | null;
}

export async function getProductExtras(productId: string): Promise<ProductExtras> {
  const db = getDb();
  const [stockSnap, costSnap] = await Promise.all([
    getDoc(doc(db, dataPaths.stock, productId)),
    getDoc(doc(db, dataPaths.productCosts, productId)),
  ]);
  const levels = await stockTotals(db, productId, readDocument(stockSchema, stockSnap));
  const stock: Partial<Record<Size, SizeStock>> = {};
  for (const size of SIZES) if (levels[size] !== undefined) stock[size] = levels[size];
  const costs = readDocument(productCostRecordSchema, costSnap);
  return { stock, cost: costs?.cost ?? null, bom: costs?.bom ?? {}, labourCost: costs?.labourCost ?? null };
}

export function useProductExtras(productId: string | null) {
  return useQuery({
    queryKey: adminCatalogueKeys.extras(productId ?? ''),
    queryFn: () => getProductExtras(productId ?? ''),
    enabled: productId !== null,
    staleTime: 0,
  });
}
