// Daily stats (docs/architecture.md#data, `stats/{YYYY-MM-DD}`): what one order contributes to its Lagos day, the delta
// to increment when an order changes, and folding days back into totals. Screens read days, never every order.
import { channelOf, type Attribution } from '../marketing/attribution';
import { lagosDayKey, type DayKey } from '../shared/lagos-time';
import { roundToKobo } from '../shared/money';
import { isRevenueEligible } from '../orders/orders';
import type { ProductDayFigures, StatsDay } from './schemas/stats';
import {
  PRODUCT_TYPES,
  isOneOf,
  type OrderChannel,
  type OrderStatus,
  type PaymentStatus,
  type ProductType,
} from '../shared/vocab';

/** What stats need of an order (a subset of the order document). */
export interface StatsOrder {
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  createdAt: Date;
  amountPaid: number;
  balanceDue: number;
  referralCode: string | null;
  channel: OrderChannel;
  eventId: string | null;
  /** Where the buyer came from (attribution.ts); null or missing: a direct visit, or an order from before. */
  attribution?: Partial<Attribution> | null;
  items: readonly {
    productId: string;
    name: string;
    sku: string;
    type: string;
    size: string | null;
    qty: number;
    unitPrice: number;
    amountDueNow: number;
    /** The line's share of the order's discount (code and referral); absent: none. */
    discount?: number | null;
  }[];
  /** The order's discounts by promotion (absent on orders from before promotions). */
  discounts?: readonly { kind: string; promotionId: string | null; name: string; amount: number }[] | null;
  /** Fixed at the first payment (orders from before bills of materials have none). */
  costOfGoods?: Partial<Record<ProductType, number>> | null;
  /** Cost of one piece of each line, fixed with costOfGoods (null: the line has no bill and no typed cost). */
  itemCosts?: readonly (number | null)[] | null;
}

/** The size key of a line in a product's figures: its size, or '-' for pieces sold without one. */
export const statsSizeKey = (size: string | null): string => (size && size.trim() !== '' ? size : '-');

/** The numbers of a stats day (the document without its defaults). */
export type StatsFigures = StatsDay;

const fin = (n: number): number => (Number.isFinite(n) ? n : 0);

export function emptyStats(): StatsFigures {
  return {
    orders: 0,
    revenue: 0,
    referralRevenue: 0,
    cogs: 0,
    byType: {
      RTW: { qty: 0, revenue: 0, cogs: 0 },
      MTO: { qty: 0, revenue: 0, cogs: 0 },
      PREORDER: { qty: 0, revenue: 0, cogs: 0 },
    },
    skus: {},
    events: {},
    channels: {},
    products: {},
    purchasing: 0,
    cartReminders: { sent: 0, recovered: 0 },
    promotions: {},
  };
}

/** The key of a discount in a day's promotions: its promotion, or 'referral' for every referral code. */
export const promotionStatsKey = (d: { promotionId: string | null }): string => d.promotionId ?? 'referral';

interface Figures {
  qty: number;
  revenue: number;
  cogs: number;
}
const emptyFigures = (): Figures => ({ qty: 0, revenue: 0, cogs: 0 });
const emptyProduct = (name = ''): ProductDayFigures => ({ name, ...emptyFigures(), sizes: {} });

function addFigures(into: Figures, qty: number, revenue: number, cogs: number): void {
  into.qty += qty;
  into.revenue += revenue;
  into.cogs = roundToKobo(into.cogs + cogs);
}

/**
 * Each line's cost of goods: qty × its fixed cost a piece, or — for orders fixed before per-line costs were kept —
 * its type's cost of goods shared by quantity, so the products always add up to the type and the day.
 */
function lineCosts(order: StatsOrder): number[] {
  const { items, itemCosts } = order;
  if (itemCosts?.length === items.length)
    return items.map((item, i) => roundToKobo(fin(item.qty) * fin(itemCosts[i] ?? 0)));
  const typeQty = new Map<string, number>();
  for (const item of items) typeQty.set(item.type, (typeQty.get(item.type) ?? 0) + fin(item.qty));
  return items.map((item) => {
    const total = isOneOf(PRODUCT_TYPES, item.type) ? fin(order.costOfGoods?.[item.type] ?? 0) : 0;
    const qty = typeQty.get(item.type) ?? 0;
    return qty > 0 ? roundToKobo((total * fin(item.qty)) / qty) : 0;
  });
}

/**
 * What an order adds to its day: nothing unless revenue-eligible (not cancelled; paid, deposit paid or partially
 * refunded). Revenue is the money kept (amountPaid); byType sums item values — the deposit part while a balance is
 * due, the whole line once paid — with non-finite quantities and prices as 0 and unknown types ignored
 * (docs/product.md#finance).
 */
export function orderContribution(order: StatsOrder | null): StatsFigures {
  const out = emptyStats();
  if (!order || !isRevenueEligible(order)) return out;
  const revenue = fin(order.amountPaid);
  out.orders = 1;
  out.revenue = revenue;
  if (order.referralCode) out.referralRevenue = revenue;
  if (order.channel === 'event' && order.eventId) out.events[order.eventId] = { orders: 1, revenue };
  out.channels[channelOf(order.attribution, order.channel)] = { checkouts: 0, orders: 1, revenue };
  const fullyPaid = !(order.balanceDue > 0);
  const costs = lineCosts(order);
  order.items.forEach((item, i) => {
    if (!isOneOf(PRODUCT_TYPES, item.type)) return;
    const qty = fin(item.qty);
    // After its share of the code's and referral's discount, so product margins are margins after discounts.
    const value = fullyPaid ? Math.round(qty * fin(item.unitPrice)) - fin(item.discount ?? 0) : fin(item.amountDueNow);
    const type: ProductType = item.type;
    out.byType[type].qty += qty;
    out.byType[type].revenue += value;
    if (item.sku) out.skus[item.sku] = (out.skus[item.sku] ?? 0) + qty;
    const product = (out.products[item.productId] ??= emptyProduct(item.name));
    addFigures(product, qty, value, costs[i] ?? 0);
    addFigures((product.sizes[statsSizeKey(item.size)] ??= emptyFigures()), qty, value, costs[i] ?? 0);
  });
  for (const type of PRODUCT_TYPES) {
    const cogs = fin(order.costOfGoods?.[type] ?? 0);
    out.byType[type].cogs += cogs;
    out.cogs += cogs;
  }
  for (const d of order.discounts ?? []) {
    const key = promotionStatsKey(d);
    const figures = (out.promotions[key] ??= { name: d.name, orders: 0, discount: 0, revenue: 0 });
    // One order counts once per promotion, whatever number of its lines the promotion covered.
    if (figures.orders === 0) {
      figures.orders = 1;
      figures.revenue = revenue;
    }
    figures.discount += fin(d.amount);
  }
  return out;
}

function combine(a: StatsFigures, b: StatsFigures, sign: 1 | -1): StatsFigures {
  const out = emptyStats();
  out.orders = a.orders + sign * b.orders;
  out.revenue = a.revenue + sign * b.revenue;
  out.referralRevenue = a.referralRevenue + sign * b.referralRevenue;
  out.cogs = roundToKobo(a.cogs + sign * b.cogs);
  for (const t of PRODUCT_TYPES) {
    out.byType[t] = {
      qty: a.byType[t].qty + sign * b.byType[t].qty,
      revenue: a.byType[t].revenue + sign * b.byType[t].revenue,
      cogs: roundToKobo(a.byType[t].cogs + sign * b.byType[t].cogs),
    };
  }
  for (const k of new Set([...Object.keys(a.skus), ...Object.keys(b.skus)]))
    out.skus[k] = (a.skus[k] ?? 0) + sign * (b.skus[k] ?? 0);
  for (const k of new Set([...Object.keys(a.events), ...Object.keys(b.events)])) {
    const x = a.events[k] ?? { orders: 0, revenue: 0 };
    const y = b.events[k] ?? { orders: 0, revenue: 0 };
    out.events[k] = { orders: x.orders + sign * y.orders, revenue: x.revenue + sign * y.revenue };
  }
  for (const k of new Set([...Object.keys(a.channels), ...Object.keys(b.channels)])) {
    const x = a.channels[k] ?? { checkouts: 0, orders: 0, revenue: 0 };
    const y = b.channels[k] ?? { checkouts: 0, orders: 0, revenue: 0 };
    out.channels[k] = {
      checkouts: x.checkouts + sign * y.checkouts,
      orders: x.orders + sign * y.orders,
      revenue: x.revenue + sign * y.revenue,
    };
  }
  for (const id of new Set([...Object.keys(a.products), ...Object.keys(b.products)])) {
    const x = a.products[id] ?? emptyProduct();
    const y = b.products[id] ?? emptyProduct();
    // A delta carries the name of the order as it is now (`a`); folding days keeps the latest day's (`b`).
    const product = emptyProduct((sign === 1 ? y.name || x.name : x.name || y.name) ?? '');
    addFigures(product, x.qty + sign * y.qty, x.revenue + sign * y.revenue, x.cogs + sign * y.cogs);
    for (const size of new Set([...Object.keys(x.sizes), ...Object.keys(y.sizes)])) {
      const p = x.sizes[size] ?? emptyFigures();
      const q = y.sizes[size] ?? emptyFigures();
      product.sizes[size] = emptyFigures();
      addFigures(product.sizes[size], p.qty + sign * q.qty, p.revenue + sign * q.revenue, p.cogs + sign * q.cogs);
    }
    out.products[id] = product;
  }
  for (const key of new Set([...Object.keys(a.promotions), ...Object.keys(b.promotions)])) {
    const x = a.promotions[key] ?? { name: '', orders: 0, discount: 0, revenue: 0 };
    const y = b.promotions[key] ?? { name: '', orders: 0, discount: 0, revenue: 0 };
    out.promotions[key] = {
      name: (sign === 1 ? y.name || x.name : x.name || y.name) ?? '',
      orders: x.orders + sign * y.orders,
      discount: x.discount + sign * y.discount,
      revenue: x.revenue + sign * y.revenue,
    };
  }
  out.purchasing = roundToKobo(a.purchasing + sign * b.purchasing);
  out.cartReminders = {
    sent: a.cartReminders.sent + sign * b.cartReminders.sent,
    recovered: a.cartReminders.recovered + sign * b.cartReminders.recovered,
  };
  return out;
}

export const addStats = (a: StatsFigures, b: StatsFigures): StatsFigures => combine(a, b, 1);

/**
 * The increments for an order's Lagos day when it changes from `before` (null when new) to `after`: settlement,
 * a balance payment, a cancellation or a refund all go through here, so counting is never done twice.
 */
export function statsDelta(before: StatsOrder | null, after: StatsOrder): { day: DayKey; delta: StatsFigures } {
  return { day: lagosDayKey(after.createdAt), delta: combine(orderContribution(after), orderContribution(before), -1) };
}

/**
 * The non-zero leaves of a delta as field paths, for `FieldValue.increment` with a `FieldPath` per entry
 * (path segments, so a SKU or event id never needs escaping). Empty list = nothing to write.
 */
export function statsIncrements(delta: StatsFigures): { path: string[]; value: number }[] {
  const out: { path: string[]; value: number }[] = [];
  const push = (path: string[], value: number): void => {
    if (value !== 0) out.push({ path, value });
  };
  push(['orders'], delta.orders);
  push(['revenue'], delta.revenue);
  push(['referralRevenue'], delta.referralRevenue);
  push(['cogs'], delta.cogs);
  for (const t of PRODUCT_TYPES) {
    push(['byType', t, 'qty'], delta.byType[t].qty);
    push(['byType', t, 'revenue'], delta.byType[t].revenue);
    push(['byType', t, 'cogs'], delta.byType[t].cogs);
  }
  for (const [sku, qty] of Object.entries(delta.skus)) push(['skus', sku], qty);
  for (const [id, e] of Object.entries(delta.events)) {
    push(['events', id, 'orders'], e.orders);
    push(['events', id, 'revenue'], e.revenue);
  }
  for (const [channel, c] of Object.entries(delta.channels))
    for (const key of ['checkouts', 'orders', 'revenue'] as const) push(['channels', channel, key], c[key]);
  for (const [id, p] of Object.entries(delta.products)) {
    for (const key of ['qty', 'revenue', 'cogs'] as const) push(['products', id, key], p[key]);
    for (const [size, f] of Object.entries(p.sizes))
      for (const key of ['qty', 'revenue', 'cogs'] as const) push(['products', id, 'sizes', size, key], f[key]);
  }
  for (const [key, p] of Object.entries(delta.promotions))
    for (const field of ['orders', 'discount', 'revenue'] as const) push(['promotions', key, field], p[field]);
  push(['purchasing'], delta.purchasing);
  push(['cartReminders', 'sent'], delta.cartReminders.sent);
  push(['cartReminders', 'recovered'], delta.cartReminders.recovered);
  return out;
}

/**
 * The product and promotion names a delta carries (set beside its increments, so the day shows what was sold and
 * which promotion gave what by name).
 */
export function statsNames(delta: StatsFigures): { path: string[]; value: string }[] {
  return [
    ...Object.entries(delta.products).flatMap(([id, p]) =>
      p.name ? [{ path: ['products', id, 'name'], value: p.name }] : [],
    ),
    ...Object.entries(delta.promotions).flatMap(([key, p]) =>
      p.name ? [{ path: ['promotions', key, 'name'], value: p.name }] : [],
    ),
  ];
}

/** Fold day documents into one set of totals. */
export function foldStats(days: Iterable<StatsFigures>): StatsFigures {
  let total = emptyStats();
  for (const d of days) total = addStats(total, d);
  return total;
}

/** The largest entries of a map (SKUs → qty, …), biggest first, ties by key; zero and negative entries left out. */
export function topEntries(map: Readonly<Record<string, number>>, n: number): { key: string; value: number }[] {
  return Object.entries(map)
    .filter(([, v]) => Number.isFinite(v) && v > 0)
    .map(([key, value]) => ({ key, value }))
    .sort((a, b) => b.value - a.value || a.key.localeCompare(b.key))
    .slice(0, Math.max(0, n));
}
