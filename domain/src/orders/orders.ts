// Order vocabularies with their display words, the customer's 5-step progress, what counts as revenue, and the
// payment state machine that settlement applies (docs/architecture.md#style-functions).
import { UNPAID_ORDER_TIMEOUT_MINUTES } from '../shared/constants';
import { DomainError } from '../shared/errors';
import { NO_BALANCE_DUE, PAYMENT_VERIFICATION_FAILED } from '../checkout/messages';
import type { CheckoutClosedReason, OrderStatus, PaymentPurpose, PaymentStatus } from '../shared/vocab';

export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  pending: 'Order received',
  in_production: 'In production',
  ready: 'Ready',
  shipped: 'Shipped',
  completed: 'Delivered',
  cancelled: 'Cancelled',
  abandoned: 'Payment not completed',
};

/** The short words of the progress bar and admin badges ('Received' where the long form is 'Order received'). */
export const ORDER_STATUS_SHORT_LABELS: Readonly<Record<OrderStatus, string>> = {
  ...ORDER_STATUS_LABELS,
  pending: 'Received',
};

export const PAYMENT_STATUS_LABELS: Readonly<Record<PaymentStatus, string>> = {
  unpaid: 'Unpaid',
  pending: 'Pending',
  deposit_paid: 'Deposit paid',
  paid: 'Paid',
  refunded: 'Refunded',
  partially_refunded: 'Partially refunded',
};

/** The five steps of the customer's progress bar, in order. */
export const PROGRESS_STEPS = [
  { key: 'received', status: 'pending', label: 'Received' },
  { key: 'in-production', status: 'in_production', label: 'In production' },
  { key: 'ready', status: 'ready', label: 'Ready' },
  { key: 'shipped', status: 'shipped', label: 'Shipped' },
  { key: 'completed', status: 'completed', label: 'Delivered' },
] as const satisfies readonly { key: string; status: OrderStatus; label: string }[];

/** The note of the timeline event written when an order is paid. */
export const SETTLED_EVENT_NOTE = 'Order received';
export const EXPIRED_EVENT_NOTE = 'Payment not completed in time; the pieces went back on sale';
/** The customer declined or closed the payment window (the checkout's reservation is released at once). */
export const ABANDONED_EVENT_NOTE = 'Payment not completed: declined or closed';
/** Paystack could not start the payment (the checkout's reservation is released at once). */
export const NOT_STARTED_EVENT_NOTE = 'Payment not completed: the payment window could not be opened';
/** Money for a closed checkout landed late and its pieces were still there: the order goes ahead. */
export const LATE_PAYMENT_APPLIED_NOTE =
  'Payment arrived after the checkout closed; the pieces were still available, so the order is confirmed';
/** Money for a closed checkout landed late and its pieces had sold: it goes back. */
export const latePaymentRefundedNote = (naira: string): string =>
  `Payment of ${naira} arrived after the checkout closed and the pieces had sold since; it is being refunded`;
/** Paystack reports the payment on its way (a bank transfer or USSD): the pieces are held meanwhile. */
export const AWAITING_PAYMENT_EVENT_NOTE = 'Waiting for the payment to arrive; the pieces are held';
/** A deposit order's balance was paid. */
export const BALANCE_PAID_EVENT_NOTE = 'Balance paid';

interface TimelineEntry {
  status: OrderStatus;
  createdAt: Date;
}

/**
 * The status a customer sees: the latest timeline event wins over the order's own field
 * (docs/product.md#my-orders).
 */
export function displayedStatus(status: OrderStatus, events: readonly TimelineEntry[]): OrderStatus {
  let latest: TimelineEntry | undefined;
  for (const e of events) if (!latest || e.createdAt.getTime() >= latest.createdAt.getTime()) latest = e;
  return latest?.status ?? status;
}

export interface OrderProgress {
  status: OrderStatus;
  /** 1–5 along the bar; 0 when cancelled or never paid. */
  step: number;
  cancelled: boolean;
  /** A checkout that was never paid ('Payment not completed'): no bar either. */
  notCompleted: boolean;
  steps: { key: string; label: string; done: boolean; current: boolean }[];
}

export function orderProgress(status: OrderStatus, events: readonly TimelineEntry[] = []): OrderProgress {
  const shown = displayedStatus(status, events);
  const step = PROGRESS_STEPS.findIndex((s) => s.status === shown) + 1;
  return {
    status: shown,
    step,
    cancelled: shown === 'cancelled',
    notCompleted: shown === 'abandoned',
    steps: PROGRESS_STEPS.map((s, i) => ({ key: s.key, label: s.label, done: i < step, current: i + 1 === step })),
  };
}

/**
 * Payment states that mean money was kept: paid, partially_refunded and a paid deposit
 * (docs/product.md#orders-and-payments).
 */
export const REVENUE_PAYMENT_STATUSES: readonly PaymentStatus[] = ['paid', 'partially_refunded', 'deposit_paid'];

/** Cancelled, or a checkout that closed unpaid: holds no stock and counts for nothing. */
export const isClosedStatus = (status: OrderStatus): boolean => status === 'cancelled' || status === 'abandoned';

/** Revenue counts orders that are not cancelled and whose payment was kept (docs/product.md#orders-and-payments). */
export function isRevenueEligible(order: { status: OrderStatus; paymentStatus: PaymentStatus }): boolean {
  return !isClosedStatus(order.status) && REVENUE_PAYMENT_STATUSES.includes(order.paymentStatus);
}

export interface PayableOrder {
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  total: number;
  amountDueNow: number;
  amountPaid: number;
  balanceDue: number;
}

export function canPayBalance(order: PayableOrder): boolean {
  return !isClosedStatus(order.status) && order.paymentStatus === 'deposit_paid' && order.balanceDue > 0;
}

/** The amount the next payment of this purpose must be, or a DomainError when there is nothing to pay. */
export function amountToPay(order: PayableOrder, purpose: PaymentPurpose): number {
  if (purpose === 'order') return order.amountDueNow;
  if (!canPayBalance(order)) throw new DomainError('conflict', 'payment/no-balance', NO_BALANCE_DUE);
  return order.balanceDue;
}

export type SettlementResult =
  | {
      outcome: 'settled';
      patch: Pick<PayableOrder, 'paymentStatus' | 'amountPaid' | 'balanceDue'> & { depositPaid: number; paidAt: Date };
    }
  | { outcome: 'already_settled' }
  /** The order cannot take this payment (cancelled, e.g. expired, or refunded): record it and flag a refund. */
  | { outcome: 'not_payable' };

/**
 * Apply a verified payment (whole naira) to an order, once. A repeat for a purpose already settled returns
 * already_settled; an amount that is not what the order expects throws payment_failed.
 */
export function settlePayment(
  order: PayableOrder,
  purpose: PaymentPurpose,
  amount: number,
  now: Date,
): SettlementResult {
  const firstDone = order.paymentStatus !== 'unpaid' && order.paymentStatus !== 'pending';
  if (purpose === 'order' && firstDone) return { outcome: 'already_settled' };
  if (purpose === 'balance' && order.paymentStatus !== 'deposit_paid') {
    return order.paymentStatus === 'paid' ? { outcome: 'already_settled' } : { outcome: 'not_payable' };
  }
  if (isClosedStatus(order.status)) return { outcome: 'not_payable' };
  const expected = purpose === 'order' ? order.amountDueNow : order.balanceDue;
  if (amount !== expected)
    throw new DomainError('payment_failed', 'payment/amount-mismatch', PAYMENT_VERIFICATION_FAILED);
  const amountPaid = order.amountPaid + amount;
  const balanceDue = Math.max(0, order.total - amountPaid);
  return {
    outcome: 'settled',
    patch: {
      paymentStatus: balanceDue > 0 ? 'deposit_paid' : 'paid',
      amountPaid,
      balanceDue,
      depositPaid: purpose === 'order' ? (balanceDue > 0 ? amount : 0) : order.amountPaid,
      paidAt: now,
    },
  };
}

/**
 * Unpaid orders older than 30 minutes are cancelled and their stock released
 * (docs/architecture.md#checkout-and-settlement).
 */
export function isExpiredUnpaid(
  order: { status: OrderStatus; paymentStatus: PaymentStatus; createdAt: Date },
  now: Date,
): boolean {
  const unpaid = order.paymentStatus === 'unpaid' || order.paymentStatus === 'pending';
  return (
    order.status === 'pending' &&
    unpaid &&
    now.getTime() - order.createdAt.getTime() >= UNPAID_ORDER_TIMEOUT_MINUTES * 60_000
  );
}

/**
 * What an admin status change does to the order's reserved stock (docs/architecture.md#style-domain): a non-cancelled
 * order holds its RTW units, so moving into cancelled releases them and moving out of cancelled takes them again (which
 * fails when they have been sold since). Any other move leaves stock alone; no ordering of statuses is enforced
 * (docs/product.md#orders).
 */
export function statusChangeStockEffect(from: OrderStatus, to: OrderStatus): 'release' | 'reserve' | 'none' {
  if (isClosedStatus(from) === isClosedStatus(to)) return 'none';
  return isClosedStatus(to) ? 'release' : 'reserve';
}

/**
 * Money that lands for a checkout already closed unpaid (a bank transfer confirmed after its hold ran out): the
 * order may still take it when it expired or its window was closed (not when a newer checkout replaced it or the
 * payment never started), nothing of it was paid or refunded, and it is the order's first payment. Whether its
 * pieces are still there is the caller's to check, in the same transaction (docs/architecture.md#late-payments).
 */
export function canTakeLatePayment(
  order: PayableOrder & { closedReason?: CheckoutClosedReason | null; refund?: unknown },
  purpose: PaymentPurpose,
): boolean {
  return (
    order.status === 'abandoned' &&
    purpose === 'order' &&
    (order.closedReason === 'expired' || order.closedReason === 'closed') &&
    order.amountPaid === 0 &&
    (order.refund === null || order.refund === undefined)
  );
}
