/**
 * Product stock in transactions (docs/architecture.md#style-domain: reserve ↔ release), shared by checkout, expiry and
 * the staff stock functions. Reads come first (Firestore transactions read before they write): `readStock` for the
 * products concerned, then `writeStock` with the new levels, which also keeps `products/{id}.availability` in step
 * using the domain's in/low/out rule — written only when it changes, so a sale that leaves 'in' as 'in' costs one
 * write.
 */
import {
  DEFAULT_SIZES,
  availabilityMap,
  productSchema,
  stockSchema,
  type Product,
  type SizeStockMap,
} from '@aso/domain';
import type { DocumentReference, Firestore, Transaction } from 'firebase-admin/firestore';
import { parseDoc as parseSnapshot } from './converters';

export interface StockEntry {
  readonly productId: string;
  readonly sizes: SizeStockMap;
  /** The product as read (for sizeOptions and the current availability); null when it no longer exists. */
  readonly product: Pick<Product, 'sizeOptions' | 'availability'> | null;
}

const stockRef = (db: Firestore, productId: string): DocumentReference => db.collection('stock').doc(productId);
const productRef = (db: Firestore, productId: string): DocumentReference => db.collection('products').doc(productId);

/**
 * Read `stock/{id}` (and `products/{id}` unless the caller already has it) for each product, in one round trip.
 * A missing stock document means nothing on hand.
 */
export async function readStock(
  tx: Transaction,
  db: Firestore,
  productIds: readonly string[],
  known: ReadonlyMap<string, Pick<Product, 'sizeOptions' | 'availability'>> = new Map(),
): Promise<Map<string, StockEntry>> {
  const ids = [...new Set(productIds)];
  if (ids.length === 0) return new Map();
  const needProduct = ids.filter((id) => !known.has(id));
  const refs = [...ids.map((id) => stockRef(db, id)), ...needProduct.map((id) => productRef(db, id))];
  const snapshots = await tx.getAll(...refs);
  const products = new Map<string, Pick<Product, 'sizeOptions' | 'availability'>>(known);
  needProduct.forEach((id, i) => {
    const product = parseSnapshot(productSchema, snapshots[ids.length + i]!);
    if (product) products.set(id, product);
  });
  return new Map(
    ids.map((id, i) => {
      const stock = parseSnapshot(stockSchema, snapshots[i]!);
      return [id, { productId: id, sizes: stock?.sizes ?? {}, product: products.get(id) ?? null }];
    }),
  );
}

/** Write the sizes that changed and, when it changes, the product's availability. Returns the units moved. */
export function writeStock(tx: Transaction, db: Firestore, entry: StockEntry, next: SizeStockMap): number {
  const changed: Record<string, { onHand: number; reorderLevel: number }> = {};
  let moved = 0;
  for (const [size, level] of Object.entries(next)) {
    const before = entry.sizes[size];
    if (!level || (before?.onHand === level.onHand && before.reorderLevel === level.reorderLevel)) continue;
    changed[size] = { onHand: level.onHand, reorderLevel: level.reorderLevel };
    moved += Math.abs(level.onHand - (before?.onHand ?? 0));
  }
  if (Object.keys(changed).length === 0) return 0;
  tx.set(stockRef(db, entry.productId), { sizes: changed }, { merge: true });
  if (entry.product) {
    const options = entry.product.sizeOptions.length > 0 ? entry.product.sizeOptions : DEFAULT_SIZES;
    const availability = availabilityMap({ ...entry.sizes, ...next }, options);
    if (!sameAvailability(entry.product.availability, availability)) {
      tx.update(productRef(db, entry.productId), { availability });
    }
  }
  return moved;
}

function sameAvailability(
  a: Readonly<Record<string, string | undefined>>,
  b: Readonly<Record<string, string>>,
): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const k of keys) if (a[k] !== b[k]) return false;
  return true;
}
