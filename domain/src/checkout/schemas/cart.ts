import * as z from 'zod';
import { CART_MAX_LINES, CART_MAX_QTY, CART_MIN_QTY } from '../../shared/constants';
import { PAY_MODES } from '../../shared/vocab';
import { id, naira, productType, text, timestamp } from '../../shared/schemas/common';

export const cartLineSchema = z.object({
  productId: id,
  name: text(200).default(''),
  sku: text(60).default(''),
  type: productType.default('RTW'),
  size: z.string().max(10).nullable().default(null),
  qty: z.int().min(CART_MIN_QTY).max(CART_MAX_QTY),
  unitPrice: naira,
  payMode: z.enum(PAY_MODES).nullable().default(null),
});

/** `carts/{uid}`: the owner's cart. Prices are for display; startCheckout re-prices. */
export const cartDocSchema = z.object({
  lines: z.array(cartLineSchema).max(CART_MAX_LINES).default([]),
  referralCode: z.string().max(40).nullable().default(null),
  /** The cart's one discount code (docs/product.md#promotions); older carts have none. */
  discountCode: z.string().max(40).nullable().default(null),
  updatedAt: timestamp,
});
export type CartDoc = z.output<typeof cartDocSchema>;

/**
 * saveCart: the signed-in customer's whole cart, as the browser holds it (the function adds updatedAt). Display
 * prices only; startCheckout re-prices.
 */
export const saveCartInput = z.strictObject({
  lines: z.array(cartLineSchema.strict()).max(CART_MAX_LINES),
  referralCode: z.string().max(40).nullable(),
  /** The discount code typed in the cart (docs/product.md#promotions); checked again at checkout. */
  discountCode: z.string().max(40).nullable().default(null),
});
export type SaveCartInput = z.output<typeof saveCartInput>;

/**
 * `cartReminders/{uid}`: the last reminder of the customer's cart (functions only): when it went, which left cart it
 * was about (the cart's updatedAt then), and when an order recovered it (docs/data-model.md#cartreminders).
 */
export const cartReminderSchema = z.object({
  remindedAt: timestamp,
  cartUpdatedAt: timestamp,
  mailId: z.string(),
  checkoutStarted: z.boolean().default(false),
  recoveredAt: timestamp.nullable().default(null),
  recoveredOrderId: z.string().nullable().default(null),
});
export type CartReminder = z.output<typeof cartReminderSchema>;

/** `keys/mailLinks`: the key that signs unsubscribe links; created by the functions on first use, no client reads. */
export const mailLinkKeySchema = z.object({ secret: z.string().min(32), createdAt: timestamp });
export type MailLinkKey = z.output<typeof mailLinkKeySchema>;
