// Worked examples of the money rules the refund queue, the reconciler and expiry share.
import { describe, expect, it } from 'vitest';
import {
  holdsForTransfer,
  isFinalRefundFailure,
  isPaystackPending,
  isRefundDue,
  nextRefundAttemptAt,
  orderRefundSummary,
  paystackRefundFailure,
  paystackRefundState,
  refundFailedNote,
  refundRetryDelayMs,
  refundStartedNote,
  refundsOfPayment,
} from '../refunds';

const at = (minutes: number) => new Date(Date.UTC(2026, 10, 25, 12, minutes));

describe('refund retries', () => {
  it('back off 1, 2, 4 … minutes, never more than an hour', () => {
    expect([1, 2, 3, 4, 7, 50].map(refundRetryDelayMs)).toEqual([
      60_000, 120_000, 240_000, 480_000, 3_600_000, 3_600_000,
    ]);
  });
  it('read Paystack refund states: processed is done, failed, reversed or needs-attention waits for someone', () => {
    expect(['pending', 'processing', 'queued'].map(paystackRefundState)).toEqual(['alive', 'alive', 'alive']);
    expect(['failed', 'reversed', 'needs-attention'].map(paystackRefundState)).toEqual(['failed', 'failed', 'failed']);
    expect(paystackRefundState('processed')).toBe('processed');
    expect(nextRefundAttemptAt(2, at(0))).toEqual(at(2));
  });
  it('are due once their time has come, unless refunded or failed at Paystack (an admin decides those)', () => {
    expect(isRefundDue({ status: 'owed', nextAttemptAt: at(10) }, at(9))).toBe(false);
    expect(isRefundDue({ status: 'owed', nextAttemptAt: at(10) }, at(10))).toBe(true);
    expect(isRefundDue({ status: 'requested', nextAttemptAt: at(10) }, at(10))).toBe(true);
    expect(isRefundDue({ status: 'refunded', nextAttemptAt: at(0) }, at(10))).toBe(false);
    expect(isRefundDue({ status: 'failed', nextAttemptAt: at(0) }, at(10))).toBe(false);
  });
  it("say why Paystack could not complete one, in staff's words", () => {
    expect(paystackRefundFailure({ status: 'failed', reason: 'Card blocked by issuer' })).toBe(
      'Paystack could not complete the refund: Card blocked by issuer',
    );
    expect(paystackRefundFailure({ status: 'failed', reason: ' ' })).toBe('Paystack could not complete the refund');
    expect(paystackRefundFailure({ status: 'needs-attention', reason: null })).toBe(
      "Paystack needs the customer's bank details to finish this refund",
    );
    expect(refundFailedNote(2_050_000, 'Paystack could not complete the refund: Card blocked')).toBe(
      'Refund of ₦20,500 failed. Paystack could not complete the refund: Card blocked.',
    );
  });
  it('tell a failure Paystack never undoes from one it finishes once it has the bank details', () => {
    expect(isFinalRefundFailure(paystackRefundFailure({ status: 'failed', reason: 'Customer account closed' }))).toBe(
      true,
    );
    expect(isFinalRefundFailure(paystackRefundFailure({ status: 'failed', reason: null }))).toBe(true);
    expect(isFinalRefundFailure(paystackRefundFailure({ status: 'needs-attention', reason: 'No account' }))).toBe(
      false,
    );
    expect(isFinalRefundFailure('Refund could not be processed at this time')).toBe(false);
    expect(isFinalRefundFailure(null)).toBe(false);
  });
});

describe("a payment's refunds among Paystack's", () => {
  const payment = { transactionId: 4100, reference: 'ASO-1-AAAAAA', amountKobo: 2_050_000 };
  const mine = { id: 1, status: 'processed', amount: 2_050_000, currency: 'NGN', transaction: 4100 };
  it("count only on their own fields: this transaction's id (and reference when named), amount and currency", () => {
    const others = [
      { ...mine, id: 2, transaction: 4101 },
      { ...mine, id: 3, transaction_reference: 'ASO-2-BBBBBB' },
      { ...mine, id: 4, amount: 1_000_000 },
      { ...mine, id: 5, currency: 'GHS' },
      { ...mine, id: 6, transaction: null },
      { ...mine, id: 7, transaction: undefined },
    ];
    expect(refundsOfPayment([...others, mine], payment).map((r) => r.id)).toEqual([1]);
  });
  it('read the transaction from the create answer (an object) as from the list (an id)', () => {
    const created = { ...mine, id: 8, status: 'pending', transaction: { id: 4100, reference: 'ASO-1-AAAAAA' } };
    const stranger = { ...created, id: 9, transaction: { id: 4100, reference: 'ASO-9-ZZZZZZ' } };
    expect(refundsOfPayment([created, stranger], payment).map((r) => r.id)).toEqual([8]);
    expect(refundsOfPayment([{ ...mine, transaction_reference: 'ASO-1-AAAAAA' }], payment)).toHaveLength(1);
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
    expect(orderRefundSummary([done, owed])).toEqual({
      status: 'pending',
      amountKobo: 1_500_000,
      at: at(5),
      failure: null,
    });
    expect(orderRefundSummary([done, { ...owed, status: 'refunded', refundedAt: at(9) }])).toEqual({
      status: 'refunded',
      amountKobo: 1_500_000,
      at: at(9),
      failure: null,
    });
  });
  it("is failed, with Paystack's words, while a refund Paystack could not complete waits for an admin", () => {
    const failed = {
      status: 'failed' as const,
      amountKobo: 1_000_000,
      createdAt: at(5),
      refundedAt: null,
      lastError: 'Paystack could not complete the refund: Account closed',
    };
    expect(orderRefundSummary([failed])).toEqual({
      status: 'failed',
      amountKobo: 1_000_000,
      at: at(5),
      failure: 'Paystack could not complete the refund: Account closed',
    });
    expect(refundStartedNote(2_050_000)).toBe('Refund of ₦20,500 started');
  });
});
