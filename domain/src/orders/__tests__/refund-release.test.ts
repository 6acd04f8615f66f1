import { describe, expect, it } from 'vitest';
import { REFUND_RELEASE_NOT_ALLOWED } from '../messages';
import { nairaInWords } from '../../shared/money';
import { checkRefundRelease, mayReleaseRefunds, refundablePayments } from '../refund-release';
import { defaultSettings, sanitiseSettings } from '../../settings/settings';
import { refusal } from '../../__tests__/refusal';

const adminsOnly = { refunds: { staffMayRelease: false } };
const staffToo = { refunds: { staffMayRelease: true } };

describe('who releases a refund', () => {
  it('an admin always; staff only when the shop says so; a customer never', () => {
    expect(mayReleaseRefunds('admin', adminsOnly)).toBe(true);
    expect(mayReleaseRefunds('staff', adminsOnly)).toBe(false);
    expect(mayReleaseRefunds('staff', staffToo)).toBe(true);
    expect(mayReleaseRefunds('customer', staffToo)).toBe(false);
    // The built-in settings keep it with admins; anything but a yes or no reads as no.
    expect(defaultSettings().refunds).toEqual({ staffMayRelease: false });
    expect(sanitiseSettings({ refunds: { staffMayRelease: 'yes' } }).refunds.staffMayRelease).toBe(false);
    expect(sanitiseSettings({ refunds: { staffMayRelease: true } }).refunds.staffMayRelease).toBe(true);
  });

  it('refunds what Paystack took and is not already owed back or under review', () => {
    const paid = { status: 'success', refundRequired: false, review: null, amountKobo: 4_900_000 };
    const payments = [
      paid,
      { ...paid, status: 'pending' },
      { ...paid, refundRequired: true },
      { ...paid, review: { kind: 'amount_mismatch' } },
      { ...paid, amountKobo: 500_000 },
    ];
    expect(refundablePayments(payments).map((p) => p.amountKobo)).toEqual([4_900_000, 500_000]);
  });

  it('a release names the amount owed now, by someone allowed, or it is refused in words', () => {
    expect(() => checkRefundRelease('admin', adminsOnly, 4_900_000, 4_900_000)).not.toThrow();
    expect(refusal(() => checkRefundRelease('staff', adminsOnly, 4_900_000, 4_900_000))).toMatchObject({
      kind: 'not_allowed',
      message: REFUND_RELEASE_NOT_ALLOWED,
    });
    expect(refusal(() => checkRefundRelease('admin', adminsOnly, 4_900_000, 5_400_000))).toMatchObject({
      kind: 'conflict',
      code: 'refund/amount-changed',
      message: 'The refund for this order is now ₦54,000. Check it and confirm again.',
    });
  });
});

describe('amounts in words', () => {
  it('reads a naira amount as on a cheque', () => {
    expect(nairaInWords(49_000)).toBe('forty-nine thousand naira');
    expect(nairaInWords(20_500)).toBe('twenty thousand, five hundred naira');
    expect(nairaInWords(11_150)).toBe('eleven thousand, one hundred and fifty naira');
    expect(nairaInWords(1_250_500)).toBe('one million, two hundred and fifty thousand, five hundred naira');
    expect(nairaInWords(2_000_015)).toBe('two million and fifteen naira');
    expect(nairaInWords(1_001)).toBe('one thousand and one naira');
    expect(nairaInWords(999_999)).toBe('nine hundred and ninety-nine thousand, nine hundred and ninety-nine naira');
    expect(nairaInWords(3_000_000_000)).toBe('three billion naira');
    expect(nairaInWords(7)).toBe('seven naira');
    expect(nairaInWords(0)).toBe('zero naira');
    expect(nairaInWords(Number.NaN)).toBe('zero naira');
  });
});
