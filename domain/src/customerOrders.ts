// What My Orders says about an order's money, in the customer's words: an unpaid checkout is "Awaiting payment"
// (with Pay and Cancel while it holds its pieces), a cancelled order never shows a balance due, and a refund of a
// cancelled paid order says where the money is ("Refund pending" / "Refunded ₦…").
import { formatNaira } from './money';
import { isOpenCheckout, canResumeCheckout } from './openCheckouts';
import { PAYMENT_STATUS_LABELS } from './orders';
import type { OrderStatus, PaymentStatus } from './vocab';

/** `orders/{id}.refund` as settlement writes it when a paid order is cancelled; read defensively (may be absent). */
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
}

const AWAITING_PAYMENT = 'Awaiting payment';

/** A refund as the browser receives it (any shape) → a refund, or null when it is not one. */
export function refundFrom(value: unknown): CustomerRefund | null {
  if (typeof value !== 'object' || value === null) return null;
  const r = value as Record<string, unknown>;
  if (r.status !== 'pending' && r.status !== 'refunded') return null;
  const amountKobo =
    typeof r.amountKobo === 'number' && Number.isFinite(r.amountKobo) && r.amountKobo > 0 ? r.amountKobo : 0;
  const at = r.at instanceof Date ? r.at : null;
  return { status: r.status, amountKobo, at };
}

function refundLine(refund: CustomerRefund): string {
  const amount = refund.amountKobo > 0 ? formatNaira(refund.amountKobo / 100) : '';
  if (refund.status === 'refunded') return amount ? `Refunded ${amount}` : 'Refunded';
  return amount ? `Refund pending: ${amount}` : 'Refund pending';
}

export function customerMoneyView(order: CustomerOrderMoney, now: Date): CustomerMoneyView {
  const refund = order.refund ?? null;
  if (order.status === 'cancelled') {
    if (refund)
      return {
        badge: refund.status === 'refunded' ? 'Refunded' : 'Refund pending',
        tone: 'warn',
        balanceDue: null,
        awaiting: null,
        refundLine: refundLine(refund),
      };
    const refunded = order.paymentStatus === 'refunded' || order.paymentStatus === 'partially_refunded';
    return {
      badge: refunded ? PAYMENT_STATUS_LABELS[order.paymentStatus] : null,
      tone: 'neutral',
      balanceDue: null,
      awaiting: null,
      refundLine: null,
    };
  }
  if (isOpenCheckout(order, now)) {
    return {
      badge: AWAITING_PAYMENT,
      tone: 'warn',
      balanceDue: null,
      awaiting: { amount: order.amountDueNow, canPay: canResumeCheckout(order, now) },
      refundLine: null,
    };
  }
  const unpaid = order.paymentStatus === 'unpaid' || order.paymentStatus === 'pending';
  return {
    badge: PAYMENT_STATUS_LABELS[order.paymentStatus],
    tone: order.paymentStatus === 'paid' ? 'accent' : 'neutral',
    // Unpaid past its 30 minutes, expiry is about to cancel it: nothing is "due".
    balanceDue: !unpaid && order.balanceDue > 0 ? order.balanceDue : null,
    awaiting: null,
    refundLine: refund ? refundLine(refund) : null,
  };
}
