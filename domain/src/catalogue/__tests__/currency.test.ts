import { describe, expect, it } from 'vitest';
import { approxPrice, currencyForLocale, sanitiseRates } from '../currency';

const rates = { GBP: 2000, USD: 1600, EUR: 1750, CAD: 1150 };

describe('approxPrice', () => {
  it('shows whole units from 10 up', () => {
    expect(approxPrice(84_000, 'GBP', rates)).toBe('≈ £42');
    expect(approxPrice(85_100, 'GBP', rates)).toBe('≈ £43');
    expect(approxPrice(3_200_000, 'USD', rates)).toBe('≈ $2,000');
    expect(approxPrice(23_000, 'CAD', rates)).toBe('≈ CA$20');
  });
  it('shows two decimals under 10', () => {
    expect(approxPrice(1500, 'GBP', rates)).toBe('≈ £0.75');
    expect(approxPrice(17_500, 'EUR', rates)).toBe('≈ €10');
    expect(approxPrice(15_000, 'EUR', rates)).toBe('≈ €8.57');
  });
  it('is null for naira, a missing or zero rate, or a bad amount', () => {
    expect(approxPrice(84_000, 'NGN', rates)).toBeNull();
    expect(approxPrice(84_000, 'GBP', { ...rates, GBP: 0 })).toBeNull();
    expect(approxPrice(84_000, 'USD', {})).toBeNull();
    expect(approxPrice(Number.NaN, 'GBP', rates)).toBeNull();
  });
});

describe('currencyForLocale', () => {
  it("follows the browser's region", () => {
    expect(currencyForLocale('en-GB')).toBe('GBP');
    expect(currencyForLocale('en-US')).toBe('USD');
    expect(currencyForLocale('en-CA')).toBe('CAD');
    expect(currencyForLocale('fr-CA')).toBe('CAD');
    expect(currencyForLocale('de')).toBe('EUR');
    expect(currencyForLocale('fr-FR')).toBe('EUR');
    expect(currencyForLocale('en-IE')).toBe('EUR');
  });
  it('stays in naira for Nigeria and anything else', () => {
    expect(currencyForLocale('en-NG')).toBe('NGN');
    expect(currencyForLocale('yo')).toBe('NGN');
    expect(currencyForLocale('en')).toBe('NGN');
    expect(currencyForLocale(undefined)).toBe('NGN');
  });
});

describe('sanitiseRates', () => {
  it('keeps positive numbers and zeroes the rest', () => {
    expect(sanitiseRates({ GBP: '2000.5', USD: -1, EUR: 'x', CAD: 1150 })).toEqual({
      GBP: 2000.5,
      USD: 0,
      EUR: 0,
      CAD: 1150,
    });
    expect(sanitiseRates(undefined)).toEqual({ GBP: 0, USD: 0, EUR: 0, CAD: 0 });
  });
});
