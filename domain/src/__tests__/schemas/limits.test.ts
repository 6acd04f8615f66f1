// Ids from input become document paths, and each limit has its own words: a refusal says what is wrong, never the
// "missing" message of the same field, and a refusal that names a bound names the schema's.
import { describe, expect, it } from 'vitest';
import { CART_MAX_LINES, CART_MAX_QTY } from '../../shared/constants';
import { ID_INVALID, ID_TOO_LONG, textTooLong } from '../../shared/messages';
import { MATERIAL_REQUIRED } from '../../materials/messages';
import { REFERRAL_UNKNOWN, cartTooManyLines, quantityTooMany, shippingAddressTooLong } from '../../checkout/messages';
import { checkout, problems } from './fixtures';
import { id, isDocumentId } from '../../shared/schemas/common';
import { eventInput } from '../../events/schemas/events';
import { receiveMaterialInput } from '../../materials/schemas/materials';
import { payBalanceInput, startCheckoutInput } from '../../checkout/schemas/order';
import { CURRENCY_RATE_MAX } from '../../catalogue/currency';
import { WINDOW_DEPOSIT_INVALID } from '../../catalogue/messages';
import { depositPercentInput } from '../../catalogue/schemas/preorder-windows';
import { PROMOTION_CODE_FORMAT, PROMOTION_PERCENT_RANGE } from '../../promotions/messages';
import { promotionSchema } from '../../promotions/schemas/promotions';
import { REFERRAL_CODE_FORMAT } from '../../referrals/messages';
import { REFERRAL_CODE_LENGTH, isValidReferralCode } from '../../referrals/referrals';
import { CURRENCY_RATE_INVALID, REFERRAL_DISCOUNT_RANGE, REFERRAL_REWARD_RANGE } from '../../settings/messages';
import { settingsSchema } from '../../settings/schemas/settings';
import { rangeOf } from '../../shared/schemas/limits';

describe('document ids from input', () => {
  it.each(['a/b', '../x', '.', '..', '__name__', '__x__', '', '   ', 'orders/abc/events/1'])('refuses %j', (bad) => {
    expect(isDocumentId(bad.trim())).toBe(false);
    expect(problems(payBalanceInput, { orderId: bad })).toEqual({ orderId: ID_INVALID });
  });

  it('accepts ordinary ids, dots and underscores inside them included', () => {
    for (const good of ['AbC123xyz', 'v1.2', 'a..b', '__x', 'x__', '_', 'ÀSO-1']) expect(id.parse(good)).toBe(good);
  });

  it('a too-long id says so', () => {
    expect(problems(payBalanceInput, { orderId: 'x'.repeat(201) })).toEqual({ orderId: ID_TOO_LONG });
  });

  it('ids inside checkout lines, record keys and nullable ids are checked the same way', () => {
    expect(problems(startCheckoutInput, { ...checkout, lines: [{ productId: '..', size: 'M', qty: 1 }] })).toEqual({
      'lines.0.productId': ID_INVALID,
    });
    expect(problems(startCheckoutInput, { ...checkout, eventId: 'events/x' })).toEqual({ eventId: ID_INVALID });
    expect(problems(eventInput, { id: '__id__', name: 'Pop-up', date: new Date() })).toEqual({ id: ID_INVALID });
    expect(problems(receiveMaterialInput, { materialId: 'a/b', qty: 1 })).toEqual({ materialId: ID_INVALID });
    expect(problems(receiveMaterialInput, { materialId: ' ', qty: 1 })).toEqual({ materialId: MATERIAL_REQUIRED });
  });

  it('the referral code at checkout is checked against its own pattern', () => {
    for (const bad of ['A/B', '..', '__X__', 'AB', 'ADA X1'])
      expect(problems(startCheckoutInput, { ...checkout, referralCode: bad })).toEqual({
        referralCode: REFERRAL_UNKNOWN,
      });
    expect(startCheckoutInput.parse({ ...checkout, referralCode: 'ada-x1' }).referralCode).toBe('ADA-X1');
  });
});

describe('each limit has its own words', () => {
  it('quantity above the cap, too many lines, an address too long', () => {
    expect(problems(startCheckoutInput, { ...checkout, lines: [{ productId: 'x', size: 'M', qty: 100 }] })).toEqual({
      'lines.0.qty': quantityTooMany(CART_MAX_QTY),
    });
    const lines = Array.from({ length: CART_MAX_LINES + 1 }, (_, i) => ({ productId: `p${i}`, size: 'M', qty: 1 }));
    expect(problems(startCheckoutInput, { ...checkout, lines })).toEqual({ lines: cartTooManyLines(CART_MAX_LINES) });
    expect(
      problems(startCheckoutInput, { ...checkout, shipping: { address: 'x'.repeat(200_000), zone: 'LAGOS' } }),
    ).toEqual({
      'shipping.address': shippingAddressTooLong(500),
    });
    expect(problems(startCheckoutInput, { ...checkout, email: `${'a'.repeat(300)}@b.co` })).toEqual({
      email: textTooLong(200),
    });
    expect(problems(eventInput, { name: 'n'.repeat(201), date: new Date() })).toEqual({ name: textTooLong(200) });
  });
});

describe('refusals that name a bound name the one the schema enforces', () => {
  it.each([
    ['REFERRAL_CODE_FORMAT', REFERRAL_CODE_FORMAT, REFERRAL_CODE_LENGTH],
    ['PROMOTION_CODE_FORMAT', PROMOTION_CODE_FORMAT, REFERRAL_CODE_LENGTH],
    ['PROMOTION_PERCENT_RANGE', PROMOTION_PERCENT_RANGE, rangeOf(promotionSchema.shape.percent)],
    ['WINDOW_DEPOSIT_INVALID', WINDOW_DEPOSIT_INVALID, rangeOf(depositPercentInput)],
    ['REFERRAL_DISCOUNT_RANGE', REFERRAL_DISCOUNT_RANGE, rangeOf(settingsSchema.shape.referral.shape.discountPercent)],
    ['REFERRAL_REWARD_RANGE', REFERRAL_REWARD_RANGE, rangeOf(settingsSchema.shape.referral.shape.rewardPercent)],
  ])('%s', (_, words, { min, max }) => {
    expect(words).toContain(`${min} to ${max}`);
  });

  it('the code pattern is the stated length', () => {
    const { min, max } = REFERRAL_CODE_LENGTH;
    expect(isValidReferralCode('A'.repeat(min))).toBe(true);
    expect(isValidReferralCode('A'.repeat(min - 1))).toBe(false);
    expect(isValidReferralCode('A'.repeat(max))).toBe(true);
    expect(isValidReferralCode('A'.repeat(max + 1))).toBe(false);
  });

  it('the rate cap is the one its refusal names', () => {
    expect(CURRENCY_RATE_INVALID).toContain(CURRENCY_RATE_MAX.toLocaleString('en-GB'));
  });
});
