// Worked examples of the money rules the refund queue, the reconciler and expiry share.
import { describe, expect, it } from 'vitest';
import {
  holdsForTransfer,
  isPaystackPending,
  isRefundDue,
  nextRefundAttemptAt,
  orderRefundSummary,
  paystackRefundIsAlive,
  paystackRefundIsDone,
  refundRetryDelayMs,
  refundStartedNote,
} from '../refunds';

const at = (minutes: number) => new Date(Date.UTC(2026, 10, 25, 12, minutes));

describe('refund retries', () => {
  it('back off 1, 2, 4 … minutes, never more than an hour', () => {
    expect([1, 2, 3, 4, 7, 50].map(refundRetryDelayMs)).toEqual([
      60_000, 120_000, 240_000, 480_000, 3_600_000, 3_600_000,
    ]);
  });
  it('read Paystack refund states: failed or reversed means ask again, processed means done', () => {
    expect(['pending', 'processing', 'needs-attention', 'processed'].every(paystackRefundIsAlive)).toBe(true);
    expect(['failed', 'reversed'].some(paystackRefundIsAlive)).toBe(false);
    expect(paystackRefundIsDone('processed')).toBe(true);
    expect(paystackRefundIsDone('pending')).toBe(false);
    expect(nextRefundAttemptAt(2, at(0))).toEqual(at(2));
  });
  it('are due once their time has come, unless already refunded', () => {
    expect(isRefundDue({ status: 'owed', nextAttemptAt: at(10) }, at(9))).toBe(false);
    expect(isRefundDue({ status: 'owed', nextAttemptAt: at(10) }, at(10))).toBe(true);
    expect(isRefundDue({ status: 'refunded', nextAttemptAt: at(0) }, at(10))).toBe(false);
  });
});

describe('pending transfers', () => {
  const order = { createdAt: at(0) };
  it('are the transactions Paystack still calls pending, ongoing, processing or queued', () => {
    expect(['pending', 'ongoing', 'processing', 'queued'].every(isPaystackPending)).toBe(true);
    expect(['success', 'abandoned', 'failed'].some(isPaystackPending)).toBe(false);
  });
  it('hold the stock 15 minutes past the last pending sighting, and never past four hours', () => {
    expect(holdsForTransfer(order, null, at(31))).toBe(false);
    expect(holdsForTransfer(order, at(31), at(45))).toBe(true);
    expect(holdsForTransfer(order, at(31), at(46))).toBe(false);
    expect(holdsForTransfer({ createdAt: new Date(at(0).getTime() - 4 * 3_600_000) }, at(0), at(1))).toBe(false);
  });
});

describe("an order's refund summary", () => {
  it('is pending while any refund is unconfirmed and adds up every refund', () => {
    const owed = { status: 'owed' as const, amountKobo: 1_000_000, createdAt: at(5), refundedAt: null };
    const done = { status: 'refunded' as const, amountKobo: 500_000, createdAt: at(1), refundedAt: at(8) };
    expect(orderRefundSummary([])).toBeNull();
    expect(orderRefundSummary([done, owed])).toEqual({ status: 'pending', amountKobo: 1_500_000, at: at(5) });
    expect(orderRefundSummary([done, { ...owed, status: 'refunded', refundedAt: at(9) }])).toEqual({
      status: 'refunded',
      amountKobo: 1_500_000,
      at: at(9),
    });
    expect(refundStartedNote(2_050_000)).toBe('Refund of ₦20,500 started');
  });
});
