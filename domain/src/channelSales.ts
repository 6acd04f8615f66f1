// Sales by channel over a period (docs/product.md#channels): the stats days' `channels` folded into one row per
// channel, for the Dashboard and Finance, and their CSV. Conversion is paid orders ÷ checkouts started, both counted
// on the day the checkout was started.
import { safeCell, type CsvTable } from './csv';
import type { StatsDay } from './schemas/stats';

export interface ChannelRow {
  channel: string;
  /** Checkouts started (orders created, paid or not). */
  checkouts: number;
  /** Of those, the orders paid or partly paid (revenue-eligible). */
  orders: number;
  /** Naira received for them. */
  revenue: number;
  /**
   * orders ÷ checkouts as a percent to one decimal; null without checkouts, or with more paid orders than checkouts
   * counted (days from before checkouts were counted per channel).
   */
  conversionPercent: number | null;
}

/** One row per channel, most revenue first (then most checkouts, then by name); channels with nothing left out. */
export function channelRows(days: Iterable<Pick<StatsDay, 'channels'>>): ChannelRow[] {
  const totals = new Map<string, { checkouts: number; orders: number; revenue: number }>();
  for (const day of days)
    for (const [channel, c] of Object.entries(day.channels)) {
      const t = totals.get(channel) ?? { checkouts: 0, orders: 0, revenue: 0 };
      t.checkouts += c.checkouts;
      t.orders += c.orders;
      t.revenue += c.revenue;
      totals.set(channel, t);
    }
  return [...totals]
    .filter(([, t]) => t.checkouts > 0 || t.orders > 0 || t.revenue !== 0)
    .map(([channel, t]) => ({
      channel,
      ...t,
      conversionPercent:
        t.checkouts > 0 && t.orders <= t.checkouts ? Math.round((t.orders / t.checkouts) * 1000) / 10 : null,
    }))
    .sort((a, b) => b.revenue - a.revenue || b.checkouts - a.checkouts || a.channel.localeCompare(b.channel));
}

export const CHANNEL_CSV_FIELDS = ['Channel', 'Checkouts started', 'Paid orders', 'Revenue', 'Conversion %'];

export function channelCsv(rows: readonly ChannelRow[]): CsvTable {
  return {
    fields: CHANNEL_CSV_FIELDS,
    data: rows.map((r) => [safeCell(r.channel), r.checkouts, r.orders, r.revenue, r.conversionPercent ?? '']),
  };
}
