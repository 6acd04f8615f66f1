import { describe, expect, it } from 'vitest';
import { depositPercentWords, lineDueNow, orderTotals, paysDeposit, paystackAmount, shippingQuote } from '../pricing';
import { defaultSettings } from '../../settings/settings';
import { clampDiscountPercent } from '../../referrals/referrals';
import { percentOf } from '../../shared/money';

/** The referral's share as the pricing pipeline takes it (promotions/price-order.ts). */
const referralDiscount = (subtotal: number, percent: unknown): number =>
  percentOf(subtotal, clampDiscountPercent(percent));

describe('shipping by zone from settings', () => {
  it('the default fee and lead time per zone', () => {
    const s = defaultSettings();
    expect(shippingQuote(s, 'ABEOKUTA')).toEqual({
      zone: 'ABEOKUTA',
      label: 'Abeokuta',
      fee: 1500,
      leadTimeDays: 2,
      enabled: true,
      sends: { RTW: true, MTO: true, PREORDER: true },
    });
    expect(shippingQuote(s, 'LAGOS')).toMatchObject({ fee: 2500, leadTimeDays: 3 });
    expect(shippingQuote(s, 'ABUJA')).toMatchObject({ fee: 3500, leadTimeDays: 4 });
    expect(shippingQuote(s, 'NATIONWIDE')).toMatchObject({ fee: 4500, leadTimeDays: 5 });
  });
});

describe('referral discount', () => {
  it('round(subtotal × percent / 100), default 0, clamped 0–90', () => {
    expect(referralDiscount(50000, 0)).toBe(0);
    expect(referralDiscount(50000, undefined)).toBe(0);
    expect(referralDiscount(50000, 10)).toBe(5000);
    expect(referralDiscount(12345, 5)).toBe(617); // 617.25
    expect(referralDiscount(50000, -5)).toBe(0);
    expect(referralDiscount(50000, 95)).toBe(45000);
  });
});

describe('pay full vs deposit', () => {
  it('only a pre-order line with deposit pays a deposit', () => {
    expect(paysDeposit({ type: 'PREORDER', payMode: 'deposit' })).toBe(true);
    expect(paysDeposit({ type: 'PREORDER', payMode: 'full' })).toBe(false);
    expect(paysDeposit({ type: 'RTW', payMode: 'deposit' })).toBe(false);
    expect(lineDueNow({ type: 'PREORDER', payMode: 'deposit', unitPrice: 25000, qty: 2, depositPercent: 40 })).toBe(
      20000,
    );
    expect(lineDueNow({ type: 'PREORDER', payMode: 'deposit', unitPrice: 25000, qty: 1 })).toBe(10000); // default 40 %
    expect(lineDueNow({ type: 'PREORDER', payMode: 'deposit', unitPrice: 25000, qty: 1, depositPercent: 95 })).toBe(
      22500,
    );
    expect(lineDueNow({ type: 'PREORDER', payMode: 'full', unitPrice: 25000, qty: 1, depositPercent: 40 })).toBe(25000);
    expect(lineDueNow({ type: 'MTO', payMode: null, unitPrice: 85000, qty: 1 })).toBe(85000);
  });
});

describe('order totals', () => {
  it('net total = subtotal + shipping − discount; all paid now without deposits', () => {
    const t = orderTotals({
      lines: [
        { type: 'RTW', payMode: null, unitPrice: 12500, qty: 2 },
        { type: 'MTO', payMode: null, unitPrice: 85000, qty: 1 },
      ],
      shippingFee: 2500,
      discount: 5000,
    });
    expect(t).toEqual({
      subtotal: 110000,
      shippingFee: 2500,
      discount: 5000,
      total: 107500,
      amountDueNow: 107500,
      balanceDue: 0,
    });
  });

  it('a deposit line leaves a balance; shipping is settled with the deposit, the discount comes off each line', () => {
    const t = orderTotals({
      lines: [
        { type: 'PREORDER', payMode: 'deposit', unitPrice: 25000, qty: 1, depositPercent: 40 },
        { type: 'RTW', payMode: null, unitPrice: 10000, qty: 1 },
      ],
      shippingFee: 1500,
      discount: 3500,
    });
    // 3,500 shared 2,500 / 1,000: the pre-order costs 22,500, its 40% deposit 9,000 and balance 13,500.
    expect(t).toEqual({
      subtotal: 35000,
      shippingFee: 1500,
      discount: 3500,
      total: 33000,
      amountDueNow: 9000 + 9000 + 1500,
      balanceDue: 13500,
    });
  });

  it('a discounted deposit is the window’s percent of the discounted price; a ₦0 first payment becomes the whole', () => {
    // 90 % off 100,000: the piece costs 10,000, its 40% deposit 4,000 now with shipping, 6,000 later.
    const t = orderTotals({
      lines: [{ type: 'PREORDER', payMode: 'deposit', unitPrice: 100000, qty: 1, depositPercent: 40 }],
      shippingFee: 1500,
      discount: 90000,
    });
    expect(t).toEqual({
      subtotal: 100000,
      shippingFee: 1500,
      discount: 90000,
      total: 11500,
      amountDueNow: 5500,
      balanceDue: 6000,
    });
    // A first payment that would be ₦0 with something owed cannot go through Paystack: the order is paid whole.
    expect(
      orderTotals({
        lines: [{ type: 'PREORDER', payMode: 'deposit', unitPrice: 1, qty: 1, depositPercent: 40 }],
        shippingFee: 0,
      }),
    ).toMatchObject({ total: 1, amountDueNow: 1, balanceDue: 0 });
  });

  it('never negative; missing, negative or non-finite fees and discounts count as 0', () => {
    expect(
      orderTotals({ lines: [{ type: 'RTW', payMode: null, unitPrice: 1000, qty: 1 }], shippingFee: 0, discount: 5000 }),
    ).toMatchObject({
      total: 0,
      amountDueNow: 0,
      balanceDue: 0,
    });
    expect(orderTotals({ lines: [], shippingFee: NaN })).toEqual({
      subtotal: 0,
      shippingFee: 0,
      discount: 0,
      total: 0,
      amountDueNow: 0,
      balanceDue: 0,
    });
    expect(
      orderTotals({
        lines: [{ type: 'RTW', payMode: null, unitPrice: 1000, qty: 1 }],
        shippingFee: -500,
        discount: NaN,
      }).total,
    ).toBe(1000);
  });

  it('Paystack amount is kobo', () => {
    expect(paystackAmount(18000)).toBe(1_800_000);
  });
});

describe('the deposit figure of marketing copy (issue 22)', () => {
  it('comes from the open windows: one figure, a range when they differ, none without a window', () => {
    expect(depositPercentWords([{ depositPercent: 50 }])).toBe('50%');
    expect(depositPercentWords([{ depositPercent: 50 }, { depositPercent: 40 }])).toBe('40–50%');
    expect(depositPercentWords([{ depositPercent: 40 }, { depositPercent: 40 }])).toBe('40%');
    expect(depositPercentWords([])).toBeNull();
  });
});
