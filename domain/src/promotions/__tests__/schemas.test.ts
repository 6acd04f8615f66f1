// The Promotions form's refusals (docs/product.md#promotions): each beside its field, in words, never clamped — a
// 120 % discount, an end before the start, a code that is not a code — and the fields a kind does not use dropped.
import { describe, expect, it } from 'vitest';
import { checkInput } from '../../shared/validate';
import { checkCodeInput, savePromotionInput } from '../schemas/promotions';

const problems = (data: unknown) => {
  const checked = checkInput(savePromotionInput, data);
  return checked.ok ? {} : (checked.error.fields ?? {});
};

const sale = {
  kind: 'sale',
  name: 'Detty December',
  percent: 15,
  scope: { collections: ['Owambe'] },
  startsAt: '2026-12-01T00:00',
  endsAt: '2026-12-26T23:59',
};
const code = {
  kind: 'code',
  name: 'Amaka’s first order',
  code: ' amaka10 ',
  offer: 'percent',
  percent: 10,
  everything: true,
  firstOrderOnly: true,
};

describe('savePromotion input', () => {
  it('a sale: its percent, pieces and Lagos window, kept as instants', () => {
    const parsed = savePromotionInput.parse(sale);
    expect(parsed).toMatchObject({
      kind: 'sale',
      percent: 15,
      code: null,
      offer: null,
      minSubtotal: 0,
      scope: { productIds: [], collections: ['Owambe'], types: [] },
      maxUses: null,
      firstOrderOnly: false,
    });
    expect(parsed.startsAt?.toISOString()).toBe('2026-11-30T23:00:00.000Z');
    expect(parsed.endsAt?.toISOString()).toBe('2026-12-26T22:59:00.000Z');
  });

  it('a code: upper-cased; what it gives, its minimum, uses and window', () => {
    expect(savePromotionInput.parse(code)).toMatchObject({
      code: 'AMAKA10',
      offer: 'percent',
      percent: 10,
      amount: null,
      scope: { productIds: [], collections: [], types: [] },
      startsAt: null,
      endsAt: null,
      firstOrderOnly: true,
    });
    const amount = savePromotionInput.parse({
      ...code,
      offer: 'amount',
      percent: 10,
      amount: 5000,
      minSubtotal: 50000,
    });
    expect(amount).toMatchObject({ percent: null, amount: 5000, minSubtotal: 50000 });
  });

  it('refuses a 120 % discount, 0 %, a fraction and letters beside the percent', () => {
    for (const percent of [120, 0, 12.5, Number.NaN, -5])
      expect(problems({ ...sale, percent })).toEqual({ percent: 'Enter a percentage from 1 to 90.' });
    expect(problems({ ...code, percent: 95 })).toEqual({ percent: 'Enter a percentage from 1 to 90.' });
  });

  it('refuses an end before (or at) the start, and a sale without its dates', () => {
    expect(problems({ ...sale, endsAt: '2026-11-30T09:00' })).toEqual({ endsAt: 'The end must be after the start.' });
    expect(problems({ ...sale, endsAt: sale.startsAt })).toEqual({ endsAt: 'The end must be after the start.' });
    expect(problems({ ...sale, startsAt: '', endsAt: null })).toEqual({
      startsAt: 'A sale needs a start: enter its date and time.',
      endsAt: 'A sale needs an end: enter its date and time.',
    });
    expect(problems({ ...sale, startsAt: '2026-12-32T00:00' })).toEqual({
      startsAt: 'Enter a date and a time, such as 2026-12-01 and 09:00.',
    });
  });

  it('refuses a code that is not 3 to 20 letters, digits or dashes, and a code without an offer', () => {
    for (const bad of ['AB', 'AMAKA 10', '', null, 'X'.repeat(21)])
      expect(problems({ ...code, code: bad })).toMatchObject({ code: 'Use 3 to 20 letters, digits or dashes.' });
    expect(problems({ ...code, offer: null })).toEqual({
      offer: 'Choose what the code gives: a percentage, an amount or free delivery.',
    });
  });

  it('refuses amounts, minimums and uses that are not whole numbers in range', () => {
    expect(problems({ ...code, offer: 'amount', amount: 0 })).toEqual({
      amount: 'Enter an amount in whole naira, ₦1 or more.',
    });
    expect(problems({ ...code, offer: 'amount', amount: null })).toEqual({
      amount: 'Enter an amount in whole naira, ₦1 or more.',
    });
    expect(problems({ ...code, minSubtotal: -1 })).toEqual({
      minSubtotal: 'Enter a minimum in whole naira, 0 or more, or leave it empty.',
    });
    expect(problems({ ...code, maxUses: 0, maxUsesPerCustomer: 1.5 })).toEqual({
      maxUses: 'Enter a whole number, 1 or more, or leave it empty for no limit.',
      maxUsesPerCustomer: 'Enter a whole number, 1 or more, or leave it empty for no limit.',
    });
    expect(problems({ ...code, maxUses: 100, maxUsesPerCustomer: 101 })).toEqual({
      maxUsesPerCustomer: 'Uses per customer cannot be more than the uses in all.',
    });
  });

  it('a sale or code covers something: Everything, or at least one piece, collection or type', () => {
    expect(problems({ ...sale, scope: {} })).toEqual({
      scope: 'Choose at least one piece, collection or type, or choose Everything.',
    });
    expect(savePromotionInput.parse({ ...sale, everything: true, scope: { collections: ['Owambe'] } }).scope).toEqual({
      productIds: [],
      collections: [],
      types: [],
    });
  });

  it('free delivery: at least one zone, each with a whole-naira order value', () => {
    const delivery = { kind: 'delivery', name: 'Free delivery in Lagos', zones: { LAGOS: 100000 } };
    expect(savePromotionInput.parse(delivery)).toMatchObject({ zones: { LAGOS: 100000 }, percent: null });
    expect(problems({ ...delivery, zones: {} })).toEqual({
      zones: 'Choose at least one zone and the order value from which its delivery is free.',
    });
    expect(problems({ ...delivery, zones: { LAGOS: -5, ABUJA: 2.5 } })).toEqual({
      'zones.LAGOS': 'Enter the order value in whole naira, 0 or more.',
      'zones.ABUJA': 'Enter the order value in whole naira, 0 or more.',
    });
  });

  it('a name is required', () => {
    expect(problems({ ...sale, name: '  ' })).toEqual({ name: 'Give the promotion a name.' });
  });
});

describe('checkCode input', () => {
  it('one code, trimmed and upper-cased; anything that is not a code is refused as unknown', () => {
    expect(checkCodeInput.parse({ code: ' amaka10 ' })).toEqual({ code: 'AMAKA10' });
    for (const bad of [{ code: '' }, { code: 'a/b' }, { code: 'X'.repeat(41) }, {}, { code: 'AMAKA10', lines: [] }]) {
      const checked = checkInput(checkCodeInput, bad);
      expect(checked.ok).toBe(false);
    }
    const checked = checkInput(checkCodeInput, { code: '../x' });
    expect(checked.ok ? null : checked.error.fields).toEqual({
      code: 'That code is not valid. Check it and try again.',
    });
  });
});
