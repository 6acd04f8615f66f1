// Paystack's answers as the shop reads them: amounts as Paystack sends them (numbers or strings of digits), lists
// whose meta leaves out pageCount or spells the page size either way, and the whole spec shapes the contract test
// holds the double to (docs/paystack-contract.md). The double's own answers are checked in emulators/.
import { describe, expect, it } from 'vitest';
import {
  koboAmount,
  paystackRefundAnswer,
  paystackRefundListAnswer,
  paystackTransactionListAnswer,
  paystackVerifyAnswer,
  specRefundEvent,
  specVerifiedTransaction,
} from '../../checkout/schemas/paystack';

const verified = {
  id: 4_100_000_001,
  status: 'success',
  reference: 'ASO-1-AAAAAA',
  amount: 2_050_000,
  currency: 'NGN',
  channel: 'bank_transfer',
  paid_at: '2026-03-01T10:05:00.000Z',
};

describe('amounts', () => {
  it('are kobo as a JSON number or a string of digits, and nothing else', () => {
    expect(koboAmount.parse(5000)).toBe(5000);
    expect(koboAmount.parse('5000')).toBe(5000);
    for (const bad of ['50.00', '-1', 'abc', '', -1, 1.5, null, '9007199254740993']) {
      expect(koboAmount.safeParse(bad).success, String(bad)).toBe(false);
    }
  });
});

describe('what the shop reads', () => {
  it('a verify answer: id, status, reference, amount (either way), currency and channel', () => {
    const answer = paystackVerifyAnswer.parse({ status: true, message: 'Verification successful', data: verified });
    expect(answer.data).toMatchObject({ id: 4_100_000_001, amount: 2_050_000, channel: 'bank_transfer' });
    const asString = paystackVerifyAnswer.parse({
      status: true,
      message: '',
      data: { ...verified, amount: '2050000' },
    });
    expect(asString.data.amount).toBe(2_050_000);
    // Without its id the shop could not match a refund to it: refused.
    const { id: _id, ...noId } = verified;
    expect(paystackVerifyAnswer.safeParse({ status: true, message: '', data: noId }).success).toBe(false);
  });

  it('a list page whose meta has no pageCount, or the page size as a string', () => {
    const page = paystackTransactionListAnswer.parse({
      status: true,
      message: 'Transactions retrieved',
      data: [verified],
      meta: { total: 120, perPage: '50', page: 2 },
    });
    expect(page.meta).toMatchObject({ total: 120, perPage: 50, page: 2 });
    expect(page.meta?.pageCount).toBeUndefined();
    expect(paystackTransactionListAnswer.parse({ status: true, message: '', data: [] }).meta).toBeUndefined();
  });

  it('a refund from the create answer (its transaction an object) and from the list (an id and a reference)', () => {
    const created = paystackRefundAnswer.parse({
      status: true,
      message: 'Refund has been queued for processing',
      data: { id: 7, status: 'pending', amount: 2_050_000, currency: 'NGN', transaction: { id: 41, reference: 'R' } },
    });
    expect(created.data.transaction).toEqual({ id: 41, reference: 'R' });
    const listed = paystackRefundListAnswer.parse({
      status: true,
      message: 'Refunds retrieved',
      data: [
        {
          id: 8,
          status: 'failed',
          amount: '2050000',
          currency: 'NGN',
          transaction: 41,
          transaction_reference: 'R',
          reason: 'Account closed',
        },
      ],
      meta: { total: 1, skipped: 0, perPage: '100', page: 1, pageCount: 1, failedRefundCount: 1 },
    });
    expect(listed.data[0]).toMatchObject({ amount: 2_050_000, transaction: 41, reason: 'Account closed' });
  });
});

describe('the spec shapes', () => {
  it('refund events carry the amount as the samples do: a string, or a number in refund.failed', () => {
    const base = {
      status: 'processed',
      transaction_reference: 'R',
      refund_reference: '1320',
      currency: 'NGN',
      customer: { first_name: null, last_name: null, email: 'a@b.ng' },
      integration: 1,
      domain: 'test',
    };
    expect(specRefundEvent.safeParse({ event: 'refund.processed', data: { ...base, amount: '5000' } }).success).toBe(
      true,
    );
    expect(specRefundEvent.safeParse({ event: 'refund.failed', data: { ...base, amount: 20_000 } }).success).toBe(true);
    expect(specRefundEvent.safeParse({ event: 'refund.processed', data: { ...base, amount: '50.00' } }).success).toBe(
      false,
    );
  });

  it('a verified transaction needs every key the spec requires: `connect` missing is refused', () => {
    const result = specVerifiedTransaction.safeParse({ ...verified });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path[0])).toContain('connect');
  });
});
