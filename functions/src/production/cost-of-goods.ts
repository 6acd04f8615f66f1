/**
 * An order's cost of goods at its first payment (docs/product.md#finance): each line's bill (its size, or its
 * measurements' nearest) at the materials' average costs plus labour, or the typed cost when the product has no bill.
 * Settlement fixes it on the order, so the day's stats add it and a cancellation takes the same amount off.
 */
import {
  billMaterialIds,
  mtoBillSize,
  orderCostOfGoods,
  pieceCost,
  type BillOfMaterials,
  type CostOfGoods,
  type OrderItem,
  type ProductCostRecord,
} from '@aso/domain';
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { productCostDoc } from '../lib/collections';
import { readMaterials } from './materials-move';

/**
 * Reads: one cost record per product of the order, then each material their bills name. Answers the order's cost of
 * goods by type and each line's cost a piece (finance's margin per product, domain stats).
 */
export async function readOrderCostOfGoods(
  tx: Transaction,
  db: Firestore,
  items: readonly OrderItem[],
): Promise<{ costOfGoods: CostOfGoods; itemCosts: (number | null)[] }> {
  const productIds = [...new Set(items.map((i) => i.productId))];
  if (productIds.length === 0) return { costOfGoods: {}, itemCosts: [] };
  const snaps = await tx.getAll(...productIds.map((id) => productCostDoc(db, id)));
  const records = new Map<string, ProductCostRecord>();
  snaps.forEach((snap, i) => {
    const record = snap.data();
    if (record) records.set(productIds[i]!, record);
  });
  const chosen = items.map((item) => {
    const bom: BillOfMaterials = records.get(item.productId)?.bom ?? {};
    const size = mtoBillSize(item, bom);
    return size ? (bom[size] ?? []) : [];
  });
  const materials = await readMaterials(tx, db, billMaterialIds({ M: chosen.flat() }));
  const itemCosts = items.map((item, i) => {
    const record = records.get(item.productId);
    const lines = chosen[i]!;
    if (lines.length > 0) return pieceCost(lines, materials, record?.labourCost ?? null).unitCost;
    return record?.cost ?? null;
  });
  return { costOfGoods: orderCostOfGoods(items, (i) => itemCosts[i] ?? null), itemCosts };
}
