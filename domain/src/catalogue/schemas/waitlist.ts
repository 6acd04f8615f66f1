// The waitlist's two lists and the outbox that feeds the first (docs/product.md#waitlist).
import * as z from 'zod';
import { size, timestamp } from '../../shared/schemas/common';

/**
 * `stockAlerts/{productId}_{size}_{uid}`: a customer's request to be told when a sold-out size returns
 * (docs/data-model.md#stockalerts). The customer creates and deletes it; only functions set `notifiedAt`.
 */
export const stockAlertSchema = z.object({
  productId: z.string(),
  /** The product's name and slug when asked, for My Account's list and the back office. */
  productName: z.string(),
  productSlug: z.string(),
  size,
  uid: z.string(),
  email: z.string(),
  createdAt: timestamp,
  /** When the customer was mailed; null while waiting. */
  notifiedAt: timestamp.nullable(),
});
export type StockAlert = z.output<typeof stockAlertSchema>;

/**
 * `stockReturns/{id}`: units that came back to sizes of a product, written with the stock in the same transaction
 * and deleted once the waiting customers are told (functions only).
 */
export const stockReturnSchema = z.object({
  productId: z.string(),
  sizes: z.partialRecord(size, z.int().min(1)),
  at: timestamp,
});
export type StockReturn = z.output<typeof stockReturnSchema>;

/**
 * `preorderAlerts/{productId}_{uid}`: a customer's request to be told when pre-orders for a piece open
 * (docs/data-model.md#preorderalerts). The customer creates and deletes it; only functions set `notifiedAt` or
 * `closedAt`.
 */
export const preorderAlertSchema = z.object({
  productId: z.string(),
  /** The product's name and slug when asked, for My Account's list and the back office. */
  productName: z.string(),
  productSlug: z.string(),
  uid: z.string(),
  email: z.string(),
  createdAt: timestamp,
  /** When the customer was mailed that pre-orders opened; null while waiting. */
  notifiedAt: timestamp.nullable(),
  /** When the request was closed without mail (the piece was archived or stopped being a pre-order). */
  closedAt: timestamp.nullable(),
});
export type PreorderAlert = z.output<typeof preorderAlertSchema>;
