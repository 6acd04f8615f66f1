// Finance screen (docs/product.md#finance): periods in Lagos days, revenue cards, expenses (what arrived, by the day
// it arrived) and the margin per product from `stats` days; the open purchase orders' commitment; the gross-profit
// proxy, the daily bars and the recent-PO list.
import { RECENT_PURCHASE_ORDERS } from '../shared/constants';
import { addDays, dayKeysBetween, lagosDayKey, startOfLagosDay, type DayKey } from '../shared/lagos-time';
import { roundToKobo } from '../shared/money';
import { poCommitment, type PoLineLike } from '../purchase-orders/purchase-orders';
import { foldStats, type StatsFigures } from './stats';
import type { PoStatus, ProductType } from '../shared/vocab';

export const FINANCE_PERIODS = [
  { value: 7, label: '7 days' },
  { value: 30, label: '30 days' },
  { value: 90, label: '90 days' },
  { value: 365, label: '12 months' },
  { value: 'all', label: 'All time' },
] as const;
export type FinancePeriod = (typeof FINANCE_PERIODS)[number]['value'];

/**
 * The Lagos days a period covers: the last N days including today (7 → today and the 6 before). 'all' starts at
 * `firstDay` (the earliest stats day), or today when there is none.
 */
export function periodDays(period: FinancePeriod, now: Date, firstDay?: DayKey): { from: DayKey; to: DayKey } {
  const to = lagosDayKey(now);
  if (period === 'all') return { from: firstDay && firstDay < to ? firstDay : to, to };
  return { from: addDays(to, -(period - 1)), to };
}

/** The instant a period starts (for filtering purchase orders by createdAt); null for all time. */
export function periodStart(period: FinancePeriod, now: Date): Date | null {
  return period === 'all' ? null : startOfLagosDay(periodDays(period, now).from);
}

export interface DayStats {
  /** The stats document id, 'YYYY-MM-DD'. */
  date: DayKey;
  stats: StatsFigures;
}

/** One bar per day of the range, days without a document at 0. */
export function dailyRevenue(days: readonly DayStats[], from: DayKey, to: DayKey): { date: DayKey; revenue: number }[] {
  const byDate = new Map(days.map((d) => [d.date, d.stats.revenue]));
  return dayKeysBetween(from, to).map((date) => ({ date, revenue: byDate.get(date) ?? 0 }));
}

export const BAR_MIN_PX = 4;
export const BAR_MAX_PX = 120;

/**
 * Bar height in proportion to the period's best day (which stands 120 px), between 4 and 120 px (no best day → 4).
 * Against the best day, not the period's total: over 30 days every day's share is small and the bars would be flat.
 */
export function barHeight(value: number, best: number): number {
  if (!(best > 0) || !Number.isFinite(value) || value <= 0) return BAR_MIN_PX;
  return Math.min(BAR_MAX_PX, Math.max(BAR_MIN_PX, Math.round((value / best) * BAR_MAX_PX)));
}

/** Average order value in whole naira; 0 with no orders. */
export function averageOrderValue(revenue: number, orders: number): number {
  return orders > 0 && Number.isFinite(revenue) ? Math.round(revenue / orders) : 0;
}

export interface PoForFinance {
  id: string;
  status: PoStatus;
  /** What was ordered. */
  totalCost: number;
  /** What has arrived so far, at the delivered costs. */
  receivedValue: number;
  createdAt: Date;
  lines: readonly PoLineLike[];
}

const fin = (n: number): number => (Number.isFinite(n) ? n : 0);

/**
 * Ordered but not yet received: Σ over open purchase orders of what is still to come × its unit cost. A commitment,
 * shown apart: it becomes an expense on the day it arrives (docs/product.md#finance).
 */
export function purchasingCommitment(pos: readonly PoForFinance[]): { amount: number; openOrders: number } {
  const open = pos.filter((p) => p.status === 'ordered' && poCommitment(p) > 0);
  return { amount: roundToKobo(open.reduce((sum, p) => sum + poCommitment(p), 0)), openOrders: open.length };
}

/** Gross profit (proxy) = revenue − expenses, never below 0. */
export function grossProfit(revenue: number, expenses: number): number {
  return Math.max(0, roundToKobo(fin(revenue) - fin(expenses)));
}

/**
 * Gross margin = revenue − cost of goods sold (the bills at material costs plus labour, from the daily stats); it may
 * go below 0. percent is of revenue, one decimal; null without revenue.
 */
export function grossMargin(revenue: number, cogs: number): { amount: number; percent: number | null } {
  const amount = roundToKobo(fin(revenue) - fin(cogs));
  return { amount, percent: fin(revenue) > 0 ? Math.round((amount / revenue) * 1000) / 10 : null };
}

export interface MarginFigures {
  qty: number;
  revenue: number;
  cogs: number;
  margin: number;
  /** Of revenue, one decimal; null without revenue. */
  marginPercent: number | null;
}

export interface ProductMargin extends MarginFigures {
  productId: string;
  name: string;
  /** Per size, when the product sold in more than one ('-': sold without a size), sizes in their usual order. */
  sizes: (MarginFigures & { size: string })[];
}

const withMargin = (f: { qty: number; revenue: number; cogs: number }): MarginFigures => {
  const margin = grossMargin(f.revenue, f.cogs);
  return {
    qty: f.qty,
    revenue: f.revenue,
    cogs: roundToKobo(f.cogs),
    margin: margin.amount,
    marginPercent: margin.percent,
  };
};

const SIZE_ORDER = ['S', 'M', 'L', 'XL'];
const sizeRank = (size: string): number => {
  const i = SIZE_ORDER.indexOf(size);
  return i === -1 ? SIZE_ORDER.length : i;
};

/**
 * Margin per product over the period (docs/product.md#finance): units, revenue, cost of goods and margin, from the
 * days' product figures; products that sold nothing net (a sale cancelled within the period) are left out. Highest
 * revenue first.
 */
export function productMargins(products: StatsFigures['products']): ProductMargin[] {
  return Object.entries(products)
    .filter(([, p]) => p.qty !== 0 || p.revenue !== 0 || p.cogs !== 0)
    .map(([productId, p]) => {
      const sizes = Object.entries(p.sizes).filter(([, f]) => f.qty !== 0 || f.revenue !== 0 || f.cogs !== 0);
      return {
        productId,
        name: p.name || productId,
        ...withMargin(p),
        sizes:
          sizes.length > 1
            ? sizes
                .map(([size, f]) => ({ size, ...withMargin(f) }))
                .sort((a, b) => sizeRank(a.size) - sizeRank(b.size) || a.size.localeCompare(b.size))
            : [],
      };
    })
    .sort((a, b) => b.revenue - a.revenue || a.name.localeCompare(b.name));
}

export type ProductMarginSort = 'name' | 'qty' | 'revenue' | 'cogs' | 'margin' | 'marginPercent';

/**
 * The product table sorted by a column: names A→Z, figures biggest first; `reversed` flips it (the column header's
 * second click). Products without revenue have no margin %: they stay last either way.
 */
export function sortProductMargins(
  rows: readonly ProductMargin[],
  by: ProductMarginSort,
  reversed = false,
): ProductMargin[] {
  const figure = (r: ProductMargin): number =>
    by === 'name' ? 0 : by === 'marginPercent' ? (r.marginPercent ?? 0) : r[by];
  const order = (a: ProductMargin, b: ProductMargin): number =>
    by === 'name' ? a.name.localeCompare(b.name) : figure(b) - figure(a);
  const last = (r: ProductMargin): boolean => by === 'marginPercent' && r.marginPercent === null;
  return [...rows].sort(
    (a, b) =>
      Number(last(a)) - Number(last(b)) || (reversed ? order(b, a) : order(a, b)) || a.name.localeCompare(b.name),
  );
}

/** One promotion's figures over a period: orders that used it, the discount they got, their revenue. */
export interface PromotionFigures {
  /** The promotion's id, or 'referral' for every referral code together. */
  key: string;
  name: string;
  orders: number;
  discount: number;
  revenue: number;
}

/**
 * Discount given per promotion over the days folded (docs/product.md#finance): the biggest discount first; one that
 * netted to nothing (its orders cancelled) is left out.
 */
export function promotionFigures(promotions: StatsFigures['promotions']): PromotionFigures[] {
  return Object.entries(promotions)
    .filter(([, p]) => p.orders !== 0 || p.discount !== 0 || p.revenue !== 0)
    .map(([key, p]) => ({
      key,
      name: p.name || (key === 'referral' ? 'Referral' : key),
      orders: p.orders,
      discount: p.discount,
      revenue: p.revenue,
    }))
    .sort((a, b) => b.discount - a.discount || a.name.localeCompare(b.name));
}

/** The discount given on each day of the range (every promotion and referral code), days without one at 0. */
export function dailyDiscounts(
  days: readonly DayStats[],
  from: DayKey,
  to: DayKey,
): { date: DayKey; discount: number }[] {
  const byDate = new Map(
    days.map((d) => [d.date, Object.values(d.stats.promotions).reduce((sum, p) => sum + fin(p.discount), 0)]),
  );
  return dayKeysBetween(from, to).map((date) => ({ date, discount: byDate.get(date) ?? 0 }));
}

export interface FinanceSummary {
  from: DayKey;
  to: DayKey;
  orders: number;
  revenue: number;
  averageOrderValue: number;
  referralRevenue: number;
  byType: Record<ProductType, MarginFigures>;
  /** Margin per product over the period. */
  products: ProductMargin[];
  /** Cost of goods sold and gross margin over the period (beside the purchasing proxy). */
  cogs: number;
  grossMargin: number;
  grossMarginPercent: number | null;
  /** What the stock received in the period cost, by the day it arrived. */
  expenses: number;
  /** Ordered, not yet received (open purchase orders now); null when purchase orders cannot be read. */
  commitment: { amount: number; openOrders: number } | null;
  grossProfit: number;
  daily: { date: DayKey; revenue: number; height: number }[];
  recentPurchaseOrders: PoForFinance[];
  /** Discount given over the period (sales, codes, free delivery, referral codes); revenue is already after it. */
  discounts: number;
  /** Per promotion, biggest discount first. */
  promotions: PromotionFigures[];
  /** Per day of the period. */
  dailyDiscounts: { date: DayKey; discount: number }[];
}

/**
 * Every figure of the finance screen from the period's stats days and the purchase orders (the open ones and the
 * newest; the recent list is filtered to the period here). `purchaseOrders: null` means they could not be read:
 * the commitment and the list are missing and the screen shows the purchasing note; expenses still come from the
 * days.
 */
export function financeSummary(input: {
  period: FinancePeriod;
  now: Date;
  days: readonly DayStats[];
  purchaseOrders: readonly PoForFinance[] | null;
}): FinanceSummary {
  const firstDay = input.days.reduce<DayKey | undefined>(
    (min, d) => (min === undefined || d.date < min ? d.date : min),
    undefined,
  );
  const { from, to } = periodDays(input.period, input.now, firstDay);
  const inRange = input.days.filter((d) => d.date >= from && d.date <= to).sort((a, b) => a.date.localeCompare(b.date));
  const totals = foldStats(inRange.map((d) => d.stats));
  const start = periodStart(input.period, input.now);
  const pos = (input.purchaseOrders ?? []).filter((p) => start === null || p.createdAt.getTime() >= start.getTime());
  const expenses = roundToKobo(fin(totals.purchasing));
  const series = dailyRevenue(inRange, from, to);
  const margin = grossMargin(totals.revenue, totals.cogs);
  const best = Math.max(0, ...series.map((d) => d.revenue));
  return {
    from,
    to,
    orders: totals.orders,
    revenue: totals.revenue,
    averageOrderValue: averageOrderValue(totals.revenue, totals.orders),
    referralRevenue: totals.referralRevenue,
    byType: {
      RTW: withMargin(totals.byType.RTW),
      MTO: withMargin(totals.byType.MTO),
      PREORDER: withMargin(totals.byType.PREORDER),
    },
    products: productMargins(totals.products),
    cogs: totals.cogs,
    grossMargin: margin.amount,
    grossMarginPercent: margin.percent,
    expenses,
    commitment: input.purchaseOrders ? purchasingCommitment(input.purchaseOrders) : null,
    grossProfit: grossProfit(totals.revenue, expenses),
    daily: series.map((d) => ({ ...d, height: barHeight(d.revenue, best) })),
    recentPurchaseOrders: [...pos]
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
      .slice(0, RECENT_PURCHASE_ORDERS),
    discounts: Object.values(totals.promotions).reduce((sum, p) => sum + fin(p.discount), 0),
    promotions: promotionFigures(totals.promotions),
    dailyDiscounts: dailyDiscounts(inRange, from, to),
  };
}
