import { describe, expect, it } from 'vitest';
import { customerMoneyView, refundFrom, type CustomerOrderMoney } from '../customerOrders';

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

  it('reads a refund defensively', () => {
    expect(refundFrom(undefined)).toBeNull();
    expect(refundFrom({ status: 'weird' })).toBeNull();
    expect(refundFrom({ status: 'refunded', amountKobo: 'x' })).toEqual({
      status: 'refunded',
      amountKobo: 0,
      at: null,
    });
  });
});
