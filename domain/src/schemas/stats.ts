import * as z from 'zod';

const count = z.number().default(0);
const zero = { qty: 0, revenue: 0, cogs: 0 };
/** cogs: cost of goods of the type's pieces (bills at material costs plus labour), fixed at the first payment. */
const typeFigures = z.object({ qty: count, revenue: count, cogs: count }).default(zero);

/**
 * `stats/{YYYY-MM-DD}`: one Lagos day of revenue-eligible orders, kept in step by functions with increments
 * (see stats.ts), so the dashboard and finance read one small document per day instead of every order.
 */
export const statsDaySchema = z.object({
  orders: count,
  /** Naira received for the day's orders (deposits and balances included, refunds taken off). */
  revenue: count,
  referralRevenue: count,
  /** Cost of goods sold of the day's orders (naira, to the kobo). */
  cogs: count,
  byType: z
    .object({ RTW: typeFigures, MTO: typeFigures, PREORDER: typeFigures })
    .default({ RTW: zero, MTO: zero, PREORDER: zero }),
  /** sku → units sold. */
  skus: z.record(z.string(), z.number()).default({}),
  /** eventId → event-mode orders and revenue (the dashboard's "active event sales"). */
  events: z.record(z.string(), z.object({ orders: count, revenue: count })).default({}),
});
export type StatsDay = z.output<typeof statsDaySchema>;
