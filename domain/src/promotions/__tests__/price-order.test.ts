// The one pricing pipeline (docs/product.md#stacking), worked examples: sale price per line → the discount code →
// the referral → free delivery per zone → totals, with deposits and balances from the discounted price.
import { describe, expect, it } from 'vitest';
import { fromLagosWallTime } from '../../shared/lagos-time';
import { discountLabel, priceOrder, type OrderLineIn, type PromotionContext } from '../price-order';
import { type CodeRule, type PromotionScope, type PublicOffer } from '../promotions';

/** A promotion for every piece in the shop. */
const EVERYTHING: PromotionScope = { productIds: [], collections: [], types: [] };

const at = (wall: string): Date => fromLagosWallTime(wall)!;
const NOW = at('2026-12-10T12:00');

const OFFERS: PublicOffer[] = [
  {
    kind: 'sale',
    id: 'detty',
    name: 'Detty December',
    percent: 15,
    scope: { productIds: [], collections: ['Owambe'], types: [] },
    startsAt: at('2026-12-01T00:00'),
    endsAt: at('2026-12-27T00:00'),
  },
  {
    kind: 'delivery',
    id: 'free-lagos',
    name: 'Free delivery in Lagos',
    zones: { LAGOS: 100_000 },
    startsAt: null,
    endsAt: null,
  },
];

const boubou: OrderLineIn = {
  productId: 'p-boubou',
  collection: 'Owambe',
  type: 'PREORDER',
  qty: 1,
  price: 85_000,
  payMode: 'deposit',
  depositPercent: 50,
};
const jumpsuit: OrderLineIn = {
  productId: 'p-jumpsuit',
  collection: 'Owambe',
  type: 'RTW',
  qty: 1,
  price: 48_000,
  payMode: null,
};
const kaftan: OrderLineIn = {
  productId: 'p-kaftan',
  collection: 'Adire Everyday',
  type: 'RTW',
  qty: 2,
  price: 38_500,
  payMode: null,
};
const LINES = [boubou, jumpsuit, kaftan];

const code = (over: Partial<CodeRule> = {}): CodeRule => ({
  promotionId: 'amaka10',
  code: 'AMAKA10',
  name: 'Amaka’s first order',
  offer: 'percent',
  percent: 10,
  amount: null,
  minSubtotal: 0,
  scope: EVERYTHING,
  firstOrderOnly: true,
  ...over,
});

const ctx = (over: Partial<PromotionContext> = {}): PromotionContext => ({
  now: NOW,
  offers: OFFERS,
  code: null,
  referral: null,
  delivery: { zone: 'LAGOS', fee: 2_500 },
  ...over,
});

describe('sale prices', () => {
  it('lowers each piece the running sale covers; "was" is its own price; the rest pay theirs', () => {
    const priced = priceOrder(LINES, ctx({ delivery: { zone: 'ABUJA', fee: 3_500 } }));
    expect(priced.lines.map((l) => [l.productId, l.listPrice, l.unitPrice, l.sale?.name ?? null])).toEqual([
      ['p-boubou', 85_000, 72_250, 'Detty December'],
      ['p-jumpsuit', 48_000, 40_800, 'Detty December'],
      ['p-kaftan', 38_500, 38_500, null],
    ]);
    // 72,250 + 40,800 + 2 × 38,500; the deposit is 50 % of the sale price.
    expect(priced.totals).toEqual({
      subtotal: 190_050,
      shippingFee: 3_500,
      discount: 0,
      total: 193_550,
      amountDueNow: 36_125 + 40_800 + 77_000 + 3_500,
      balanceDue: 36_125,
    });
    expect(priced.discounts).toEqual([
      { kind: 'sale', promotionId: 'detty', name: 'Detty December', code: null, amount: 12_750 + 7_200 },
    ]);
  });

  it('outside its window a sale prices nothing (Lagos time)', () => {
    const after = priceOrder(LINES, ctx({ now: at('2026-12-27T00:00'), delivery: null }));
    expect(after.totals.subtotal).toBe(85_000 + 48_000 + 77_000);
    expect(after.discounts).toEqual([]);
    expect(priceOrder(LINES, ctx({ now: at('2026-12-26T23:59'), delivery: null })).totals.subtotal).toBe(190_050);
  });
});

describe('the discount code', () => {
  it('a percentage off the pieces it covers, at their sale prices; the referral then takes its percent of the rest', () => {
    const priced = priceOrder(
      LINES,
      ctx({
        code: code({ scope: { productIds: [], collections: ['Owambe'], types: [] } }),
        referral: { code: 'TUNDE-7QK2', percent: 5 },
      }),
    );
    // 10 % of 113,050 (the two Owambe pieces at sale prices) = 11,305; 5 % of 178,745 = 8,937.
    expect(priced.discounts).toEqual([
      { kind: 'sale', promotionId: 'detty', name: 'Detty December', code: null, amount: 19_950 },
      { kind: 'code', promotionId: 'amaka10', name: 'Amaka’s first order', code: 'AMAKA10', amount: 11_305 },
      { kind: 'referral', promotionId: null, name: 'Referral', code: 'TUNDE-7QK2', amount: 8_937 },
      { kind: 'delivery', promotionId: 'free-lagos', name: 'Free delivery in Lagos', code: null, amount: 2_500 },
    ]);
    expect(priced.totals).toMatchObject({ subtotal: 190_050, shippingFee: 0, discount: 20_242, total: 169_808 });
    expect(priced.lines.reduce((n, l) => n + l.discount, 0)).toBe(20_242);
    // The code's share lands only on the pieces it covers.
    const [b, j, k] = priced.lines;
    expect(b!.discount).toBeGreaterThan(7_225);
    expect(j!.discount).toBeGreaterThan(4_080);
    expect(k!.discount).toBeLessThan(4_000);
    // The deposit is the window's 50 % of the boubou's discounted price, the balance the other half.
    const boubouNet = 72_250 - b!.discount;
    expect(Math.abs(b!.amountDueNow * 2 - boubouNet)).toBeLessThanOrEqual(1);
    expect(priced.totals.balanceDue).toBe(boubouNet - b!.amountDueNow);
    expect(priced.totals.amountDueNow + priced.totals.balanceDue).toBe(priced.totals.total);
  });

  it('an amount off is shared over the pieces it covers and never takes a line below ₦0', () => {
    const kaftanOnly = { productIds: ['p-kaftan'], collections: [], types: [] };
    const five = priceOrder(
      LINES,
      ctx({ code: code({ offer: 'amount', percent: null, amount: 5_000, scope: kaftanOnly }), delivery: null }),
    );
    expect(five.lines.map((l) => l.discount)).toEqual([0, 0, 5_000]);
    expect(five.totals).toMatchObject({ discount: 5_000, total: 185_050 });
    const huge = priceOrder(
      LINES,
      ctx({ code: code({ offer: 'amount', percent: null, amount: 100_000, scope: kaftanOnly }), delivery: null }),
    );
    expect(huge.lines.map((l) => l.discount)).toEqual([0, 0, 77_000]);
    expect(huge.lines[2]!.amountDueNow).toBe(0);
    expect(huge.totals).toMatchObject({ discount: 77_000, total: 113_050 });
  });

  it('free delivery by code, to any zone, once the pieces reach its minimum', () => {
    const free = code({
      promotionId: 'freedelivery',
      code: 'FREEDELIVERY',
      name: 'Free delivery over ₦100,000',
      offer: 'free_delivery',
      percent: null,
      minSubtotal: 100_000,
    });
    const abuja = priceOrder(LINES, ctx({ code: free, delivery: { zone: 'ABUJA', fee: 3_500 } }));
    expect(abuja.totals).toMatchObject({ shippingFee: 0, discount: 0, total: 190_050 });
    expect(abuja.discounts.at(-1)).toEqual({
      kind: 'delivery',
      promotionId: 'freedelivery',
      name: 'Free delivery over ₦100,000',
      code: 'FREEDELIVERY',
      amount: 3_500,
    });
    // In the cart, before a zone: the code is in force, with nothing to take off yet.
    const cart = priceOrder(LINES, ctx({ code: free, delivery: null }));
    expect(cart.codeApplied?.code).toBe('FREEDELIVERY');
    expect(cart.codeProblem).toBeNull();
    expect(discountLabel(abuja.discounts.at(-1)!)).toBe('Free delivery (FREEDELIVERY)');
  });

  it('under its minimum, or not for these pieces: left out and said in words', () => {
    const under = priceOrder(LINES, ctx({ code: code({ minSubtotal: 200_000 }) }));
    expect(under.codeApplied).toBeNull();
    expect(under.codeProblem).toEqual({
      code: 'promotion/under-minimum',
      message: 'AMAKA10 is for orders of ₦200,000 or more; your pieces come to ₦190,050.',
    });
    expect(under.totals.discount).toBe(0);
    const bridal = priceOrder(
      LINES,
      ctx({ code: code({ scope: { productIds: [], collections: ['Bridal & Bespoke'], types: [] } }) }),
    );
    expect(bridal.codeProblem).toEqual({
      code: 'promotion/not-for-pieces',
      message: 'AMAKA10 is not for the pieces in your cart: it is for the Bridal & Bespoke collection.',
    });
    const named = priceOrder(
      [kaftan],
      ctx({
        code: code({ scope: { productIds: ['p-jumpsuit'], collections: [], types: [] } }),
        nameOf: () => 'Kente Jumpsuit',
      }),
    );
    expect(named.codeProblem?.message).toBe('AMAKA10 is not for the pieces in your cart: it is for Kente Jumpsuit.');
  });

  it('a code that would leave nothing to pay is refused (Paystack cannot take ₦0); the order is priced without it', () => {
    const priced = priceOrder(
      [{ ...kaftan, qty: 1 }],
      ctx({ code: code({ offer: 'amount', percent: null, amount: 50_000 }), delivery: null }),
    );
    expect(priced.codeProblem).toEqual({
      code: 'promotion/leaves-nothing',
      message:
        'With AMAKA10 nothing would be left to pay, and the shop cannot take a ₦0 payment. Add another piece or remove the code.',
    });
    expect(priced.totals.total).toBe(38_500);
  });
});

describe('the referral and delivery without a code', () => {
  it('the referral alone is the settings’ percent of the subtotal, as before promotions', () => {
    const priced = priceOrder([kaftan], ctx({ offers: [], referral: { code: 'ADA-X1', percent: 5 }, delivery: null }));
    expect(priced.totals).toMatchObject({ subtotal: 77_000, discount: 3_850, total: 73_150 });
    expect(discountLabel(priced.discounts[0]!)).toBe('Referral ADA-X1');
  });

  it('free delivery applies per zone from its order value after sale prices; other zones pay their fee', () => {
    const lagos = priceOrder([boubou, kaftan], ctx());
    // 72,250 + 77,000 = 149,250 ≥ 100,000.
    expect(lagos.totals.shippingFee).toBe(0);
    expect(lagos.deliveryFee).toBe(2_500);
    // One kaftan (38,500) in Lagos: short of 100,000, pays 2,500.
    expect(priceOrder([{ ...kaftan, qty: 1 }], ctx()).totals.shippingFee).toBe(2_500);
    expect(priceOrder([boubou, kaftan], ctx({ delivery: { zone: 'ABUJA', fee: 3_500 } })).totals.shippingFee).toBe(
      3_500,
    );
  });

  it('names and adds up every discount of an order', () => {
    const priced = priceOrder(LINES, ctx({ code: code(), referral: { code: 'TUNDE-7QK2', percent: 5 } }));
    expect(priced.discounts.map(discountLabel)).toEqual([
      'Detty December sale',
      'AMAKA10 · Amaka’s first order',
      'Referral TUNDE-7QK2',
      'Free delivery · Free delivery in Lagos',
    ]);
  });
});
