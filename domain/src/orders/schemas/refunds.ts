import * as z from 'zod';
import { REFUND_REASONS, REFUND_STATUSES } from '../refunds';
import { timestamp } from '../../shared/schemas/common';

/** One line of a money case's history, newest last: what happened and when (attempts, errors, decisions). */
export const moneyHistoryEntrySchema = z.object({ at: timestamp, note: z.string() });
export type MoneyHistoryEntry = z.output<typeof moneyHistoryEntrySchema>;

/**
 * `refunds/{reference}`: a refund owed for one Paystack transaction (the payment's reference), written in the same
 * transaction that decides the money cannot be kept. The reconciler retries it with backoff until Paystack
 * confirms it; it is never deleted. owed → requested (Paystack queued it) → refunded (Paystack processed it); failed
 * when Paystack could not complete it (its words in `lastError`), until an admin asks again.
 */
export const refundSchema = z.object({
  orderId: z.string(),
  amountKobo: z.int().min(1),
  reason: z.enum(REFUND_REASONS),
  status: z.enum(REFUND_STATUSES),
  attempts: z.int().min(0).default(0),
  /** When the reconciler may try again (backoff after a failure). */
  nextAttemptAt: timestamp,
  lastError: z.string().nullable().default(null),
  /** Paystack's refund id once it accepted one. */
  paystackRefundId: z.number().nullable().default(null),
  createdAt: timestamp,
  updatedAt: timestamp,
  refundedAt: timestamp.nullable().default(null),
  history: z.array(moneyHistoryEntrySchema).default([]),
  /** Set while one attempt talks to Paystack, so two runners never create two refunds. */
  leaseUntil: timestamp.nullable().default(null),
});
export type Refund = z.output<typeof refundSchema>;

/** `orders/{id}.refund`: what the customer and staff see of the order's refunds (all of its payments together). */
export const orderRefundSchema = z.object({
  /** failed: Paystack could not complete a refund and an admin must act (customers read it as pending). */
  status: z.enum(['pending', 'failed', 'refunded']),
  amountKobo: z.int().min(0),
  /** When the refund was started (pending) or confirmed (refunded). */
  at: timestamp,
  /** Paystack's words when it could not complete a refund (staff only see it; the customer reads "Refund pending"). */
  failure: z.string().nullable().default(null),
});
export type OrderRefund = z.output<typeof orderRefundSchema>;

/**
 * `payments/{reference}.review`: money Paystack confirmed that the shop must not apply by itself (the amount or
 * currency differs from what the order asked). Open until an admin refunds or applies it, once.
 */
export const paymentReviewSchema = z.object({
  kind: z.literal('amount_mismatch'),
  status: z.enum(['open', 'refunded', 'applied']),
  receivedKobo: z.int().min(0),
  receivedCurrency: z.string(),
  flaggedAt: timestamp,
  resolvedBy: z.string().nullable().default(null),
  resolvedAt: timestamp.nullable().default(null),
  history: z.array(moneyHistoryEntrySchema).default([]),
});
export type PaymentReview = z.output<typeof paymentReviewSchema>;

/** The admin's decision on a case in "Payments to review". */
export const resolvePaymentInput = z.strictObject({
  reference: z.string().regex(/^[A-Za-z0-9.=-]{1,100}$/, 'Invalid payment reference.'),
  action: z.enum(['refund', 'apply'], { error: 'Choose refund or apply.' }),
});
export type ResolvePaymentInput = z.output<typeof resolvePaymentInput>;
export const listPaymentReviewsInput = z.strictObject({});
