// Product stock per size (RTW) and the two low-stock rules of docs/product.md#inventory. Reserve and release are a pair
// (docs/architecture.md#style-domain): checkout reserves in its transaction; expiry and cancellation release exactly
// what was reserved.
import { DomainError } from '../shared/errors';
import { onlyLeftInSize } from '../checkout/messages';
import type { Availability } from '../shared/vocab';

export interface SizeLevel {
  onHand: number;
  reorderLevel: number;
}
export type SizeStockMap = Partial<Record<string, SizeLevel>>;

const num = (v: number | null | undefined): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

/**
 * Low stock, on every screen (inventory, dashboard alerts): a reorder level above 0 is set and on hand is at or
 * below it. A size or material without a level never alerts, whatever it holds (the spec's dashboard flagged
 * anything at or below a missing level, so sold-out sizes nobody restocks crowded out the real alerts).
 */
export function isLowStock(onHand: number, reorderLevel: number | null | undefined): boolean {
  const level = num(reorderLevel);
  return level > 0 && num(onHand) <= level;
}

/** What the storefront shows for a size: out at 0 (or untracked), low at or below the reorder level, else in. */
export function availabilityOf(level: SizeLevel | undefined): Availability {
  if (!level || num(level.onHand) <= 0) return 'out';
  return isLowStock(level.onHand, level.reorderLevel) ? 'low' : 'in';
}

/** `products.availability`, recomputed whenever `stock` changes. */
export function availabilityMap(sizes: SizeStockMap, sizeOptions: readonly string[]): Record<string, Availability> {
  return Object.fromEntries(sizeOptions.map((s) => [s, availabilityOf(sizes[s])]));
}

/**
 * A size shows how many are left ('Only 2 left') when it has this few, or while low: at the default hold cap (4 a
 * size) a customer can never want more than a size whose count is not shown. A drop's size spread over shards may go
 * without its count between whole reads (lib/stock.ts in functions); the checkout still refuses in words.
 */
export const FEW_LEFT = 4;

/** The units of a size the storefront may show: 1..FEW_LEFT, or any number while low; null = plenty (or none). */
export function unitsLeftOf(level: SizeLevel | undefined): number | null {
  const onHand = Math.floor(num(level?.onHand));
  if (onHand <= 0) return null;
  return onHand <= FEW_LEFT || isLowStock(onHand, level?.reorderLevel) ? onHand : null;
}

/** `products.unitsLeft`: the sizes with few left and how many, kept in step with `stock` like the availability. */
export function unitsLeftMap(sizes: SizeStockMap, sizeOptions: readonly string[]): Record<string, number> {
  return Object.fromEntries(
    sizeOptions.flatMap((s) => {
      const left = unitsLeftOf(sizes[s]);
      return left === null ? [] : [[s, left]];
    }),
  );
}

/**
 * What the storefront knows is left of a ready-to-wear size (the cart's `left`): 0 when sold out, the count when few
 * are left, null when plenty (or the piece holds no stock: made to order, pre-order).
 */
export function leftOfSize(
  product: {
    type: string;
    availability: Partial<Record<string, Availability>>;
    unitsLeft?: Partial<Record<string, number>>;
  },
  size: string | null,
): number | null {
  if (product.type !== 'RTW' || size === null) return null;
  if ((product.availability[size] ?? 'out') === 'out') return 0;
  return product.unitsLeft?.[size] ?? null;
}

/**
 * A piece as its buyer sees it while their own checkout awaits payment: the units that checkout holds left the stock
 * when it began, but they are this buyer's to pay for (startCheckout resumes the same checkout), so the cart and
 * checkout count them as left instead of calling the size sold out to the one person holding it.
 */
export function withOwnHolds<
  P extends { availability: Partial<Record<string, Availability>>; unitsLeft?: Partial<Record<string, number>> },
>(product: P, held: Readonly<Partial<Record<string, number>>>): P {
  const availability = { ...product.availability };
  const unitsLeft = { ...product.unitsLeft };
  for (const [size, units] of Object.entries(held)) {
    if (!units || units <= 0) continue;
    const shown = availability[size] ?? 'out';
    // Plenty stays plenty; a count shown (or none left) grows by what this buyer holds.
    if (shown !== 'out' && unitsLeft[size] === undefined) continue;
    unitsLeft[size] = (shown === 'out' ? 0 : (unitsLeft[size] ?? 0)) + units;
    availability[size] = shown === 'out' ? 'low' : shown;
  }
  return { ...product, availability, unitsLeft };
}

/**
 * How many of a product's sizes are at or below their reorder level (`stock/{id}.alerts`, what the dashboard asks
 * for): a low size, or a sold-out one with a level above 0. From the exact availability and the levels, so a drop's
 * focused write, which knows the availability but not every shard, keeps it exact too.
 */
export function stockAlertCount(availability: Readonly<Record<string, Availability>>, levels: SizeStockMap): number {
  return Object.entries(availability).filter(
    ([size, shown]) => shown === 'low' || (shown === 'out' && num(levels[size]?.reorderLevel) > 0),
  ).length;
}

export interface StockRequest {
  size: string;
  qty: number;
  /** Product name, for the refusal message. */
  name: string;
}

function totalsBySize(requests: readonly StockRequest[]): Map<string, { qty: number; name: string }> {
  const bySize = new Map<string, { qty: number; name: string }>();
  for (const r of requests) {
    const prev = bySize.get(r.size);
    bySize.set(r.size, { qty: (prev?.qty ?? 0) + Math.max(0, Math.floor(num(r.qty))), name: r.name });
  }
  return bySize;
}

/**
 * Take the requested units out of stock, all or nothing. The first size that cannot be covered throws
 * out_of_stock with 'Only N left in size X of Name.' and nothing changes.
 */
export function reserveStock(sizes: SizeStockMap, requests: readonly StockRequest[]): SizeStockMap {
  const next: SizeStockMap = { ...sizes };
  for (const [size, { qty, name }] of totalsBySize(requests)) {
    const level = sizes[size];
    const onHand = Math.max(0, num(level?.onHand));
    if (qty > onHand) {
      const message = onlyLeftInSize(name, size, onHand);
      throw new DomainError('out_of_stock', 'stock/insufficient', message, { [`stock.${size}`]: message });
    }
    next[size] = { onHand: onHand - qty, reorderLevel: num(level?.reorderLevel) };
  }
  return next;
}

/** The undo of reserveStock: put the units back. */
export function releaseStock(sizes: SizeStockMap, requests: readonly StockRequest[]): SizeStockMap {
  const next: SizeStockMap = { ...sizes };
  for (const [size, { qty }] of totalsBySize(requests)) {
    const level = sizes[size];
    next[size] = { onHand: Math.max(0, num(level?.onHand)) + qty, reorderLevel: num(level?.reorderLevel) };
  }
  return next;
}

/** The stock each RTW product needs for a list of order items, grouped by product id. */
export function stockRequestsByProduct(
  items: readonly { productId: string; type: string; size: string | null; qty: number; name: string }[],
): Map<string, StockRequest[]> {
  const byProduct = new Map<string, StockRequest[]>();
  for (const item of items) {
    if (item.type !== 'RTW' || item.size === null) continue;
    const list = byProduct.get(item.productId) ?? [];
    list.push({ size: item.size, qty: item.qty, name: item.name });
    byProduct.set(item.productId, list);
  }
  return byProduct;
}

/**
 * The stock a product is saved with from the catalogue form (docs/product.md#catalogue). The form
 * sends what staff typed (`wanted`) and the on-hand figures it showed when it opened (`seen`); the change is
 * applied as a difference, so units sold while the form was open are not written back: 5 seen, 8 typed, 3 sold
 * meanwhile (current 2) → 5. A size without a `seen` figure (a new product or size) is set as typed. Only `sizes`
 * are kept; on hand is floored at 0 and both figures are whole numbers.
 */
export function editedSizeStock(
  current: SizeStockMap,
  wanted: SizeStockMap,
  seen: Partial<Record<string, number>>,
  sizes: readonly string[],
): SizeStockMap {
  const whole = (n: number): number => Math.max(0, Math.floor(num(n)));
  const out: SizeStockMap = {};
  for (const size of sizes) {
    const now = current[size];
    const typed = wanted[size];
    const before = seen[size];
    const reorderLevel = whole(typed?.reorderLevel ?? now?.reorderLevel ?? 0);
    let onHand: number;
    if (!typed) onHand = whole(now?.onHand ?? 0);
    else if (before === undefined) onHand = whole(typed.onHand);
    else onHand = whole(num(now?.onHand) + (whole(typed.onHand) - whole(before)));
    out[size] = { onHand, reorderLevel };
  }
  return out;
}

/** Shards a drop's stock is spread over, and the units of one size in the main document that trigger it. */
export const STOCK_SHARDS = 8;
export const SPREAD_FROM = 24;

/** Whether stock with these levels is kept in shards (docs/data-model.md#stock). */
export function shouldSpread(sizes: SizeStockMap, shardCount: number): boolean {
  return shardCount > 0 || Object.values(sizes).some((level) => num(level?.onHand) >= SPREAD_FROM);
}

/**
 * The layout of stock totals: the main document's levels and each shard's units — spread evenly over the shards
 * (the main document keeps the reorder levels and no units), or all in the main document when `shardCount` is 0.
 */
export function spreadStock(
  sizes: SizeStockMap,
  shardCount: number,
): { main: Record<string, SizeLevel>; shards: Record<string, number>[] } {
  const main: Record<string, SizeLevel> = {};
  const shards = Array.from({ length: shardCount }, (): Record<string, number> => ({}));
  for (const [size, level] of Object.entries(sizes)) {
    if (!level) continue;
    const total = Math.max(0, num(level.onHand));
    main[size] = { onHand: shardCount > 0 ? 0 : total, reorderLevel: num(level.reorderLevel) };
    shards.forEach((units, k) => {
      units[size] = Math.floor(total / shardCount) + (k < total % shardCount ? 1 : 0);
    });
  }
  return { main, shards };
}
