// An order's money and words as the back office says them (docs/product.md#orders), one source for the list, the
// order's detail and the orders CSV, so the spreadsheet reads like the screen: what came in, what went back, what is
// still owed — nothing for a checkout never paid or an order cancelled — how it was paid and where the buyer came
// from, as the Dashboard names it.
import { koboToNaira } from '../shared/money';
import { channelOf, type Attribution } from '../marketing/attribution';
import type { OrderChannel, OrderStatus, PaymentStatus } from '../shared/vocab';
import { ORDER_STATUS_LABELS, PAYMENT_STATUS_LABELS, isClosedStatus } from './orders';

export interface OrderForMoney {
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  amountPaid: number;
  balanceDue: number;
  refund?: { status: 'pending' | 'failed' | 'refunded'; amountKobo: number } | null;
  refundRequest?: { status: 'awaiting' | 'released' | 'withdrawn'; amountKobo: number } | null;
}

export type RefundState = 'awaiting' | 'pending' | 'failed' | 'refunded';

export interface OrderMoney {
  /** Naira the customer paid (every payment settled, whatever happened since). */
  readonly paid: number;
  /** Naira Paystack has given back. */
  readonly refunded: number;
  /** Where the order's refund stands, and for how much (null: no refund asked for). */
  readonly refund: { readonly state: RefundState; readonly amount: number } | null;
  /** Naira still owed by the customer: none once the order is cancelled, refunded or was never paid. */
  readonly balanceDue: number;
}

export function orderMoney(order: OrderForMoney): OrderMoney {
  const refund =
    order.refund != null
      ? { state: order.refund.status, amount: koboToNaira(order.refund.amountKobo) }
      : order.refundRequest?.status === 'awaiting'
        ? { state: 'awaiting' as const, amount: koboToNaira(order.refundRequest.amountKobo) }
        : null;
  const owesNothing = isClosedStatus(order.status) || order.paymentStatus === 'refunded';
  return {
    paid: order.amountPaid,
    refunded: refund?.state === 'refunded' ? refund.amount : 0,
    refund,
    balanceDue: owesNothing ? 0 : Math.max(0, order.balanceDue),
  };
}

export const REFUND_STATE_WORDS: Readonly<Record<RefundState, string>> = {
  awaiting: 'Refund awaiting release',
  pending: 'Refund pending',
  failed: 'Refund failed',
  refunded: 'Refunded',
};

/** 'Paid', 'Paid; refund pending', 'Refunded', 'Unpaid': the badges of the order, in one phrase. */
export function paymentWords(order: OrderForMoney): string {
  const base = PAYMENT_STATUS_LABELS[order.paymentStatus];
  const { refund } = orderMoney(order);
  if (!refund || (refund.state === 'refunded' && order.paymentStatus === 'refunded')) return base;
  return `${base}; ${REFUND_STATE_WORDS[refund.state].toLowerCase()}`;
}

export const orderStatusWords = (status: OrderStatus): string => ORDER_STATUS_LABELS[status];

/**
 * How Paystack took the money, as 'paid by …' finishes it: 'card', 'bank transfer', 'USSD', …; null when Paystack
 * named no channel (then the screen says nothing rather than 'paid by payment').
 */
export function paidByWords(channel: string | null | undefined): string | null {
  switch (channel) {
    case 'card':
      return 'card';
    case 'bank_transfer':
    case 'dedicated_nuban':
      return 'bank transfer';
    case 'bank':
      return 'bank account';
    case 'ussd':
      return 'USSD';
    case 'qr':
      return 'QR code';
    case 'mobile_money':
      return 'mobile money';
    case 'apple_pay':
      return 'Apple Pay';
    case 'eft':
      return 'EFT';
    default:
      return null;
  }
}

/** Where the buyer came from, as the Dashboard and Finance name it ('instagram / story', 'event / in person'). */
export const orderChannelWords = (order: {
  channel: OrderChannel;
  attribution?: Partial<Attribution> | null;
}): string => channelOf(order.attribution, order.channel);
