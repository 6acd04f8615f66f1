// Money the shop owes back or must look at (refunds, amounts that do not match, bank transfers still pending):
// the rules the refund queue, the reconciler and the "Payments to review" screen share. Pure; `now` is a parameter.
import { CURRENCY, formatNairaAdmin, koboToNaira } from '../shared/money';

/** owed → requested (Paystack queued it) → refunded; failed: Paystack could not complete it and an admin decides. */
export const REFUND_STATUSES = ['owed', 'requested', 'failed', 'refunded'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/**
 * unpayable: money arrived for an order that could not take it; late_payment: a transfer landed after its checkout
 * closed and the pieces had sold since; order_cancelled: staff cancelled a paid order; review: an admin decided.
 */
export const REFUND_REASONS = ['unpayable', 'late_payment', 'order_cancelled', 'review'] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

/** A refund still failing after this many tries is shown as failing on "Payments to review" (it keeps being retried). */
export const REFUND_FAILING_AFTER_ATTEMPTS = 3;
const FIRST_RETRY_MS = 60_000;
const LONGEST_RETRY_MS = 60 * 60_000;

/** Backoff after the n-th failed try (n ≥ 1): 1, 2, 4, … minutes, at most an hour. */
export function refundRetryDelayMs(attempts: number): number {
  const n = Math.max(1, Math.floor(attempts));
  return Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.min(n - 1, 20));
}

export function nextRefundAttemptAt(attempts: number, now: Date): Date {
  return new Date(now.getTime() + refundRetryDelayMs(attempts));
}

/** Owed or queued refunds are retried on their schedule; a refund Paystack failed waits for an admin. */
export function isRefundDue(refund: { status: RefundStatus; nextAttemptAt: Date }, now: Date): boolean {
  return (refund.status === 'owed' || refund.status === 'requested') && refund.nextAttemptAt.getTime() <= now.getTime();
}

/**
 * Where a refund stands at Paystack (pending, processing, processed, failed, needs-attention, …): processed is
 * money back; failed, reversed and needs-attention will not complete without someone acting; anything else is on
 * its way.
 */
export function paystackRefundState(status: string): 'processed' | 'alive' | 'failed' {
  if (status === 'processed') return 'processed';
  return status === 'failed' || status === 'reversed' || status === 'needs-attention' ? 'failed' : 'alive';
}

/** A refund as Paystack lists it (`GET /refund`) or answers it (`POST /refund`), as the shop reads it. */
export interface PaystackRefundSeen {
  readonly id: number;
  readonly status: string;
  readonly amount: number;
  readonly currency: string;
  /** The transaction's id in the list; the transaction itself in the create answer. */
  readonly transaction?: number | { readonly id: number; readonly reference?: string | undefined } | null | undefined;
  readonly transaction_reference?: string | null | undefined;
  readonly reason?: string | null | undefined;
}

/**
 * The refunds that are this payment's, checked on their own fields rather than on how Paystack was asked: the
 * transaction (its id, and its reference when the entry names one), the amount owed and the currency. A list that
 * ignored its `transaction` filter, or another order's refund, never counts (docs/paystack-contract.md).
 */
export function refundsOfPayment<R extends PaystackRefundSeen>(
  refunds: readonly R[],
  payment: { readonly transactionId: number; readonly reference: string; readonly amountKobo: number },
): R[] {
  return refunds.filter((r) => {
    const transactionId = typeof r.transaction === 'object' ? r.transaction?.id : r.transaction;
    const reference =
      r.transaction_reference ?? (typeof r.transaction === 'object' ? r.transaction?.reference : undefined);
    return (
      transactionId === payment.transactionId &&
      (reference === undefined || reference === null || reference === payment.reference) &&
      r.amount === payment.amountKobo &&
      r.currency === CURRENCY
    );
  });
}

/** Paystack's words for a refund it could not complete, for staff. */
export function paystackRefundFailure(refund: Pick<PaystackRefundSeen, 'status' | 'reason'>): string {
  const reason = refund.reason?.trim();
  if (refund.status === 'needs-attention')
    return `Paystack needs the customer's bank details to finish this refund${reason ? ` (${reason})` : ''}`;
  return reason ? `Paystack could not complete the refund: ${reason}` : 'Paystack could not complete the refund';
}

/**
 * Whether a stored refund's error is Paystack's final failure (paystackRefundFailure of a `failed` refund): that refund
 * never comes back, unlike one waiting for the customer's bank details, which Paystack finishes once it has them.
 */
export const isFinalRefundFailure = (lastError: string | null | undefined): boolean =>
  !!lastError?.startsWith('Paystack could not complete the refund');

/** `data.status` values of a transaction the customer has started paying by bank transfer (or similar) and that may still succeed. */
const PAYSTACK_PENDING = ['pending', 'ongoing', 'processing', 'queued'];
export const isPaystackPending = (status: string): boolean => PAYSTACK_PENDING.includes(status);

/** A pending transfer keeps its stock this long after Paystack last called it pending. */
export const TRANSFER_GRACE_MINUTES = 15;
/** …but never longer than this past the order's creation, so a transfer that never resolves cannot hoard stock. */
export const TRANSFER_HOLD_LIMIT_MINUTES = 4 * 60;

/** Whether an unpaid order whose transfer Paystack last saw pending at `pendingSeenAt` still keeps its stock. */
export function holdsForTransfer(order: { createdAt: Date }, pendingSeenAt: Date | null, now: Date): boolean {
  if (!pendingSeenAt) return false;
  if (now.getTime() - order.createdAt.getTime() >= TRANSFER_HOLD_LIMIT_MINUTES * 60_000) return false;
  return now.getTime() - pendingSeenAt.getTime() < TRANSFER_GRACE_MINUTES * 60_000;
}

/**
 * The order's refund summary from its refunds: refunded once Paystack confirmed every one; failed while one waits
 * for an admin after Paystack could not complete it (with Paystack's words, for staff); pending otherwise. The
 * amount is all of them.
 */
export function orderRefundSummary(
  refunds: readonly {
    status: RefundStatus;
    amountKobo: number;
    createdAt: Date;
    refundedAt: Date | null;
    lastError?: string | null;
  }[],
): { status: 'pending' | 'failed' | 'refunded'; amountKobo: number; at: Date; failure: string | null } | null {
  if (refunds.length === 0) return null;
  const amountKobo = refunds.reduce((sum, r) => sum + r.amountKobo, 0);
  const open = refunds.filter((r) => r.status !== 'refunded');
  const failed = open.find((r) => r.status === 'failed');
  if (open.length > 0)
    return {
      status: failed ? 'failed' : 'pending',
      amountKobo,
      at: new Date(Math.min(...open.map((r) => r.createdAt.getTime()))),
      failure: failed ? (failed.lastError ?? null) : null,
    };
  return {
    status: 'refunded',
    amountKobo,
    at: new Date(Math.max(...refunds.map((r) => (r.refundedAt ?? r.createdAt).getTime()))),
    failure: null,
  };
}

// Words (ours): timeline notes and history lines.
export const refundStartedNote = (kobo: number): string => `Refund of ${formatNairaAdmin(koboToNaira(kobo))} started`;
export const refundDoneNote = (kobo: number): string =>
  `Refund of ${formatNairaAdmin(koboToNaira(kobo))} confirmed by Paystack`;
export const refundFailedNote = (kobo: number, failure: string): string =>
  `Refund of ${formatNairaAdmin(koboToNaira(kobo))} failed. ${failure}.`;
export const MISMATCH_EVENT_NOTE = 'Cancelled: the payment did not match the order; held for review';
export const REFUND_REASON_LABELS: Readonly<Record<RefundReason, string>> = {
  unpayable: 'Paid after the order was closed',
  late_payment: 'Paid after the checkout closed; the pieces had sold',
  order_cancelled: 'Order cancelled after payment',
  review: 'Refunded from Payments to review',
};

// Refusals (ours).
export const CASE_ALREADY_RESOLVED = 'This payment has already been resolved.';
export const CASE_NOT_FOUND = 'No payment to review with that reference.';
export const APPLY_NOT_POSSIBLE = 'This payment cannot be applied to its order; refund it instead.';
export const REFUND_ALREADY_STARTED = 'This refund is already with Paystack.';
export const ORDER_REFUNDED_CANNOT_REOPEN =
  "This order's payment is being refunded or was refunded; it cannot be reopened.";
