// The dashboard's reads (docs/product.md#dashboard): never every order. Seven `stats/{day}` documents (the week's
// checkouts started are their per-channel counts, so the conversion card and Sales by channel agree), two counts of
// what waits on the shop (paid orders not started, refunds awaiting release), the top five `referralStats`, the names
// of the top five SKUs, the active event with two counts, the stock of the products with sizes at or below their
// reorder level (the `stock.alerts` the functions keep; the eight with most alerts, and the sum of all of them) with
// those products, and the active materials that have a reorder level (a shop has tens; each is checked here); for the
// low products, their bills and the materials those name (what can still be made). At most ~40 documents, one per
// material with a level and the bills' (up to 30 + 30) however many orders there are (e2e/bench/dashboard.bench.ts
// measures it).
import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  collection,
  documentId,
  getAggregate,
  getCount,
  getDocs,
  limit,
  orderBy,
  query,
  sum,
  where,
  type Firestore,
} from 'firebase/firestore/lite';
import { channelRows, type ChannelRow } from '@aso/domain/marketing/channel-sales';
import { DASHBOARD_TOP_REFERRERS } from '@aso/domain/shared/constants';
import { REVENUE_PAYMENT_STATUSES } from '@aso/domain/orders/orders';
import {
  dashboardFigures,
  dashboardWindow,
  lowStockAlerts,
  topReferrers,
  type DashboardFigures,
  type LowStockAlert,
} from '@aso/domain/finance/dashboard';
import type { DayKey } from '@aso/domain/shared/lagos-time';
import { eventSchema } from '@aso/domain/events/schemas/events';
import { materialSchema } from '@aso/domain/materials/schemas/materials';
import { productSchema, stockSchema } from '@aso/domain/catalogue/schemas/product';
import { productCostRecordSchema } from '@aso/domain/production/schemas/production';
import { referralStatsSchema, type ReferralStats } from '@aso/domain/referrals/schemas/referrals';
import { statsDaySchema, type StatsDay } from '@aso/domain/finance/schemas/stats';
import { whatCanBeMade } from '@aso/domain/production/production';
import type { Size } from '@aso/domain/shared/vocab';
import { getDb } from '../../../lib/firestore';
import { readDocuments } from '../../../lib/schema-reader';
import { stockTotals } from '../../../lib/stock';
import { dataPaths } from '../../../lib/data/collections';
import { queryKeys } from '../../../lib/data/query-keys';

/** How many products with low sizes the dashboard reads at most, most alerts first (it counts them all). */
export const LOW_STOCK_PRODUCTS = 8;

/** The stock documents of products with a size at or below its reorder level (kept by the functions). */
export const alertingStock = (db: Firestore) => query(collection(db, dataPaths.stock), where('alerts', '>', 0));
/**
 * Paid orders nobody has started (still "Order received", paid in full or by a deposit): the very list the Orders
 * screen shows with Status "Order received" and Payment "Paid (in full or a deposit)", so the count and the list agree.
 */
export const ordersNotStarted = (db: Firestore) =>
  query(
    collection(db, dataPaths.orders),
    where('status', '==', 'pending'),
    where('paymentStatus', 'in', [...REVENUE_PAYMENT_STATUSES]),
  );
/** Cancelled paid orders whose refund waits for someone allowed to release it (Payments to review lists them). */
export const refundsAwaitingRelease = (db: Firestore) =>
  query(collection(db, dataPaths.orders), where('refundRequest.status', '==', 'awaiting'));
/** The materials that can be low: active, with a reorder level above 0 (stock.isLowStock). */
export const materialsWithLevel = (db: Firestore) =>
  query(collection(db, dataPaths.materials), where('active', '==', true), where('reorderLevel', '>', 0));

export type Referrer = ReferralStats & { readonly code: string };

export interface ActiveEvent {
  readonly id: string;
  readonly name: string;
  readonly venue: string;
  readonly date: Date | null;
  readonly guests: number;
  readonly checkedIn: number;
  /** Event-mode orders over the dashboard's 7 days (from stats). */
  readonly orders: number;
  readonly revenue: number;
}

export interface DashboardData {
  readonly figures: DashboardFigures;
  /** What waits on the shop: paid orders not started, and refunds awaiting release. */
  readonly toActOn: { readonly notStarted: number; readonly refundsAwaiting: number };
  readonly topSkus: readonly { sku: string; name: string | null; qty: number }[];
  readonly referrers: readonly Referrer[];
  readonly lowStock: readonly LowStockAlert[];
  /** Every alert, read or not: product sizes (the stock documents' sum) and materials. */
  readonly lowStockTotal: number;
  readonly event: ActiveEvent | null;
  /** Sales by channel over the 7 days (the same stats days). */
  readonly channels: readonly ChannelRow[];
  readonly from: DayKey;
  readonly to: DayKey;
}

export async function getDashboard(now: Date): Promise<DashboardData> {
  const db = getDb();
  const { days, today } = dashboardWindow(now);
  const [statsSnap, notStarted, refundsAwaiting, referralSnap, eventSnap, stockSnap, productAlerts, materialsSnap] =
    await Promise.all([
      getDocs(
        query(
          collection(db, dataPaths.stats),
          where(documentId(), '>=', days[0] ?? today),
          where(documentId(), '<=', today),
        ),
      ),
      getCount(ordersNotStarted(db)),
      getCount(refundsAwaitingRelease(db)),
      getDocs(
        query(
          collection(db, dataPaths.referralStats),
          orderBy('totalRewardAccrued', 'desc'),
          orderBy('revenue', 'desc'),
          limit(DASHBOARD_TOP_REFERRERS),
        ),
      ),
      getDocs(query(collection(db, dataPaths.events), where('active', '==', true), orderBy('date', 'desc'), limit(1))),
      getDocs(query(alertingStock(db), orderBy('alerts', 'desc'), limit(LOW_STOCK_PRODUCTS))),
      getAggregate(alertingStock(db), { sizes: sum('alerts') }),
      getDocs(materialsWithLevel(db)),
    ]);

  const statsDays = new Map<DayKey, StatsDay>(readDocuments(statsDaySchema, statsSnap.docs).map((d) => [d.id, d]));
  // The conversion card and Sales by channel read one set of days: the same checkouts, whatever lands meanwhile.
  const figures = dashboardFigures({ now, days: statsDays });

  const skus = figures.topSkus.map((t) => t.key);
  const lowStocks = readDocuments(stockSchema, stockSnap.docs);
  const lowIds = lowStocks.map((d) => d.id);
  const eventDoc = readDocuments(eventSchema, eventSnap.docs)[0];
  const guests = eventDoc ? collection(db, dataPaths.eventGuests(eventDoc.id)) : null;
  const [skuSnap, lowProductsSnap, guestCount, checkedInCount] = await Promise.all([
    skus.length > 0 ? getDocs(query(collection(db, dataPaths.products), where('sku', 'in', skus))) : null,
    lowIds.length > 0 ? getDocs(query(collection(db, dataPaths.products), where(documentId(), 'in', lowIds))) : null,
    guests ? getCount(guests) : null,
    guests ? getCount(query(guests, where('checkedIn', '==', true))) : null,
  ]);
  const lowProducts = readDocuments(productSchema, lowProductsSnap?.docs ?? []);

  const canMake = await lowStockCanMake(db, lowIds);
  const names = new Map(readDocuments(productSchema, skuSnap?.docs ?? []).map((p) => [p.sku, p.name]));
  // A drop's stock is spread over shards: their units count too (read only for such products).
  const stock = new Map(await Promise.all(lowStocks.map(async (d) => [d.id, await stockTotals(db, d.id, d)] as const)));
  const lowStock = lowStockAlerts({
    products: lowProducts.map((p) => {
      const offered = new Set(Object.keys(p.availability));
      const sizes = Object.fromEntries(Object.entries(stock.get(p.id) ?? {}).filter(([size]) => offered.has(size)));
      return { id: p.id, name: p.name, active: p.active, sizes };
    }),
    materials: readDocuments(materialSchema, materialsSnap.docs),
    canMake,
  });
  const materialAlerts = lowStock.filter((a) => a.kind === 'material').length;

  const sales = eventDoc ? figures.eventSales[eventDoc.id] : undefined;
  return {
    figures,
    toActOn: { notStarted: notStarted.data().count, refundsAwaiting: refundsAwaiting.data().count },
    topSkus: figures.topSkus.map((t) => ({ sku: t.key, name: names.get(t.key) ?? null, qty: t.value })),
    referrers: topReferrers(readDocuments(referralStatsSchema, referralSnap.docs).map((r) => ({ ...r, code: r.id }))),
    lowStock,
    lowStockTotal: (productAlerts.data().sizes ?? 0) + materialAlerts,
    channels: channelRows(statsDays.values()),
    from: days[0] ?? today,
    to: today,
    event: eventDoc
      ? {
          id: eventDoc.id,
          name: eventDoc.name,
          venue: eventDoc.venue,
          date: eventDoc.date,
          guests: guestCount?.data().count ?? 0,
          checkedIn: checkedInCount?.data().count ?? 0,
          orders: sales?.orders ?? 0,
          revenue: sales?.revenue ?? 0,
        }
      : null,
  };
}

export const dashboardQueryKey = queryKeys.dashboard;

export function useDashboard() {
  return useQuery(
    queryOptions({
      queryKey: dashboardQueryKey,
      queryFn: () => getDashboard(new Date()),
      staleTime: 30_000,
      retry: false,
    }),
  );
}

/**
 * For the low products' sizes: how many more the materials allow and which runs out first (their bills from
 * `productCosts`, then the materials those bills name): at most two more small queries of up to 30 documents.
 */
async function lowStockCanMake(db: Firestore, productIds: readonly string[]) {
  if (productIds.length === 0) return undefined;
  const costs = await getDocs(
    query(collection(db, dataPaths.productCosts), where(documentId(), 'in', productIds.slice(0, 30))),
  );
  const bills = new Map(readDocuments(productCostRecordSchema, costs.docs).map((c) => [c.id, c.bom]));
  const ids = [
    ...new Set([...bills.values()].flatMap((b) => Object.values(b).flatMap((l) => l.map((x) => x.materialId)))),
  ];
  const mats =
    ids.length > 0
      ? await getDocs(query(collection(db, dataPaths.materials), where(documentId(), 'in', ids.slice(0, 30))))
      : null;
  const materials = readDocuments(materialSchema, mats?.docs ?? []);
  const onHand = new Map(materials.map((m) => [m.id, m.onHand]));
  const names = new Map(materials.map((m) => [m.id, m.name]));
  return (productId: string, size: string) => {
    const made = whatCanBeMade(bills.get(productId)?.[size as Size], onHand);
    return { units: made.units, constraint: made.constraintId ? (names.get(made.constraintId) ?? null) : null };
  };
}
