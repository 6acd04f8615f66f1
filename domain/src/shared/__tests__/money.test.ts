import { describe, expect, it } from 'vitest';
import { groupedNumber } from '../numbers';
import {
  clampDepositPercent,
  depositAmount,
  formatNaira,
  formatNairaAdmin,
  koboToNaira,
  lineAmount,
  nairaToKobo,
  percentOf,
  roundToKobo,
  sumNaira,
  toPrice,
} from '../money';
import { clamp, finiteOr0, toFiniteNumber } from '../numbers';

describe('numbers from loose input', () => {
  it('reads numbers and numeric strings, nothing else', () => {
    expect(toFiniteNumber(12)).toBe(12);
    expect(toFiniteNumber(' 3.5 ')).toBe(3.5);
    expect(toFiniteNumber('')).toBeNull();
    expect(toFiniteNumber('   ')).toBeNull();
    expect(toFiniteNumber('12abc')).toBeNull();
    expect(toFiniteNumber(NaN)).toBeNull();
    expect(toFiniteNumber(Infinity)).toBeNull();
    expect(toFiniteNumber(null)).toBeNull();
    expect(toFiniteNumber(undefined)).toBeNull();
    expect(toFiniteNumber(true)).toBeNull();
    expect(finiteOr0('x')).toBe(0);
    expect(finiteOr0('-4')).toBe(-4);
    expect(clamp(5, 1, 3)).toBe(3);
    expect(clamp(-5, 1, 3)).toBe(1);
  });
});

describe('prices', () => {
  it('non-numeric price becomes 0, negatives 0, fractions round half up', () => {
    expect(toPrice('abc')).toBe(0);
    expect(toPrice(undefined)).toBe(0);
    expect(toPrice(NaN)).toBe(0);
    expect(toPrice(-1)).toBe(0);
    expect(toPrice(0)).toBe(0);
    expect(toPrice('12500')).toBe(12500);
    expect(toPrice(99.5)).toBe(100);
    expect(toPrice(99.49)).toBe(99);
  });

  it('line amounts and sums ignore non-finite parts', () => {
    expect(lineAmount(12500, 3)).toBe(37500);
    expect(lineAmount(NaN, 3)).toBe(0);
    expect(lineAmount(100, Infinity)).toBe(0);
    expect(sumNaira([100, 200, NaN, Infinity, 300])).toBe(600);
    expect(sumNaira([])).toBe(0);
  });

  it('percentages round half up; non-finite → 0', () => {
    expect(percentOf(25000, 40)).toBe(10000);
    expect(percentOf(12345, 40)).toBe(4938); // 4938.0
    expect(percentOf(12346, 40)).toBe(4938); // 4938.4
    expect(percentOf(12347, 40)).toBe(4939); // 4938.8
    expect(percentOf(5, 10)).toBe(1); // 0.5 → 1
    expect(percentOf(NaN, 10)).toBe(0);
    expect(percentOf(100, NaN)).toBe(0);
  });

  it('costs keep kobo without float noise', () => {
    expect(roundToKobo(0.1 + 0.2)).toBe(0.3);
    expect(roundToKobo(350.555)).toBe(350.56);
    expect(roundToKobo(NaN)).toBe(0);
  });
});

describe('kobo at the Paystack boundary', () => {
  it('naira × 100, whole naira only', () => {
    expect(nairaToKobo(0)).toBe(0);
    expect(nairaToKobo(12500)).toBe(1_250_000);
    expect(() => nairaToKobo(10.5)).toThrow(RangeError);
    expect(() => nairaToKobo(-1)).toThrow(RangeError);
    expect(() => nairaToKobo(NaN)).toThrow(RangeError);
    expect(koboToNaira(1_250_000)).toBe(12500);
    expect(koboToNaira(150)).toBe(1.5);
  });
});

describe('deposits', () => {
  it('default 40 %, clamped 1–90, rounded', () => {
    expect(clampDepositPercent(undefined)).toBe(40);
    expect(clampDepositPercent(null)).toBe(40);
    expect(clampDepositPercent('abc')).toBe(40);
    expect(clampDepositPercent(NaN)).toBe(40);
    expect(clampDepositPercent(0)).toBe(1);
    expect(clampDepositPercent(-20)).toBe(1);
    expect(clampDepositPercent(1)).toBe(1);
    expect(clampDepositPercent(90)).toBe(90);
    expect(clampDepositPercent(91)).toBe(90);
    expect(clampDepositPercent('50')).toBe(50);
    expect(clampDepositPercent(33.6)).toBe(34);
  });

  it('deposit per item = round(price × percent / 100)', () => {
    expect(depositAmount(25000, 40)).toBe(10000);
    expect(depositAmount(25000, undefined)).toBe(10000);
    expect(depositAmount(25001, 40)).toBe(10000); // 10000.4
    expect(depositAmount(25002, 40)).toBe(10001); // 10000.8
    expect(depositAmount(10000, 0)).toBe(100); // clamped to 1 %
    expect(depositAmount(10000, 100)).toBe(9000); // clamped to 90 %
    expect(depositAmount(NaN, 40)).toBe(0);
  });
});

describe('formatting', () => {
  it('storefront: ₦ with en-NG grouping and two decimals', () => {
    expect(formatNaira(12500)).toBe('₦12,500.00');
    expect(formatNaira(0)).toBe('₦0.00');
    expect(formatNaira(1234567.5)).toBe('₦1,234,567.50');
    expect(formatNaira(-1500)).toBe('-₦1,500.00');
    expect(formatNaira(NaN)).toBe('₦0.00');
  });

  it('admin: no decimals', () => {
    expect(formatNairaAdmin(12500)).toBe('₦12,500');
    expect(formatNairaAdmin(1234567.5)).toBe('₦1,234,568');
    expect(formatNairaAdmin(-0.4)).toBe('₦0');
    expect(formatNairaAdmin(-2500)).toBe('-₦2,500');
    expect(formatNairaAdmin(Infinity)).toBe('₦0');
  });
});

describe('groupedNumber', () => {
  it('writes every amount as Intl en-NG does, rounding half up on the exact value', () => {
    const intl = [0, 2].map(
      (digits) => new Intl.NumberFormat('en-NG', { minimumFractionDigits: digits, maximumFractionDigits: digits }),
    );
    const values = [
      0, 0.5, 1.005, 1.5, 2.5, 2.675, 999.995, 1000, 12_345.675, 999_999.5, 1_234_567.5, 98_765_432_109.125,
    ];
    // A fixed walk over 2,000 amounts of every size up to 10¹¹, with three decimals (halves included).
    for (let i = 0, seed = 7; i < 2000; i += 1) {
      seed = (seed * 48_271) % 2_147_483_647;
      values.push(Math.round((seed / 2_147_483_647) * 10 ** (i % 12) * 1000) / 1000);
    }
    for (const value of values) {
      expect(groupedNumber(value, 0)).toBe(intl[0]!.format(value));
      expect(groupedNumber(value, 2)).toBe(intl[1]!.format(value));
    }
  });
});
