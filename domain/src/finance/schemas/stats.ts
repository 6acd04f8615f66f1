import * as z from 'zod';

const count = z.number().default(0);
const zero = { qty: 0, revenue: 0, cogs: 0 };
/** cogs: cost of goods of the type's pieces (bills at material costs plus labour), fixed at the first payment. */
const typeFigures = z.object({ qty: count, revenue: count, cogs: count }).default(zero);
const figures = z.object({ qty: count, revenue: count, cogs: count });

/** One product's sales on the day: units, revenue, cost of goods, and the same per size ('-': no size). */
const productFigures = z.object({
  /** The name on the day's last order of it (so a renamed product reads as it sold). */
  name: z.string().default(''),
  qty: count,
  revenue: count,
  cogs: count,
  sizes: z.record(z.string(), figures).default({}),
});
export type ProductDayFigures = z.output<typeof productFigures>;

/** One promotion's day: orders that used it, the discount they got and their revenue; the name as last used. */
const promotionDayFigures = z.object({
  name: z.string().default(''),
  orders: count,
  discount: count,
  revenue: count,
});
export type PromotionDayFigures = z.output<typeof promotionDayFigures>;

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
  /**
   * channel ('instagram / social', attribution.channelOf) → checkouts started that day (orders created, paid or
   * not: startCheckout counts them) and the paid orders and revenue among them (docs/product.md#channels).
   */
  channels: z.record(z.string(), z.object({ checkouts: count, orders: count, revenue: count })).default({}),
  /** productId → the day's sales of it (finance's margin per product). */
  products: z.record(z.string(), productFigures).default({}),
  /**
   * Purchasing expense: what the stock received that day cost (purchase-order deliveries and Receive Stock with a
   * price), by the day it arrived — never what was only ordered.
   */
  purchasing: count,
  /**
   * promotion id ('referral' for referral codes) → that day's revenue-eligible orders that used it, the discount they
   * were given (a sale's savings, the code's, free delivery's fee) and their revenue (docs/product.md#promotions).
   */
  promotions: z.record(z.string(), promotionDayFigures).default({}),
  /** Cart reminders mailed that day, and orders that day from customers reminded in the 7 days before. */
  cartReminders: z.object({ sent: count, recovered: count }).default({ sent: 0, recovered: 0 }),
});
export type StatsDay = z.output<typeof statsDaySchema>;
