// Product stock for the back office (staff-only documents): units per size are `stock/{id}.sizes[size].onHand` plus
// the product's stock shards when it has them (a drop's stock, spread so buyers do not queue; docs/data-model.md).
import { collection, getDocs, type DocumentData, type Firestore } from 'firebase/firestore/lite';
import type { SizeStock } from '@aso/domain/schemas/product';
import { num, record } from './firestore-data';

export type StockLevels = Record<string, SizeStock>;

/** The totals of one `stock/{id}` document's data, reading its shards when it has any. */
export async function stockTotals(
  db: Firestore,
  productId: string,
  main: DocumentData | undefined,
): Promise<StockLevels> {
  const sizes = record(main?.sizes);
  const out: StockLevels = {};
  for (const [size, level] of Object.entries(sizes))
    out[size] = { onHand: num(record(level).onHand), reorderLevel: num(record(level).reorderLevel) };
  if (num(main?.shardCount) > 0) {
    const shards = await getDocs(collection(db, 'stock', productId, 'shards'));
    for (const shard of shards.docs) {
      for (const [size, units] of Object.entries(record(shard.data().onHand))) {
        out[size] ??= { onHand: 0, reorderLevel: 0 };
        out[size].onHand += num(units);
      }
    }
  }
  return out;
}
