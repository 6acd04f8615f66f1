/**
 * Product stock in transactions (docs/architecture.md#style-domain: reserve ↔ release), shared by checkout, expiry and
 * the staff stock functions. Reads come first (Firestore transactions read before they write): `readStock` for the
 * products concerned, then `writeStock` with the new levels, which also keeps `products/{id}.availability` (the
 * domain's in/low/out rule) and `.unitsLeft` (few left: 'Only 2 left') in step — written only when they change, so a
 * sale that leaves plenty costs one write — and `stock/{id}.alerts`, the sizes at or below their reorder level that
 * the dashboard asks for. Units that come back to a size (a release, a production run, a staff edit) also write a
 * `stockReturns` marker in the same transaction, so the customers waiting for that size are told
 * (waitlist/when-stock-returns.ts; docs/product.md#waitlist).
 *
 * Where the units are (docs/data-model.md#stock): `stock/{id}.sizes` plus, once a size has had SPREAD_FROM units,
 * `stock/{id}/shards/{k}` for k < shardCount. A drop's buyers each take from one shard picked at random (a focused
 * read: the main document and that shard), so they do not queue on one document; a reader that cannot be sure of
 * the answer or of the availability from that one shard reads the others too. Callers see totals either way.
 */
import {
  DEFAULT_SIZES,
  SPREAD_FROM,
  STOCK_SHARDS,
  shouldSpread,
  spreadStock,
  availabilityMap,
  availabilityOf,
  stockAlertCount,
  unitsLeftMap,
  type Product,
  type SizeStockMap,
  unitsReturned,
} from '@aso/domain';
import { FieldValue, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { productDoc, readNamed, stockDoc, stockReturnsCol, stockShardDoc, untyped } from './collections';

type Units = Partial<Record<string, number>>;
/** What writeStock keeps in step on the product: it needs the sizes offered and what the storefront shows now. */
type ShelfOf = Pick<Product, 'sizeOptions' | 'availability' | 'unitsLeft'>;

interface Layout {
  /** The main document's levels (its own units and the reorder levels). */
  readonly main: SizeStockMap;
  readonly shardCount: number;
  /** `stock/{id}.alerts` as stored. */
  readonly alerts: number;
  /** The shards read, by index. */
  readonly shards: ReadonlyMap<number, Units>;
  /** Every shard was read: `sizes` are the exact totals. */
  readonly whole: boolean;
}

export interface StockEntry {
  readonly productId: string;
  /**
   * Units per size: the totals when every shard was read; after a focused read, the main document plus the focused
   * shard — at most the totals, and enough for the change the reader announced.
   */
  readonly sizes: SizeStockMap;
  /** The product as read (for sizeOptions and the current availability); null when it no longer exists. */
  readonly product: ShelfOf | null;
  /** The shard this transaction takes from and returns to first; null = the main document. */
  readonly shard: number | null;
  readonly layout: Layout;
}

/** A focused read: the change (units per size: − taken, + returned) and the shard to use (null = one at random). */
export interface StockFocus {
  readonly shard: number | null;
  readonly change: Readonly<Record<string, number>>;
}

/**
 * Read the stock (and `products/{id}` unless the caller already has it) of each product. Without a focus every shard
 * is read (exact totals); with one, the main document and one shard, unless that shard cannot make the change on
 * its own or the availability after it would not surely be 'in' — then the other shards are read too.
 * A missing stock document means nothing on hand.
 */
export async function readStock(
  tx: Transaction,
  db: Firestore,
  productIds: readonly string[],
  known: ReadonlyMap<string, ShelfOf> = new Map(),
  focus: ReadonlyMap<string, StockFocus> = new Map(),
  random: () => number = Math.random,
): Promise<Map<string, StockEntry>> {
  const ids = [...new Set(productIds)];
  if (ids.length === 0) return new Map();
  const needProduct = ids.filter((id) => !known.has(id));
  // A focused read asks for its shard in the same round trip as the stock document (a spread product always has
  // STOCK_SHARDS shards); for a product whose stock is not spread that costs one read of a missing document.
  const guessed = ids.flatMap((id) => {
    const f = focus.get(id);
    return f ? [{ id, k: f.shard ?? Math.floor(random() * STOCK_SHARDS) % STOCK_SHARDS }] : [];
  });
  const read = await readNamed(tx, {
    stock: ids.map((id) => stockDoc(db, id)),
    products: needProduct.map((id) => productDoc(db, id)),
    shards: guessed.map(({ id, k }) => stockShardDoc(db, id, k)),
  });
  const guessedUnits = new Map(guessed.map(({ id, k }, i) => [id, { k, units: read.shards[i]!.data()?.onHand ?? {} }]));
  const products = new Map<string, ShelfOf>(known);
  needProduct.forEach((id, i) => {
    const product = read.products[i]!.data();
    if (product) products.set(id, product);
  });
  const mains = new Map(
    ids.map((id, i) => {
      const doc = read.stock[i]!.data();
      return [id, { sizes: doc?.sizes ?? {}, shardCount: doc?.shardCount ?? 0, alerts: doc?.alerts ?? 0 }];
    }),
  );

  // Round 2, when needed: every shard of a spread product read without focus (or whose guess was out of range).
  const chosen = new Map<string, number | null>();
  const wanted: { id: string; k: number }[] = [];
  const shards = new Map<string, Map<number, Units>>(ids.map((id) => [id, new Map()]));
  for (const id of ids) {
    const { shardCount } = mains.get(id)!;
    const guess = guessedUnits.get(id);
    if (guess && shardCount > 0 && guess.k < shardCount) {
      chosen.set(id, guess.k);
      shards.get(id)!.set(guess.k, guess.units);
      continue;
    }
    chosen.set(id, null);
    for (let k = 0; k < shardCount; k += 1) wanted.push({ id, k });
  }
  await readShards(tx, db, wanted, shards);

  // Round 3, when needed: the other shards of a focused product the focused shard cannot answer for.
  const more: { id: string; k: number }[] = [];
  for (const id of ids) {
    const { sizes, shardCount } = mains.get(id)!;
    const f = focus.get(id);
    const k = chosen.get(id);
    if (!f || k === null || k === undefined) continue;
    if (focusedShardSuffices(sizes, shards.get(id)!.get(k) ?? {}, f.change)) continue;
    for (let other = 0; other < shardCount; other += 1) if (other !== k) more.push({ id, k: other });
  }
  await readShards(tx, db, more, shards);

  return new Map(
    ids.map((id) => {
      const { sizes: main, shardCount, alerts } = mains.get(id)!;
      const read = shards.get(id)!;
      const layout: Layout = { main, shardCount, alerts, shards: read, whole: read.size === shardCount };
      const entry: StockEntry = {
        productId: id,
        sizes: totals(layout),
        product: products.get(id) ?? null,
        shard: chosen.get(id) ?? null,
        layout,
      };
      return [id, entry];
    }),
  );
}

async function readShards(
  tx: Transaction,
  db: Firestore,
  wanted: readonly { id: string; k: number }[],
  into: Map<string, Map<number, Units>>,
): Promise<void> {
  if (wanted.length === 0) return;
  const snaps = await tx.getAll(...wanted.map(({ id, k }) => stockShardDoc(db, id, k)));
  wanted.forEach(({ id, k }, i) => {
    into.get(id)!.set(k, snaps[i]!.data()?.onHand ?? {});
  });
}

/** The focused shard takes the change alone and leaves main + shard above the reorder level (so 'in' for sure). */
function focusedShardSuffices(main: SizeStockMap, shard: Units, change: Readonly<Record<string, number>>): boolean {
  return Object.entries(change).every(([size, delta]) => {
    const inShard = (shard[size] ?? 0) + delta;
    const level = main[size];
    const lowerBound = (level?.onHand ?? 0) + inShard;
    return inShard >= 0 && availabilityOf({ onHand: lowerBound, reorderLevel: level?.reorderLevel ?? 0 }) === 'in';
  });
}

function totals(layout: Pick<Layout, 'main' | 'shards'>): SizeStockMap {
  const out: SizeStockMap = {};
  const sizes = new Set([...Object.keys(layout.main), ...[...layout.shards.values()].flatMap((u) => Object.keys(u))]);
  for (const size of sizes) {
    let onHand = layout.main[size]?.onHand ?? 0;
    for (const units of layout.shards.values()) onHand += units[size] ?? 0;
    out[size] = { onHand, reorderLevel: layout.main[size]?.reorderLevel ?? 0 };
  }
  return out;
}

/**
 * Write the sizes that changed and, when they change, the product's availability and units left and the stock's
 * alert count. Returns the units moved.
 */
export function writeStock(tx: Transaction, db: Firestore, entry: StockEntry, next: SizeStockMap): number {
  return writeStockMove(tx, db, entry, next).units;
}

/**
 * writeStock, also saying which shard the units came from or went to: the entry's shard when it alone moved them,
 * null when the main document or several places did (an order line records it, and its release returns there).
 */
export function writeStockMove(
  tx: Transaction,
  db: Firestore,
  entry: StockEntry,
  next: SizeStockMap,
): { units: number; shard: number | null } {
  const { layout } = entry;
  const main: Record<string, { onHand: number; reorderLevel: number }> = {};
  for (const [size, level] of Object.entries(layout.main)) if (level) main[size] = { ...level };
  const shards = new Map<number, Record<string, number>>(
    [...layout.shards].map(([k, units]) => [k, { ...(units as Record<string, number>) }]),
  );
  const touched = new Set<number | 'main'>();
  const moved = new Set<string>();
  let units = 0;
  for (const [size, level] of Object.entries(next)) {
    if (!level) continue;
    const before = entry.sizes[size];
    main[size] ??= { onHand: 0, reorderLevel: 0 };
    if ((before?.reorderLevel ?? 0) !== level.reorderLevel) {
      main[size].reorderLevel = level.reorderLevel;
      touched.add('main');
    }
    const delta = level.onHand - (before?.onHand ?? 0);
    if (delta === 0) continue;
    units += Math.abs(delta);
    moved.add(size);
    if (delta > 0) {
      const k = entry.shard;
      if (k !== null && shards.has(k)) {
        shards.get(k)![size] = (shards.get(k)![size] ?? 0) + delta;
        touched.add(k);
      } else {
        main[size].onHand += delta;
        touched.add('main');
      }
      continue;
    }
    // Take from the entry's shard first, then the main document, then the other shards in random order (buyers
    // whose shard ran out spread over the rest instead of all queueing on the fullest).
    let left = -delta;
    const take = (from: number | 'main'): void => {
      const have = from === 'main' ? main[size]!.onHand : (shards.get(from)![size] ?? 0);
      const n = Math.min(have, left);
      if (n <= 0) return;
      if (from === 'main') main[size]!.onHand -= n;
      else shards.get(from)![size] = have - n;
      left -= n;
      touched.add(from);
    };
    if (entry.shard !== null && shards.has(entry.shard)) take(entry.shard);
    if (left > 0) take('main');
    const others = [...shards.keys()]
      .map((k) => ({ k, order: Math.random() }))
      .sort((a, b) => a.order - b.order)
      .map(({ k }) => k);
    for (const k of others) if (left > 0) take(k);
    if (left > 0) throw new Error(`Stock of ${entry.productId} size ${size}: ${left} more than was read.`);
  }

  // A size with many units in the main document is spread over the shards (only when every shard was read).
  let shardCount = layout.shardCount;
  const spread = layout.whole && Object.values(main).some((level) => level.onHand >= SPREAD_FROM);
  if (spread) {
    shardCount = Math.max(shardCount, STOCK_SHARDS);
    for (const [size, level] of Object.entries(main)) {
      let total = level.onHand;
      for (const units of shards.values()) total += units[size] ?? 0;
      level.onHand = 0;
      for (let k = 0; k < shardCount; k += 1) {
        if (!shards.has(k)) shards.set(k, {});
        shards.get(k)![size] = Math.floor(total / shardCount) + (k < total % shardCount ? 1 : 0);
      }
    }
    touched.add('main');
    for (let k = 0; k < shardCount; k += 1) touched.add(k);
  }
  // What the storefront shows and the dashboard's alert count, from the totals after the move. After a focused read
  // only the sizes that moved are known to be 'in' (readStock made sure), not how many: their count is left out
  // until a whole read (a drop's last units, near which every shard is read) says it again.
  const product = entry.product;
  const shelf = product ? shelfAfter(product, { main, shards, whole: layout.whole }, moved) : null;
  const alerts = shelf ? stockAlertCount(shelf.availability, main) : layout.alerts;
  const shelfChanged =
    !!product &&
    !!shelf &&
    (!sameShelf(product.availability, shelf.availability) || !sameShelf(product.unitsLeft, shelf.unitsLeft));

  if (touched.has('main') || alerts !== layout.alerts) {
    const changedCount = shardCount !== layout.shardCount ? { shardCount } : {};
    const changedAlerts = alerts !== layout.alerts ? { alerts } : {};
    const sizes = touched.has('main') ? { sizes: main } : {};
    tx.set(stockDoc(db, entry.productId), { ...sizes, ...changedCount, ...changedAlerts }, { merge: true });
  }
  for (const k of touched) if (k !== 'main') tx.set(stockShardDoc(db, entry.productId, k), { onHand: shards.get(k)! });
  if (shelfChanged) tx.update(productDoc(db, entry.productId), { ...shelf });
  markReturned(tx, db, entry.productId, entry.sizes, next);
  const onlyShard = touched.size === 1 && !touched.has('main') && !spread ? entry.shard : null;
  return { units, shard: onlyShard };
}

/** The product's availability and units left after a move (see writeStockMove). */
function shelfAfter(
  product: ShelfOf,
  layout: Pick<Layout, 'main' | 'shards' | 'whole'>,
  moved: ReadonlySet<string>,
): Pick<Product, 'availability' | 'unitsLeft'> {
  const after = totals(layout);
  const options = product.sizeOptions.length > 0 ? product.sizeOptions : DEFAULT_SIZES;
  if (layout.whole) return { availability: availabilityMap(after, options), unitsLeft: unitsLeftMap(after, options) };
  const unitsLeft = { ...product.unitsLeft };
  for (const size of moved) delete unitsLeft[size as keyof typeof unitsLeft];
  return { availability: { ...product.availability, ...availabilityMap(after, [...moved]) }, unitsLeft };
}

function sameShelf(
  a: Readonly<Record<string, string | number | undefined>>,
  b: Readonly<Record<string, string | number | undefined>>,
): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const k of keys) if (a[k] !== b[k]) return false;
  return true;
}

interface StockLine {
  readonly productId: string;
  readonly type: string;
  readonly size: string | null;
  readonly qty: number;
  readonly stockShard?: number | null;
}

/**
 * The focused reads for taking the `take` lines and returning the `give` lines (order lines, which say the shard
 * their units came from): the net change per product and size, at the shard the returned lines name.
 */
export function stockFocus(take: readonly StockLine[], give: readonly StockLine[]): Map<string, StockFocus> {
  const focus = new Map<string, { shard: number | null; change: Record<string, number> }>();
  const add = (line: StockLine, sign: 1 | -1): void => {
    if (line.type !== 'RTW' || line.size === null) return;
    const f = focus.get(line.productId) ?? { shard: null, change: {} };
    if (sign === 1 && f.shard === null && typeof line.stockShard === 'number') f.shard = line.stockShard;
    f.change[line.size] = (f.change[line.size] ?? 0) + sign * line.qty;
    focus.set(line.productId, f);
  };
  for (const line of give) add(line, 1);
  for (const line of take) add(line, -1);
  return focus;
}

/** The order lines with the shard their product's units were taken from (RTW lines of the products moved). */
export function withStockShards<T extends StockLine>(
  items: readonly T[],
  shards: ReadonlyMap<string, number | null>,
): T[] {
  return items.map((item) =>
    item.type === 'RTW' && item.size !== null && shards.has(item.productId)
      ? { ...item, stockShard: shards.get(item.productId) ?? null }
      : item,
  );
}

/**
 * Replace a product's stock with these levels (the staff's edit of every size; sizes left out leave the stock).
 * The entry must come from a whole read. Spread over the shards when a size has SPREAD_FROM units or the product's
 * stock is spread already. The caller keeps the product's availability and units left in step (it writes the
 * product); the alert count is kept here.
 */
export function replaceStock(tx: Transaction, db: Firestore, entry: StockEntry, sizes: SizeStockMap): void {
  const shardCount = shouldSpread(sizes, entry.layout.shardCount) ? Math.max(entry.layout.shardCount, STOCK_SHARDS) : 0;
  const { main, shards } = spreadStock(sizes, shardCount);
  const alerts = stockAlertCount(availabilityMap(sizes, Object.keys(sizes)), sizes);
  tx.set(stockDoc(db, entry.productId), shardCount > 0 ? { sizes: main, shardCount, alerts } : { sizes: main, alerts });
  shards.forEach((units, k) => tx.set(stockShardDoc(db, entry.productId, k), { onHand: units }));
  markReturned(tx, db, entry.productId, entry.sizes, sizes);
}

/**
 * Units came back to sizes of a product: a create-once `stockReturns` marker in the stock's own transaction, so the
 * customers waiting for those sizes are told even if this function stops right after (waitlist/when-stock-returns.ts, run by
 * the function that wrote the stock and by a schedule).
 */
function markReturned(
  tx: Transaction,
  db: Firestore,
  productId: string,
  before: SizeStockMap,
  after: SizeStockMap,
): void {
  const sizes = unitsReturned(before, after);
  if (Object.keys(sizes).length === 0) return;
  tx.create(untyped(stockReturnsCol(db).doc()), { productId, sizes, at: FieldValue.serverTimestamp() });
}

/** A product that no longer holds stock (made to order or pre-order now): its old sizes alert no more. */
export function clearStockAlerts(tx: Transaction, db: Firestore, entry: StockEntry): void {
  if (entry.layout.alerts > 0) tx.set(stockDoc(db, entry.productId), { alerts: 0 }, { merge: true });
}
