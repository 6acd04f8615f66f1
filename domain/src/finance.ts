// Finance screen (docs/product.md#finance): periods in Lagos days, revenue cards from `stats` days, expenses from
// purchase orders, the gross-profit proxy, the daily bars and the recent-PO list.
import { RECENT_PURCHASE_ORDERS } from './constants';
import { addDays, dayKeysBetween, lagosDayKey, startOfLagosDay, type DayKey } from './lagosTime';
import { roundToKobo } from './money';
import { foldStats, type StatsFigures } from './stats';
import type { PoStatus, ProductType } from './vocab';

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
  totalCost: number;
  createdAt: Date;
  lines: readonly { qty: number; unitCost: number }[];
}

const fin = (n: number): number => (Number.isFinite(n) ? n : 0);

/**
 * Expenses = the larger of Σ totalCost of received POs and Σ unit cost × qty over the PO lines
 * (docs/product.md#finance). Lines of cancelled POs are left out: a cancelled order was never an expense.
 */
export function purchasingExpenses(pos: readonly PoForFinance[]): number {
  const received = pos.filter((p) => p.status === 'received').reduce((s, p) => s + fin(p.totalCost), 0);
  const lines = pos
    .filter((p) => p.status !== 'cancelled')
    .reduce((s, p) => s + p.lines.reduce((t, l) => t + fin(l.qty) * fin(l.unitCost), 0), 0);
  return roundToKobo(Math.max(received, lines));
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

export interface FinanceSummary {
  from: DayKey;
  to: DayKey;
  orders: number;
  revenue: number;
  averageOrderValue: number;
  referralRevenue: number;
  byType: Record<
    ProductType,
    { qty: number; revenue: number; cogs: number; margin: number; marginPercent: number | null }
  >;
  /** Cost of goods sold and gross margin over the period (beside the purchasing proxy). */
  cogs: number;
  grossMargin: number;
  grossMarginPercent: number | null;
  expenses: number;
  grossProfit: number;
  daily: { date: DayKey; revenue: number; height: number }[];
  recentPurchaseOrders: PoForFinance[];
}

/**
 * Every figure of the finance screen from the period's stats days and the purchase orders (any order; they are
 * filtered to the period here). `purchaseOrders: null` means they could not be read: expenses count as 0 and
 * the screen shows the purchasing note.
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
  const inRange = input.days.filter((d) => d.date >= from && d.date <= to);
  const totals = foldStats(inRange.map((d) => d.stats));
  const start = periodStart(input.period, input.now);
  const pos = (input.purchaseOrders ?? []).filter((p) => start === null || p.createdAt.getTime() >= start.getTime());
  const expenses = purchasingExpenses(pos);
  const series = dailyRevenue(inRange, from, to);
  const best = Math.max(0, ...series.map((d) => d.revenue));
  return {
    from,
    to,
    orders: totals.orders,
    revenue: totals.revenue,
    averageOrderValue: averageOrderValue(totals.revenue, totals.orders),
    referralRevenue: totals.referralRevenue,
    byType: byTypeWithMargin(totals.byType),
    cogs: totals.cogs,
    grossMargin: grossMargin(totals.revenue, totals.cogs).amount,
    grossMarginPercent: grossMargin(totals.revenue, totals.cogs).percent,
    expenses,
    grossProfit: grossProfit(totals.revenue, expenses),
    daily: series.map((d) => ({ ...d, height: barHeight(d.revenue, best) })),
    recentPurchaseOrders: [...pos]
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
      .slice(0, RECENT_PURCHASE_ORDERS),
  };
}

function byTypeWithMargin(
  byType: Record<ProductType, { qty: number; revenue: number; cogs: number }>,
): FinanceSummary['byType'] {
  const out = {} as FinanceSummary['byType'];
  for (const [type, f] of Object.entries(byType) as [ProductType, { qty: number; revenue: number; cogs: number }][]) {
    const margin = grossMargin(f.revenue, f.cogs);
    out[type] = { ...f, margin: margin.amount, marginPercent: margin.percent };
  }
  return out;
}
