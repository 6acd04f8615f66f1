import { describe, expect, it } from 'vitest';
import { PAYMENT_FAILED_OR_CANCELLED, PAYMENT_NOT_VERIFIED, PAYMENT_VERIFICATION_FAILED } from '../messages';
import { checkVerifiedTransaction, paymentReference } from '../payments';
import { PAYSTACK_REFERENCE_PATTERN } from '../schemas/order';

describe('payment references', () => {
  it('brand prefix, a dash, the timestamp, 6 random characters; Paystack-safe', () => {
    const now = new Date('2025-03-01T12:00:00Z');
    const ref = paymentReference(now, () => 0.5);
    expect(ref).toBe(`ASO-${now.getTime()}-SSSSSS`);
    expect(PAYSTACK_REFERENCE_PATTERN.test(ref)).toBe(true);
    expect(paymentReference(now, () => 1)).toMatch(/-999999$/);
  });
});

describe('verify answers', () => {
  const expected = { reference: 'ASO-1-AAAAAA', amountKobo: 1_800_000 };
  const good = { status: 'success', reference: 'ASO-1-AAAAAA', amount: 1_800_000, currency: 'NGN' };

  it('success with the same reference, amount and currency passes', () => {
    expect(() => checkVerifiedTransaction(good, expected)).not.toThrow();
  });

  it('abandoned, failed or reversed: payment failed or cancelled', () => {
    for (const status of ['abandoned', 'failed', 'reversed']) {
      expect(() => checkVerifiedTransaction({ ...good, status }, expected)).toThrow(PAYMENT_FAILED_OR_CANCELLED);
    }
  });

  it('a mismatch of amount, currency or reference: verification failed', () => {
    expect(() => checkVerifiedTransaction({ ...good, amount: 1_799_900 }, expected)).toThrow(
      PAYMENT_VERIFICATION_FAILED,
    );
    expect(() => checkVerifiedTransaction({ ...good, currency: 'USD' }, expected)).toThrow(PAYMENT_VERIFICATION_FAILED);
    expect(() => checkVerifiedTransaction({ ...good, reference: 'ASO-2-AAAAAA' }, expected)).toThrow(
      PAYMENT_VERIFICATION_FAILED,
    );
  });

  it('nothing readable: not verified', () => {
    expect(() => checkVerifiedTransaction(null, expected)).toThrow(PAYMENT_NOT_VERIFIED);
    expect(() => checkVerifiedTransaction({}, expected)).toThrow(PAYMENT_NOT_VERIFIED);
  });
});
