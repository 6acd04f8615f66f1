// Dashboard figures (docs/product.md#dashboard) from the last 7 Lagos days of `stats` (the conversion card's
// checkouts too, the very numbers Sales by channel adds up), referral stats and stock.
import { DASHBOARD_DAYS, DASHBOARD_TOP_REFERRERS, DASHBOARD_TOP_SKUS } from '../shared/constants';
import { addDays, lagosDayKey, startOfLagosDay, type DayKey } from '../shared/lagos-time';
import { emptyStats, foldStats, topEntries, type StatsFigures } from './stats';
import { isLowStock } from '../catalogue/stock';
import { promotionFigures, type PromotionFigures } from './finance';

/** The dashboard's window: today and the 6 days before, in Lagos. `since` is when the first day starts. */
export function dashboardWindow(now: Date): { days: DayKey[]; today: DayKey; since: Date } {
  const today = lagosDayKey(now);
  const days = Array.from({ length: DASHBOARD_DAYS }, (_, i) => addDays(today, i - (DASHBOARD_DAYS - 1)));
  return { days, today, since: startOfLagosDay(days[0] ?? today) };
}

/**
 * Checkout conversion: paid orders ÷ checkouts started × 100, one decimal; 0 without checkouts. A checkout started
 * is an order created in the window, paid or not; the paid ones are the window's revenue-eligible orders, a subset,
 * so the figure never passes 100 (clamped should stats and orders disagree). The spec divided orders by newsletter
 * leads, which most buyers never leave: the demo read 120–363%.
 */
export function conversionRate(paid: number, started: number): number {
  if (!(started > 0) || !(paid > 0)) return 0;
  return Math.round(Math.min(1, paid / started) * 1000) / 10;
}

export interface DashboardFigures {
  todayOrders: number;
  todayRevenue: number;
  weekOrders: number;
  weekRevenue: number;
  /**
   * Checkouts started in the week (orders created, paid or not), as the stats days count them per channel: what the
   * conversion divides by, and exactly what the Sales by channel rows add up to.
   */
  weekCheckouts: number;
  weekConversion: number;
  topSkus: { key: string; value: number }[];
  /** Cart reminders mailed over the week, and orders that recovered a reminded cart (docs/product.md#cart-reminders). */
  weekCartReminders: { sent: number; recovered: number };
  /** eventId → orders and revenue over the week, for the active event's card. */
  eventSales: Record<string, { orders: number; revenue: number }>;
  /** Discount given over the week (docs/product.md#dashboard), per promotion and per day. */
  weekDiscounts: number;
  weekPromotions: PromotionFigures[];
  weekDailyDiscounts: { date: DayKey; discount: number }[];
}

/**
 * `days` maps a day key to its stats document (missing days count as zero). Every figure comes from these days, the
 * checkouts included: a count of orders read at another moment would disagree with the channel rows while checkouts
 * land (docs/product.md#dashboard).
 */
export function dashboardFigures(input: { now: Date; days: ReadonlyMap<DayKey, StatsFigures> }): DashboardFigures {
  const { days: keys, today } = dashboardWindow(input.now);
  const todayStats = input.days.get(today) ?? emptyStats();
  const week = foldStats(keys.map((k) => input.days.get(k) ?? emptyStats()));
  const weekCheckouts = Object.values(week.channels).reduce((sum, c) => sum + c.checkouts, 0);
  return {
    todayOrders: todayStats.orders,
    todayRevenue: todayStats.revenue,
    weekOrders: week.orders,
    weekRevenue: week.revenue,
    weekCheckouts,
    weekConversion: conversionRate(week.orders, weekCheckouts),
    topSkus: topEntries(week.skus, DASHBOARD_TOP_SKUS),
    weekCartReminders: week.cartReminders,
    eventSales: week.events,
    weekDiscounts: Object.values(week.promotions).reduce((sum, p) => sum + p.discount, 0),
    weekPromotions: promotionFigures(week.promotions),
    weekDailyDiscounts: keys.map((date) => ({
      date,
      discount: Object.values(input.days.get(date)?.promotions ?? {}).reduce((sum, p) => sum + p.discount, 0),
    })),
  };
}

/** Referral leaderboard: by reward accrued, then revenue, then code. */
export function topReferrers<T extends { code: string; totalRewardAccrued: number; revenue: number }>(
  stats: readonly T[],
  n: number = DASHBOARD_TOP_REFERRERS,
): T[] {
  return [...stats]
    .sort(
      (a, b) => b.totalRewardAccrued - a.totalRewardAccrued || b.revenue - a.revenue || a.code.localeCompare(b.code),
    )
    .slice(0, Math.max(0, n));
}

export interface LowStockAlert {
  kind: 'product' | 'material';
  id: string;
  label: string;
  onHand: number;
  reorderLevel: number;
  /** A product taken off sale still alerts (its stock is still low); the list says so. */
  offSale?: true;
  /** Product sizes with a bill: 'Can make 3 more; limited by Adire indigo cotton' (docs/product.md#production). */
  constraint?: string;
}

/**
 * Low-stock alerts (docs/product.md#dashboard): product sizes and raw materials with a reorder level above 0 and at
 * or below it (stock.isLowStock, the inventory's rule), lowest stock first. Sizes the product no longer offers are
 * not counted.
 */
export function lowStockAlerts(input: {
  products: readonly {
    id: string;
    name: string;
    active?: boolean;
    sizes: Partial<Record<string, { onHand: number; reorderLevel?: number | null }>>;
  }[];
  materials: readonly { id: string; name: string; onHand: number; reorderLevel: number | null; active?: boolean }[];
  /** What the materials on hand allow of a product size, and the material that runs out first. */
  canMake?: (productId: string, size: string) => { units: number | null; constraint: string | null };
}): LowStockAlert[] {
  const alerts: LowStockAlert[] = [];
  for (const p of input.products) {
    for (const [size, level] of Object.entries(p.sizes)) {
      if (level && isLowStock(level.onHand, level.reorderLevel)) {
        const made = input.canMake?.(p.id, size) ?? { units: null, constraint: null };
        alerts.push({
          kind: 'product',
          id: p.id,
          label: `${p.name} (${size})`,
          onHand: level.onHand,
          reorderLevel: level.reorderLevel ?? 0,
          ...(p.active === false ? { offSale: true as const } : {}),
          ...(made.units !== null && made.constraint
            ? { constraint: `Can make ${made.units} more; limited by ${made.constraint}` }
            : {}),
        });
      }
    }
  }
  for (const m of input.materials) {
    if (m.active !== false && isLowStock(m.onHand, m.reorderLevel)) {
      alerts.push({ kind: 'material', id: m.id, label: m.name, onHand: m.onHand, reorderLevel: m.reorderLevel ?? 0 });
    }
  }
  return alerts.sort((a, b) => a.onHand - b.onHand || a.label.localeCompare(b.label));
}

/** The words under the dashboard's list: how many alerts there are beyond the ones shown (docs/product.md#dashboard). */
export function moreAlertsWords(shown: number, total: number): string | null {
  const more = total - shown;
  if (more <= 0) return null;
  return `Showing ${shown} of ${total} alerts: ${more} more ${more === 1 ? 'is' : 'are'} on the Inventory and Catalog screens.`;
}
