// What My Orders says about an order's money, in the customer's words: an unpaid checkout is "Awaiting payment"
// (with Pay and Cancel while it holds its pieces), a transfer Paystack is waiting for is "Awaiting your bank
// transfer", a checkout never paid is folded away as "Payment not completed" (never a cancelled order), a cancelled
// order never shows a balance due, a refund says where the money is ("Refund pending" / "Refunded ₦…"), and money
// that landed after its checkout closed says what the shop did with it.
import { formatNaira } from '../shared/money';
import { isOpenCheckout, canResumeCheckout } from '../checkout/open-checkouts';
import { PAYMENT_STATUS_LABELS } from './orders';
import type { OrderStatus, PaymentStatus } from '../shared/vocab';

/**
 * `orders/{id}.refund` as settlement writes it when a paid order is cancelled; read defensively (may be absent). A
 * refund Paystack failed reads as pending: the shop still owes it and an admin is on it.
 */
export interface CustomerRefund {
  status: 'pending' | 'refunded';
  amountKobo: number;
  at: Date | null;
}

export interface CustomerOrderMoney {
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  createdAt: Date;
  amountDueNow: number;
  balanceDue: number;
  refund?: CustomerRefund | null;
  /** Paystack's channel of the first payment ('bank_transfer', 'ussd', 'card'), once known. */
  paymentChannel?: string | null;
  latePayment?: 'applied' | 'refunded' | null;
}

export type BadgeTone = 'neutral' | 'accent' | 'warn' | 'danger';

export interface CustomerMoneyView {
  /** The payment badge beside the order number; null for a cancelled order without a refund (the progress line
   * already says Cancelled). */
  badge: string | null;
  tone: BadgeTone;
  /** The red "Balance due" line: only for a live order that still owes money after its first payment. */
  balanceDue: number | null;
  /** An unpaid checkout still holding its pieces: what Pay charges, and whether Pay can still open it. */
  awaiting: { amount: number; canPay: boolean } | null;
  /** "Refund pending: ₦…" / "Refunded ₦…" for an order whose payment is being or was given back. */
  refundLine: string | null;
  /** Paystack is waiting for a bank transfer or USSD payment: what it takes, and how it comes. */
  awaitingPayment: { amount: number; how: string } | null;
  /** A checkout never paid that owes nothing back: shown folded, as "Payment not completed". */
  folded: boolean;
  /** Money that landed after the checkout closed: what the shop did with it. */
  lateLine: string | null;
}

const AWAITING_PAYMENT = 'Awaiting payment';
export const PAYMENT_NOT_COMPLETED = 'Payment not completed';
export const LATE_PAYMENT_APPLIED_LINE =
  'Your payment arrived after this checkout had closed. The pieces were still available, so your order is confirmed.';
export const LATE_PAYMENT_REFUNDED_LINE =
  'Your payment arrived after this checkout had closed, and the pieces had sold since, so we are giving it back.';

/** How a payment Paystack is waiting for comes, in words: 'bank transfer', 'USSD payment'. */
export function paymentChannelWords(channel: string | null | undefined): string {
  if (channel === 'bank_transfer' || channel === 'bank' || channel === 'dedicated_nuban') return 'bank transfer';
  if (channel === 'ussd') return 'USSD payment';
  return 'payment';
}

/** A refund as the browser receives it (any shape) → a refund, or null when it is not one. */
export function refundFrom(value: unknown): CustomerRefund | null {
  if (typeof value !== 'object' || value === null) return null;
  const r = value as Record<string, unknown>;
  if (r.status !== 'pending' && r.status !== 'failed' && r.status !== 'refunded') return null;
  const amountKobo =
    typeof r.amountKobo === 'number' && Number.isFinite(r.amountKobo) && r.amountKobo > 0 ? r.amountKobo : 0;
  const at = r.at instanceof Date ? r.at : null;
  return { status: r.status === 'refunded' ? 'refunded' : 'pending', amountKobo, at };
}

function refundLine(refund: CustomerRefund): string {
  const amount = refund.amountKobo > 0 ? formatNaira(refund.amountKobo / 100) : '';
  if (refund.status === 'refunded') return amount ? `Refunded ${amount}` : 'Refunded';
  return amount ? `Refund pending: ${amount}` : 'Refund pending';
}

const quiet = { awaitingPayment: null, folded: false, lateLine: null } as const;

export function customerMoneyView(order: CustomerOrderMoney, now: Date): CustomerMoneyView {
  const refund = order.refund ?? null;
  const lateLine =
    order.latePayment === 'applied'
      ? LATE_PAYMENT_APPLIED_LINE
      : order.latePayment === 'refunded'
        ? LATE_PAYMENT_REFUNDED_LINE
        : null;
  if (order.status === 'cancelled' || order.status === 'abandoned') {
    if (refund)
      return {
        ...quiet,
        badge: refund.status === 'refunded' ? 'Refunded' : 'Refund pending',
        tone: 'warn',
        balanceDue: null,
        awaiting: null,
        refundLine: refundLine(refund),
        lateLine,
      };
    if (order.status === 'abandoned')
      return {
        ...quiet,
        badge: PAYMENT_NOT_COMPLETED,
        tone: 'neutral',
        balanceDue: null,
        awaiting: null,
        refundLine: null,
        folded: true,
      };
    const refunded = order.paymentStatus === 'refunded' || order.paymentStatus === 'partially_refunded';
    return {
      ...quiet,
      badge: refunded ? PAYMENT_STATUS_LABELS[order.paymentStatus] : null,
      tone: 'neutral',
      balanceDue: null,
      awaiting: null,
      refundLine: null,
    };
  }
  // Paystack waits for a transfer (or USSD): no second Pay, no Cancel; the pieces are held while it is on its way.
  if (order.status === 'pending' && order.paymentStatus === 'pending') {
    const how = paymentChannelWords(order.paymentChannel);
    return {
      ...quiet,
      badge: `Awaiting your ${how}`,
      tone: 'warn',
      balanceDue: null,
      awaiting: null,
      refundLine: null,
      awaitingPayment: { amount: order.amountDueNow, how },
    };
  }
  if (isOpenCheckout(order, now)) {
    return {
      ...quiet,
      badge: AWAITING_PAYMENT,
      tone: 'warn',
      balanceDue: null,
      awaiting: { amount: order.amountDueNow, canPay: canResumeCheckout(order, now) },
      refundLine: null,
    };
  }
  const unpaid = order.paymentStatus === 'unpaid' || order.paymentStatus === 'pending';
  return {
    ...quiet,
    badge: PAYMENT_STATUS_LABELS[order.paymentStatus],
    tone: order.paymentStatus === 'paid' ? 'accent' : 'neutral',
    // Unpaid past its 30 minutes, expiry is about to cancel it: nothing is "due".
    balanceDue: !unpaid && order.balanceDue > 0 ? order.balanceDue : null,
    awaiting: null,
    refundLine: refund ? refundLine(refund) : null,
    lateLine,
  };
}
