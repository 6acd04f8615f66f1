import { describe, expect, it } from 'vitest';
import { typedNumber, typedNumberOrNull } from '../numbers';

describe('a number as the owner types it', () => {
  it('reads thousands separators, a naira sign, NGN, spaces and kobo', () => {
    expect(typedNumber('42,000')).toBe(42_000);
    expect(typedNumber('₦42,000')).toBe(42_000);
    expect(typedNumber(' ₦ 42,000 ')).toBe(42_000);
    expect(typedNumber('N42,000')).toBe(42_000);
    expect(typedNumber('NGN 7,500.50')).toBe(7_500.5);
    expect(typedNumber('7,500.50')).toBe(7_500.5);
    expect(typedNumber('1,250,000')).toBe(1_250_000);
    expect(typedNumber('42000')).toBe(42_000);
    expect(typedNumber('2.5')).toBe(2.5);
    expect(typedNumber('.5')).toBe(0.5);
    expect(typedNumber('0')).toBe(0);
    // Stock going out.
    expect(typedNumber('-2')).toBe(-2);
    expect(typedNumber('-1,200')).toBe(-1_200);
  });

  it('reads nothing else, so the field refuses it in words rather than guessing', () => {
    for (const text of ['', '  ', 'abc', '42,00', '4,20,00', '42,000,', '1.2.3', '₦', '42k', '1e5', '0x10', '--2'])
      expect(typedNumber(text), JSON.stringify(text)).toBeNaN();
  });

  it('an empty optional field is none', () => {
    expect(typedNumberOrNull('')).toBeNull();
    expect(typedNumberOrNull(' ')).toBeNull();
    expect(typedNumberOrNull('₦1,500')).toBe(1_500);
    expect(typedNumberOrNull('x')).toBeNaN();
  });
});
