// Money the shop owes back or must look at (refunds, amounts that do not match, bank transfers still pending):
// the rules the refund queue, the reconciler and the "Payments to review" screen share. Pure; `now` is a parameter.
import { formatNairaAdmin, koboToNaira } from './money';

export const REFUND_STATUSES = ['owed', 'requested', 'refunded'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** unpayable: money arrived for an order that could not take it; order_cancelled: staff cancelled a paid order; review: an admin decided. */
export const REFUND_REASONS = ['unpayable', 'order_cancelled', 'review'] as const;
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

export function isRefundDue(refund: { status: RefundStatus; nextAttemptAt: Date }, now: Date): boolean {
  return refund.status !== 'refunded' && refund.nextAttemptAt.getTime() <= now.getTime();
}

/** Paystack refund statuses that mean it is accepted and on its way (or done); anything else means try again. */
export function paystackRefundIsAlive(status: string): boolean {
  return status !== 'failed' && status !== 'reversed';
}

export const paystackRefundIsDone = (status: string): boolean => status === 'processed';

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

/** The order's refund summary from its refunds: pending while any is not confirmed; the amount is all of them. */
export function orderRefundSummary(
  refunds: readonly { status: RefundStatus; amountKobo: number; createdAt: Date; refundedAt: Date | null }[],
): { status: 'pending' | 'refunded'; amountKobo: number; at: Date } | null {
  if (refunds.length === 0) return null;
  const amountKobo = refunds.reduce((sum, r) => sum + r.amountKobo, 0);
  const pending = refunds.filter((r) => r.status !== 'refunded');
  if (pending.length > 0)
    return { status: 'pending', amountKobo, at: new Date(Math.min(...pending.map((r) => r.createdAt.getTime()))) };
  return {
    status: 'refunded',
    amountKobo,
    at: new Date(Math.max(...refunds.map((r) => (r.refundedAt ?? r.createdAt).getTime()))),
  };
}

// Words (ours): timeline notes and history lines.
export const refundStartedNote = (kobo: number): string => `Refund of ${formatNairaAdmin(koboToNaira(kobo))} started`;
export const refundDoneNote = (kobo: number): string =>
  `Refund of ${formatNairaAdmin(koboToNaira(kobo))} confirmed by Paystack`;
export const MISMATCH_EVENT_NOTE = 'Cancelled: the payment did not match the order; held for review';
export const REFUND_REASON_LABELS: Readonly<Record<RefundReason, string>> = {
  unpayable: 'Paid after the order was closed',
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
