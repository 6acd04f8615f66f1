import { describe, expect, it } from 'vitest';
import {
  LATE_PAYMENT_APPLIED_LINE,
  LATE_PAYMENT_REFUNDED_LINE,
  customerMoneyView,
  refundFrom,
  type CustomerOrderMoney,
} from '../customer-orders';

const createdAt = new Date('2026-03-01T10:00:00Z');
const at = (min: number) => new Date(createdAt.getTime() + min * 60_000);
const order = (over: Partial<CustomerOrderMoney> = {}): CustomerOrderMoney => ({
  status: 'pending',
  paymentStatus: 'unpaid',
  createdAt,
  amountDueNow: 40_500,
  balanceDue: 40_500,
  ...over,
});

describe('what My Orders says about money', () => {
  it('an unpaid checkout is Awaiting payment with what Pay charges, and no balance due', () => {
    expect(customerMoneyView(order(), at(3))).toEqual({
      badge: 'Awaiting payment',
      tone: 'warn',
      balanceDue: null,
      awaiting: { amount: 40_500, canPay: true },
      refundLine: null,
      awaitingPayment: null,
      folded: false,
      lateLine: null,
    });
    expect(customerMoneyView(order(), at(27)).awaiting).toEqual({ amount: 40_500, canPay: false });
  });

  it('a cancelled order never shows a balance due; a refund says where the money is', () => {
    expect(customerMoneyView(order({ status: 'cancelled' }), at(40))).toMatchObject({
      badge: null,
      balanceDue: null,
      awaiting: null,
      refundLine: null,
    });
    const paid = order({ status: 'cancelled', paymentStatus: 'paid', balanceDue: 0 });
    expect(
      customerMoneyView({ ...paid, refund: { status: 'pending', amountKobo: 4_050_000, at: null } }, at(90)),
    ).toMatchObject({ badge: 'Refund pending', refundLine: 'Refund pending: ₦40,500.00' });
    expect(
      customerMoneyView({ ...paid, refund: { status: 'refunded', amountKobo: 4_050_000, at: at(120) } }, at(200)),
    ).toMatchObject({ badge: 'Refunded', refundLine: 'Refunded ₦40,500.00' });
  });

  it('a deposit order keeps its red balance due; a paid one has none', () => {
    expect(customerMoneyView(order({ paymentStatus: 'deposit_paid', balanceDue: 30_000 }), at(60))).toMatchObject({
      badge: 'Deposit paid',
      balanceDue: 30_000,
      awaiting: null,
    });
    expect(customerMoneyView(order({ paymentStatus: 'paid', balanceDue: 0 }), at(60))).toMatchObject({
      badge: 'Paid',
      tone: 'accent',
      balanceDue: null,
    });
  });

  it('a transfer Paystack is waiting for is awaited, with no second Pay and no Cancel, even past 30 minutes', () => {
    const transfer = order({ paymentStatus: 'pending', paymentChannel: 'bank_transfer' });
    for (const minutes of [3, 90]) {
      expect(customerMoneyView(transfer, at(minutes))).toMatchObject({
        badge: 'Awaiting your bank transfer',
        tone: 'warn',
        awaiting: null,
        balanceDue: null,
        awaitingPayment: { amount: 40_500, how: 'bank transfer' },
      });
    }
    expect(customerMoneyView(order({ paymentStatus: 'pending', paymentChannel: 'ussd' }), at(3)).badge).toBe(
      'Awaiting your USSD payment',
    );
    expect(customerMoneyView(order({ paymentStatus: 'pending' }), at(3)).badge).toBe('Awaiting your payment');
  });

  it('a checkout never paid is folded away as "Payment not completed", never a cancelled order', () => {
    expect(customerMoneyView(order({ status: 'abandoned' }), at(40))).toEqual({
      badge: 'Payment not completed',
      tone: 'neutral',
      balanceDue: null,
      awaiting: null,
      refundLine: null,
      awaitingPayment: null,
      folded: true,
      lateLine: null,
    });
  });

  it('money that landed after the checkout closed says what became of it', () => {
    const refunded = order({
      status: 'abandoned',
      latePayment: 'refunded',
      refund: { status: 'pending', amountKobo: 4_050_000, at: at(300) },
    });
    expect(customerMoneyView(refunded, at(301))).toMatchObject({
      badge: 'Refund pending',
      folded: false,
      refundLine: 'Refund pending: ₦40,500.00',
      lateLine: LATE_PAYMENT_REFUNDED_LINE,
    });
    const applied = order({ paymentStatus: 'paid', balanceDue: 0, latePayment: 'applied' });
    expect(customerMoneyView(applied, at(300))).toMatchObject({ badge: 'Paid', lateLine: LATE_PAYMENT_APPLIED_LINE });
  });

  it('reads a refund defensively', () => {
    // A refund Paystack failed is still owed: the customer reads it as pending.
    expect(refundFrom({ status: 'failed', amountKobo: 100 })).toEqual({ status: 'pending', amountKobo: 100, at: null });
    expect(refundFrom(undefined)).toBeNull();
    expect(refundFrom({ status: 'weird' })).toBeNull();
    expect(refundFrom({ status: 'refunded', amountKobo: 'x' })).toEqual({
      status: 'refunded',
      amountKobo: 0,
      at: null,
    });
  });
});
