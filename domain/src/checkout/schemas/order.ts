import * as z from 'zod';
import { CART_MAX_LINES, CART_MAX_QTY, CART_MIN_QTY } from '../../shared/constants';
import {
  CART_EMPTY,
  CHECKOUT_ADDRESS_REQUIRED,
  CHECKOUT_COUNTRY_REQUIRED,
  CHECKOUT_INVALID_EMAIL,
  CHECKOUT_ZONE_REQUIRED,
  REFERRAL_UNKNOWN,
  cartTooManyLines,
  quantityTooMany,
  shippingAddressTooLong,
} from '../messages';
import { cleanTag, isCleanReferrer } from '../../marketing/attribution';
import { ATTRIBUTION_INVALID } from '../messages';
import { isValidReferralCode, normaliseReferralCode } from '../../referrals/referrals';
import {
  CHECKOUT_CLOSED_REASONS,
  ORDER_CHANNELS,
  ORDER_STATUSES,
  PAY_MODES,
  PAYMENT_PURPOSES,
  PAYMENT_RECORD_STATUSES,
  PAYMENT_STATUSES,
  STAFF_ORDER_STATUSES,
} from '../../shared/vocab';
import {
  customerPhone,
  email,
  id,
  isDocumentId,
  naira,
  productType,
  shippingZone,
  text,
  timestamp,
} from '../../shared/schemas/common';
import { groupShareRef } from '../../groups/schemas/groups';
import { HOME_COUNTRY, isCountryCode } from '../../shipping/countries';
import { measurementsSchema } from '../../catalogue/schemas/measurements';
import { orderRefundSchema, paymentReviewSchema } from '../../orders/schemas/refunds';
import { DISCOUNT_KINDS } from '../../promotions/price-order';
import { CODE_UNKNOWN } from '../../promotions/messages';

/**
 * The refund of a cancelled paid order, waiting for someone allowed to release it (orders/refund-release.ts): `awaiting`
 * until an admin (or staff, when settings allow) releases it — only then does money go back — or `withdrawn` when the
 * order is reopened first.
 */
export const refundRequestSchema = z.object({
  status: z.enum(['awaiting', 'released', 'withdrawn']),
  amountKobo: z.int().min(1),
  requestedBy: z.string(),
  requestedByEmail: z.string().nullable().default(null),
  requestedAt: timestamp,
  decidedBy: z.string().nullable().default(null),
  decidedByEmail: z.string().nullable().default(null),
  decidedAt: timestamp.nullable().default(null),
});
export type RefundRequest = z.output<typeof refundRequestSchema>;

/** The sale an order line was sold in, as the order keeps it. */
export const lineSaleSchema = z.object({
  promotionId: z.string(),
  name: z.string(),
  percent: z.int().min(1).max(90),
});

/**
 * One discount of an order (promotions/price-order.ts OrderDiscount): a sale's savings (already in the prices), the
 * code, the referral, or free delivery (the fee not charged), with the promotion's name and code.
 */
export const orderDiscountSchema = z.object({
  kind: z.enum(DISCOUNT_KINDS),
  promotionId: z.string().nullable(),
  name: z.string(),
  code: z.string().nullable(),
  amount: naira,
});

/**
 * The use of a discount code an order holds (docs/design.md#a-code-used-up-cleanly): `held` while the checkout awaits
 * payment, `released` when it closed unpaid (the use went back), `used` once paid. `slot`: the use slot a code with a
 * limit on uses gave it (`promotions/{id}/useSlots/{slot}`); null for a code without a limit, and for older orders.
 */
export const codeUseSchema = z.object({
  promotionId: z.string(),
  code: z.string(),
  state: z.enum(['held', 'released', 'used']),
  slot: z.int().min(0).nullable().default(null),
});
export type CodeUse = z.output<typeof codeUseSchema>;

/** A line of an order as it was sold: a snapshot, never re-read from the product. */
export const orderItemSchema = z.object({
  productId: z.string(),
  sku: z.string(),
  name: z.string(),
  type: productType,
  size: z.string().nullable(),
  qty: z.int().min(1),
  unitPrice: naira,
  /** 'deposit' only on pre-order lines paid by deposit. */
  payMode: z.enum(PAY_MODES),
  depositPercent: z.int().min(1).max(90).nullable(),
  /** What this line costs at the first payment: the deposit × qty, or the full line. */
  amountDueNow: naira,
  measurements: measurementsSchema.nullable(),
  /** The measurement profile the measurements were copied from, as it was named then. */
  measurementProfile: z.object({ name: z.string(), takenOn: z.string() }).nullable().optional(),
  image: z.string().nullable().default(null),
  /** RTW: the stock shard the units were taken from (released back there); absent or null = the main document. */
  stockShard: z.int().min(0).nullable().optional(),
  /** The piece's own price when a sale lowered unitPrice ("Was ₦…"); absent or null: sold at its own price. */
  listPrice: naira.nullable().optional(),
  /** The sale the line was sold in (docs/product.md#promotions); absent or null: none. */
  sale: lineSaleSchema.nullable().optional(),
  /** The line's share of the order's discount (a code and a referral); absent: none (or an order from before). */
  discount: naira.optional(),
});
export type OrderItem = z.output<typeof orderItemSchema>;

/**
 * `orders/{id}`: written only by functions. total = subtotal + shippingFee − discount (≥ 0);
 * amountDueNow is the first payment; balanceDue = total − amountPaid at every moment.
 */
/** Where the order came from (attribution.ts): the visit's first touch, kept on the order by startCheckout. */
export const orderAttributionSchema = z.object({
  source: z.string().nullable().default(null),
  medium: z.string().nullable().default(null),
  campaign: z.string().nullable().default(null),
  referralCode: z.string().nullable().default(null),
  referrer: z.string().nullable().default(null),
  landedAt: timestamp.nullable().default(null),
});
export type OrderAttribution = z.output<typeof orderAttributionSchema>;

export const orderSchema = z.object({
  userId: z.string(),
  customerId: z.string(),
  email: z.string(),
  /** The customer's name when the order was placed (their record's), for staff lists; '' when unknown. */
  customerName: z.string().default(''),
  /** What staff can find the order by (order-reference.ts orderSearchKeys): name, number, emails, phones. */
  searchKeys: z.array(z.string()).default([]),
  channel: z.enum(ORDER_CHANNELS).default('web'),
  eventId: z.string().nullable().default(null),
  status: z.enum(ORDER_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  items: z.array(orderItemSchema).min(1),
  /** Cost of goods by product type, fixed at the first payment from the bills and material costs (stats COGS). */
  costOfGoods: z.partialRecord(productType, z.number().min(0)).nullish(),
  /** Cost of one piece of each line (same order as items), fixed with costOfGoods; null: no bill, no typed cost. */
  itemCosts: z.array(z.number().min(0).nullable()).nullish(),
  subtotal: naira,
  shippingZone,
  shippingAddress: z.string(),
  /** The country delivered to (ISO code); orders from before delivery abroad went to Nigeria. */
  shippingCountry: z.string().default(HOME_COUNTRY),
  /** The customer's phone for delivery and WhatsApp (E.164, '+2348031234567'), '' when none was given. */
  shippingPhone: z.string().default(''),
  shippingFee: naira,
  shippingLeadTimeDays: z.int().min(0).default(0),
  /** The day it should arrive, stated at checkout (shipping/delivery.ts); null when a pre-order's date is not known. */
  deliveryBy: z.string().nullable().optional(),
  /** A deposit's balance is due on this day, when the pre-order window closes (catalogue/preorder-terms.ts). */
  balanceDueOn: z.string().nullable().optional(),
  discount: naira,
  total: naira,
  amountDueNow: naira,
  amountPaid: naira,
  depositPaid: naira,
  balanceDue: naira,
  referralCode: z.string().nullable().default(null),
  paystackReference: z.string().nullable().default(null),
  /** The checkout request this order was started from (openCheckouts.checkoutKey): the same request resumes it. */
  checkoutKey: z.string().nullable().optional(),
  /** The balance payment started last (payBalance): reused while it is open, so two tabs make one transaction. */
  openBalanceReference: z.string().nullable().optional(),
  createdAt: timestamp,
  updatedAt: timestamp.optional(),
  paidAt: timestamp.nullable().default(null),
  /** Money given back for this order (refunds/{reference}): pending until Paystack confirms every one. */
  refund: orderRefundSchema.nullable().optional(),
  /** A cancelled paid order's refund: who asked for it and who released it (docs/product.md#orders). */
  refundRequest: refundRequestSchema.nullable().optional(),
  /** An aso-ebi group share this order pays (settlement marks the member paid). */
  group: groupShareRef.nullable().optional(),
  /** How the checkout closed unpaid (`status: 'abandoned'`); money that lands late is taken only by some. */
  closedReason: z.enum(CHECKOUT_CLOSED_REASONS).nullable().optional(),
  /** Paystack's channel of the first payment once known: 'bank_transfer' and 'ussd' confirm minutes later. */
  paymentChannel: z.string().nullable().optional(),
  /** Money that landed after the checkout closed: taken ('applied', the pieces were still there) or refunded. */
  latePayment: z.enum(['applied', 'refunded']).nullable().optional(),
  /** Where the buyer came from (docs/product.md#channels); null: a direct visit, or an order from before. */
  attribution: orderAttributionSchema.nullable().optional(),
  /** The discount code given at checkout (docs/product.md#promotions); absent or null: none. */
  discountCode: z.string().nullable().optional(),
  /** Every discount of the order with its promotion's name and code; `discount` is the code's and referral's. */
  discounts: z.array(orderDiscountSchema).optional(),
  /** The code's use this order holds, gives back or has used. */
  codeUse: codeUseSchema.nullable().optional(),
});
export type Order = z.output<typeof orderSchema>;

/**
 * The order's timeline, stored as `orders/{id}/events/{id}` (the collection keeps its name); authorId null for the
 * system (payment settlement, expiry).
 */
export const timelineEntrySchema = z.object({
  status: z.enum(ORDER_STATUSES),
  note: z.string().default(''),
  authorId: z.string().nullable().default(null),
  createdAt: timestamp,
});
export type TimelineEntry = z.output<typeof timelineEntrySchema>;

/** Paystack references: letters, digits, '-', '.', '=' (docs/architecture.md#paystack). */
export const PAYSTACK_REFERENCE_PATTERN = /^[A-Za-z0-9.=-]{1,100}$/;
/** Also a document id (payments/{reference}): '.' and '..' match the pattern but are no id. */
const reference = z
  .string()
  .regex(PAYSTACK_REFERENCE_PATTERN, 'Invalid payment reference.')
  .refine(isDocumentId, 'Invalid payment reference.');

/** `payments/{reference}`: one per payment attempt; the idempotency record of settlement. */
export const paymentSchema = z.object({
  orderId: z.string(),
  userId: z.string().nullable().default(null),
  purpose: z.enum(PAYMENT_PURPOSES),
  amountKobo: z.int().min(1),
  status: z.enum(PAYMENT_RECORD_STATUSES),
  createdAt: timestamp,
  verifiedAt: timestamp.nullable().default(null),
  /** Money arrived for an order that could not take it (cancelled, or already paid): it is given back. */
  refundRequired: z.boolean().default(false),
  refundedAt: timestamp.nullable().default(null),
  /** Paystack's handle on the open transaction, kept so a returning customer resumes it instead of a new one. */
  accessCode: z.string().nullable().optional(),
  authorizationUrl: z.string().nullable().optional(),
  /** Paystack last reported this payment pending (a bank transfer on its way): expiry keeps the stock a while. */
  pendingSeenAt: timestamp.nullable().optional(),
  /** Set when Paystack's amount or currency does not match: never applied, waits for an admin. */
  review: paymentReviewSchema.nullable().optional(),
});
export type Payment = z.output<typeof paymentSchema>;

const checkoutLine = z.strictObject({
  productId: id,
  size: z.string().trim().max(10).nullable().default(null),
  qty: z
    .int('Quantity must be a whole number.')
    .min(CART_MIN_QTY, `Quantity must be at least ${CART_MIN_QTY}.`)
    .max(CART_MAX_QTY, quantityTooMany(CART_MAX_QTY)),
  /** Pre-order lines: how this line is paid; absent or null falls back to payModes[productId]. */
  payMode: z.enum(PAY_MODES).nullable().optional(),
});

/**
 * `startCheckout`: no prices travel from the browser. payModes and measurements are keyed by productId
 * (pre-order and MTO lines carry no size, so a product appears once).
 */
/** A campaign tag as the browser keeps it (attribution.cleanTag): anything else was not made by the shop's page. */
const campaignTag = z
  .string({ error: ATTRIBUTION_INVALID })
  .max(100, ATTRIBUTION_INVALID)
  .nullable()
  .refine((tag) => tag === null || cleanTag(tag) === tag, ATTRIBUTION_INVALID);

/** The visit's first touch (attribution.Touch), sent with startCheckout. */
export const attributionInput = z.strictObject(
  {
    source: campaignTag.default(null),
    medium: campaignTag.default(null),
    campaign: campaignTag.default(null),
    referralCode: z
      .string({ error: ATTRIBUTION_INVALID })
      .max(40, ATTRIBUTION_INVALID)
      .nullable()
      .default(null)
      .refine((code) => code === null || isValidReferralCode(code), ATTRIBUTION_INVALID),
    referrer: z
      .string({ error: ATTRIBUTION_INVALID })
      .max(300, ATTRIBUTION_INVALID)
      .nullable()
      .default(null)
      .refine((host) => host === null || isCleanReferrer(host), ATTRIBUTION_INVALID),
    landedAt: z.iso.datetime({ error: ATTRIBUTION_INVALID }),
  },
  { error: ATTRIBUTION_INVALID },
);

export const startCheckoutInput = z.strictObject({
  lines: z
    .array(checkoutLine, { error: CART_EMPTY })
    .min(1, CART_EMPTY)
    .max(CART_MAX_LINES, cartTooManyLines(CART_MAX_LINES)),
  email: email(CHECKOUT_INVALID_EMAIL),
  shipping: z.strictObject({
    address: z
      .string({ error: CHECKOUT_ADDRESS_REQUIRED })
      .trim()
      .min(1, CHECKOUT_ADDRESS_REQUIRED)
      .max(500, shippingAddressTooLong(500)),
    /** The country to deliver to (ISO code); a client from before delivery abroad sends none: Nigeria. */
    country: z
      .string({ error: CHECKOUT_COUNTRY_REQUIRED })
      .default(HOME_COUNTRY)
      .refine(isCountryCode, CHECKOUT_COUNTRY_REQUIRED),
    zone: z.enum(shippingZone.options, { error: CHECKOUT_ZONE_REQUIRED }),
    /** Optional: kept in international form (a Nigerian mobile as typed, a number abroad with its code). */
    phone: customerPhone(),
  }),
  /** A discount code (docs/product.md#promotions), looked up as promotionCodes/{code}: the code pattern first. */
  discountCode: z
    .string({ error: CODE_UNKNOWN })
    .max(40, CODE_UNKNOWN)
    .nullable()
    .default(null)
    .transform(normaliseReferralCode)
    .refine((code) => code === null || isValidReferralCode(code), CODE_UNKNOWN),
  /** Looked up as referralCodes/{code}: checked against the code pattern before it can reach a path. */
  referralCode: z
    .string({ error: REFERRAL_UNKNOWN })
    .max(40, REFERRAL_UNKNOWN)
    .nullable()
    .default(null)
    .transform(normaliseReferralCode)
    .refine((code) => code === null || isValidReferralCode(code), REFERRAL_UNKNOWN),
  payModes: z.record(id, z.enum(PAY_MODES)).default({}),
  measurements: z.record(id, measurementsSchema).default({}),
  /** The profile each MTO product's measurements came from (name and date, kept on the order line). */
  measurementProfiles: z.record(id, z.strictObject({ name: text(60), takenOn: text(10) })).default({}),
  eventId: id.nullable().default(null),
  /** Pays one member's share of an aso-ebi group; the server takes the piece and measurements from the group. */
  group: groupShareRef.nullable().default(null),
  /** Where the buyer came from, kept on the order (docs/product.md#channels). */
  attribution: attributionInput.nullable().default(null),
});
export type StartCheckoutInput = z.output<typeof startCheckoutInput>;

export const confirmPaymentInput = z.strictObject({ reference });
export const payBalanceInput = z.strictObject({ orderId: id });

/** backfillOrderSearch (admin, one-off): no input. */
export const backfillOrderSearchInput = z.strictObject({});

/**
 * Admin status change with an optional note; the order and its timeline event are written together. Cancelling a
 * paid order only asks for its refund, unless `releaseRefundKobo` releases it at once: the amount the person
 * confirmed, which must be what the order would refund (docs/product.md#orders).
 */
export const updateOrderStatusInput = z.strictObject({
  orderId: id,
  status: z.enum(STAFF_ORDER_STATUSES),
  note: text(500).default(''),
  releaseRefundKobo: z.int().min(1).nullable().default(null),
});

/** releaseRefund: give back a cancelled order's money, of exactly the amount the person confirmed. */
export const releaseRefundInput = z.strictObject({ orderId: id, amountKobo: z.int().min(1) });
export type UpdateOrderStatusInput = z.output<typeof updateOrderStatusInput>;
