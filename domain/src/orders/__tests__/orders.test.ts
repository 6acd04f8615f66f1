import { describe, expect, it } from 'vitest';
import { DomainError } from '../../shared/errors';
import { NO_BALANCE_DUE, PAYMENT_VERIFICATION_FAILED } from '../../checkout/messages';
import {
  ORDER_STATUS_LABELS,
  ORDER_STATUS_SHORT_LABELS,
  PAYMENT_STATUS_LABELS,
  PROGRESS_STEPS,
  amountToPay,
  canPayBalance,
  displayedStatus,
  isExpiredUnpaid,
  isRevenueEligible,
  canTakeLatePayment,
  orderProgress,
  settlePayment,
  statusChangeStockEffect,
  type PayableOrder,
} from '../orders';
import { ORDER_STATUSES, PAYMENT_STATUSES, STAFF_ORDER_STATUSES } from '../../shared/vocab';

describe('vocabularies and labels', () => {
  it('order statuses with their display words', () => {
    // The spec's six, which staff set, and a checkout never paid: not a cancelled order, and only the system's.
    expect(STAFF_ORDER_STATUSES).toEqual(['pending', 'in_production', 'ready', 'shipped', 'completed', 'cancelled']);
    expect(ORDER_STATUSES).toEqual([...STAFF_ORDER_STATUSES, 'abandoned']);
    expect(ORDER_STATUS_LABELS.abandoned).toBe('Payment not completed');
    expect(ORDER_STATUS_LABELS.pending).toBe('Order received');
    expect(ORDER_STATUS_SHORT_LABELS.pending).toBe('Received');
    expect(ORDER_STATUS_LABELS.completed).toBe('Delivered');
    expect(ORDER_STATUS_SHORT_LABELS.completed).toBe('Delivered');
    expect(ORDER_STATUS_LABELS.in_production).toBe('In production');
  });

  it('payment statuses', () => {
    expect(PAYMENT_STATUSES).toEqual(['unpaid', 'pending', 'deposit_paid', 'paid', 'refunded', 'partially_refunded']);
    expect(PAYMENT_STATUS_LABELS.partially_refunded).toBe('Partially refunded');
    expect(PAYMENT_STATUS_LABELS.deposit_paid).toBe('Deposit paid');
  });
});

describe('the 5-step progress bar', () => {
  const at = (iso: string) => new Date(iso);

  it('has five steps: received, in-production, ready, shipped, completed', () => {
    expect(PROGRESS_STEPS.map((s) => s.key)).toEqual(['received', 'in-production', 'ready', 'shipped', 'completed']);
  });

  it('follows the order status without a timeline', () => {
    const p = orderProgress('ready');
    expect(p.step).toBe(3);
    expect(p.steps.map((s) => [s.done, s.current])).toEqual([
      [true, false],
      [true, false],
      [true, true],
      [false, false],
      [false, false],
    ]);
    expect(orderProgress('pending').step).toBe(1);
    expect(orderProgress('completed').step).toBe(5);
  });

  it('the latest timeline event wins over the order field, whatever the order of the list', () => {
    const events = [
      { status: 'shipped' as const, createdAt: at('2025-03-03T10:00:00Z') },
      { status: 'pending' as const, createdAt: at('2025-03-01T10:00:00Z') },
      { status: 'in_production' as const, createdAt: at('2025-03-02T10:00:00Z') },
    ];
    expect(displayedStatus('pending', events)).toBe('shipped');
    expect(orderProgress('pending', events)).toMatchObject({ status: 'shipped', step: 4, cancelled: false });
    expect(displayedStatus('ready', [])).toBe('ready');
  });

  it('cancelled: step 0, nothing done', () => {
    const p = orderProgress('cancelled');
    expect(p).toMatchObject({ step: 0, cancelled: true, notCompleted: false });
    expect(p.steps.every((s) => !s.done && !s.current)).toBe(true);
  });

  it('a checkout never paid: step 0, not completed rather than cancelled', () => {
    expect(orderProgress('abandoned')).toMatchObject({ step: 0, cancelled: false, notCompleted: true });
    // A late payment that revived it writes a newer 'pending' event, which wins.
    const revived = [
      { status: 'abandoned' as const, createdAt: new Date('2025-01-01T10:30:00Z') },
      { status: 'pending' as const, createdAt: new Date('2025-01-01T14:00:00Z') },
    ];
    expect(orderProgress('pending', revived)).toMatchObject({ step: 1, notCompleted: false });
  });
});

describe('a checkout closed unpaid', () => {
  it('holds no stock: leaving it takes the pieces again, moving between closed states moves none', () => {
    expect(statusChangeStockEffect('abandoned', 'pending')).toBe('reserve');
    expect(statusChangeStockEffect('abandoned', 'cancelled')).toBe('none');
    expect(statusChangeStockEffect('cancelled', 'abandoned')).toBe('none');
    expect(statusChangeStockEffect('ready', 'abandoned')).toBe('release');
  });

  it('takes money that lands late only when it expired or was closed, as its first payment, never paid or refunded', () => {
    const closed = {
      status: 'abandoned' as const,
      paymentStatus: 'unpaid' as const,
      total: 20_500,
      amountDueNow: 20_500,
      amountPaid: 0,
      balanceDue: 20_500,
      closedReason: 'expired' as const,
      refund: null,
    };
    expect(canTakeLatePayment(closed, 'order')).toBe(true);
    expect(canTakeLatePayment({ ...closed, closedReason: 'closed' }, 'order')).toBe(true);
    expect(canTakeLatePayment({ ...closed, closedReason: 'replaced' }, 'order')).toBe(false);
    expect(canTakeLatePayment({ ...closed, closedReason: 'not_started' }, 'order')).toBe(false);
    expect(canTakeLatePayment({ ...closed, closedReason: null }, 'order')).toBe(false);
    expect(canTakeLatePayment(closed, 'balance')).toBe(false);
    expect(canTakeLatePayment({ ...closed, status: 'cancelled' }, 'order')).toBe(false);
    expect(canTakeLatePayment({ ...closed, refund: { status: 'pending' } }, 'order')).toBe(false);
    expect(canTakeLatePayment({ ...closed, amountPaid: 100 }, 'order')).toBe(false);
  });

  it('is never revenue and never pays a balance', () => {
    expect(isRevenueEligible({ status: 'abandoned', paymentStatus: 'paid' })).toBe(false);
    expect(
      canPayBalance({
        status: 'abandoned',
        paymentStatus: 'deposit_paid',
        total: 10,
        amountDueNow: 5,
        amountPaid: 5,
        balanceDue: 5,
      }),
    ).toBe(false);
  });
});

describe('revenue eligibility', () => {
  it('not cancelled, and paid, partially refunded or deposit paid', () => {
    expect(isRevenueEligible({ status: 'pending', paymentStatus: 'paid' })).toBe(true);
    expect(isRevenueEligible({ status: 'shipped', paymentStatus: 'partially_refunded' })).toBe(true);
    expect(isRevenueEligible({ status: 'pending', paymentStatus: 'deposit_paid' })).toBe(true);
    expect(isRevenueEligible({ status: 'cancelled', paymentStatus: 'paid' })).toBe(false);
    expect(isRevenueEligible({ status: 'pending', paymentStatus: 'unpaid' })).toBe(false);
    expect(isRevenueEligible({ status: 'pending', paymentStatus: 'pending' })).toBe(false);
    expect(isRevenueEligible({ status: 'completed', paymentStatus: 'refunded' })).toBe(false);
  });
});

describe('settling payments', () => {
  const now = new Date('2025-03-01T12:00:00Z');
  const full: PayableOrder = {
    status: 'pending',
    paymentStatus: 'unpaid',
    total: 40000,
    amountDueNow: 40000,
    amountPaid: 0,
    balanceDue: 40000,
  };
  const deposit: PayableOrder = { ...full, total: 33000, amountDueNow: 18000, balanceDue: 33000 };

  it('a full payment: paid, nothing due', () => {
    expect(amountToPay(full, 'order')).toBe(40000);
    expect(settlePayment(full, 'order', 40000, now)).toEqual({
      outcome: 'settled',
      patch: { paymentStatus: 'paid', amountPaid: 40000, balanceDue: 0, depositPaid: 0, paidAt: now },
    });
  });

  it('a deposit, then the balance', () => {
    const first = settlePayment(deposit, 'order', 18000, now);
    expect(first).toEqual({
      outcome: 'settled',
      patch: { paymentStatus: 'deposit_paid', amountPaid: 18000, balanceDue: 15000, depositPaid: 18000, paidAt: now },
    });
    if (first.outcome !== 'settled') throw new Error('unreachable');
    const afterDeposit = { ...deposit, ...first.patch };
    expect(canPayBalance(afterDeposit)).toBe(true);
    expect(amountToPay(afterDeposit, 'balance')).toBe(15000);
    const later = new Date('2025-04-01T12:00:00Z');
    expect(settlePayment(afterDeposit, 'balance', 15000, later)).toEqual({
      outcome: 'settled',
      patch: { paymentStatus: 'paid', amountPaid: 33000, balanceDue: 0, depositPaid: 18000, paidAt: later },
    });
  });

  it('repeats are harmless: a second settlement of the same purpose is already_settled', () => {
    expect(
      settlePayment({ ...full, paymentStatus: 'paid', amountPaid: 40000, balanceDue: 0 }, 'order', 40000, now),
    ).toEqual({ outcome: 'already_settled' });
    expect(
      settlePayment(
        { ...deposit, paymentStatus: 'deposit_paid', amountPaid: 18000, balanceDue: 15000 },
        'order',
        18000,
        now,
      ),
    ).toEqual({
      outcome: 'already_settled',
    });
    expect(
      settlePayment({ ...deposit, paymentStatus: 'paid', amountPaid: 33000, balanceDue: 0 }, 'balance', 15000, now),
    ).toEqual({
      outcome: 'already_settled',
    });
  });

  it('a payment for a cancelled or refunded order is not payable', () => {
    expect(settlePayment({ ...full, status: 'cancelled' }, 'order', 40000, now)).toEqual({ outcome: 'not_payable' });
    expect(settlePayment({ ...full, paymentStatus: 'refunded' }, 'balance', 1, now)).toEqual({
      outcome: 'not_payable',
    });
  });

  it('the wrong amount is refused', () => {
    expect(() => settlePayment(full, 'order', 39999, now)).toThrow(PAYMENT_VERIFICATION_FAILED);
    try {
      settlePayment(full, 'order', 1, now);
    } catch (e) {
      expect(e).toBeInstanceOf(DomainError);
      expect((e as DomainError).code).toBe('payment/amount-mismatch');
    }
  });

  it('no balance to pay', () => {
    expect(canPayBalance(full)).toBe(false);
    expect(() => amountToPay(full, 'balance')).toThrow(NO_BALANCE_DUE);
    expect(canPayBalance({ ...deposit, status: 'cancelled', paymentStatus: 'deposit_paid', balanceDue: 100 })).toBe(
      false,
    );
  });
});

describe('expiry of unpaid orders', () => {
  const created = new Date('2025-03-01T12:00:00Z');
  const order = { status: 'pending' as const, paymentStatus: 'unpaid' as const, createdAt: created };

  it('30 minutes, boundary included', () => {
    expect(isExpiredUnpaid(order, new Date('2025-03-01T12:29:59Z'))).toBe(false);
    expect(isExpiredUnpaid(order, new Date('2025-03-01T12:30:00Z'))).toBe(true);
    expect(isExpiredUnpaid({ ...order, paymentStatus: 'pending' }, new Date('2025-03-01T13:00:00Z'))).toBe(true);
    expect(isExpiredUnpaid({ ...order, paymentStatus: 'paid' }, new Date('2025-03-02T00:00:00Z'))).toBe(false);
    expect(isExpiredUnpaid({ ...order, status: 'cancelled' }, new Date('2025-03-02T00:00:00Z'))).toBe(false);
  });
});
