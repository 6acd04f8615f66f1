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
