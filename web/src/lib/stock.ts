// Product stock for the back office (staff-only documents): units per size are `stock/{id}.sizes[size].onHand` plus
// the product's stock shards when it has them (a drop's stock, spread so buyers do not queue; docs/data-model.md).
// Parsed with the domain's stock schemas (schema-reader.ts).
import { collection, getDocs, type Firestore } from 'firebase/firestore/lite';
import { stockShardSchema, type SizeStock, type StockDoc } from '@aso/domain/catalogue/schemas/product';
import { readDocuments } from './schema-reader';
import { dataPaths } from './data/collections';

export type StockLevels = Record<string, SizeStock>;

/** The totals of one parsed `stock/{id}` document (null when there is none), reading its shards when it has any. */
export async function stockTotals(db: Firestore, productId: string, main: StockDoc | null): Promise<StockLevels> {
  const out: StockLevels = {};
  for (const [size, level] of Object.entries(main?.sizes ?? {})) out[size] = { ...level };
  if ((main?.shardCount ?? 0) > 0) {
    const shards = await getDocs(collection(db, dataPaths.stockShards(productId)));
    for (const shard of readDocuments(stockShardSchema, shards.docs)) {
      for (const [size, units] of Object.entries(shard.onHand)) {
        out[size] ??= { onHand: 0, reorderLevel: 0 };
        out[size].onHand += units;
      }
    }
  }
  return out;
}
