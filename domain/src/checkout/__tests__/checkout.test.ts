import { describe, expect, it } from 'vitest';
import {
  checkoutProblems,
  checkoutUnitPrice,
  priceCheckout,
  type PriceCheckoutArgs,
  type ProductForPricing,
} from '../checkout';
import {
  CART_EMPTY,
  CHECKOUT_ADDRESS_REQUIRED,
  CHECKOUT_INVALID_EMAIL,
  CHECKOUT_MEASUREMENTS_REQUIRED,
  CHECKOUT_PRODUCT_UNAVAILABLE,
  CHECKOUT_SIGN_IN,
  CHECKOUT_ZONE_DISABLED,
  CHECKOUT_ZONE_REQUIRED,
  REFERRAL_OWN_CODE,
  REFERRAL_UNKNOWN,
  quantityTooMany,
  sizeRequiredFor,
} from '../messages';
import { startCheckoutInput } from '../schemas/order';
import { defaultSettings } from '../../settings/settings';
import { refusal } from '../../__tests__/refusal';

describe('checkout form checks, in the spec order', () => {
  const ok = {
    signedIn: true,
    email: 'ada@example.com',
    address: '12 Oke-Ilewo, Abeokuta',
    country: 'NG',
    zone: 'ABEOKUTA',
    subtotal: 12500,
  };

  it('a complete form has no problems', () => {
    expect(checkoutProblems(ok)).toEqual({});
    expect(checkoutProblems(ok, defaultSettings())).toEqual({});
  });

  it('each rule with its message', () => {
    expect(checkoutProblems({ ...ok, signedIn: false })).toEqual({ _form: CHECKOUT_SIGN_IN });
    expect(checkoutProblems({ ...ok, email: 'ada.example.com' })).toEqual({ email: CHECKOUT_INVALID_EMAIL });
    expect(checkoutProblems({ ...ok, email: '' })).toEqual({ email: CHECKOUT_INVALID_EMAIL });
    expect(checkoutProblems({ ...ok, subtotal: 0 })).toEqual({ lines: CART_EMPTY });
    expect(checkoutProblems({ ...ok, subtotal: NaN })).toEqual({ lines: CART_EMPTY });
    expect(checkoutProblems({ ...ok, address: '   ' })).toEqual({ 'shipping.address': CHECKOUT_ADDRESS_REQUIRED });
    expect(checkoutProblems({ ...ok, zone: 'KANO' })).toEqual({ 'shipping.zone': CHECKOUT_ZONE_REQUIRED });
  });

  it('the first problem is the sign-in one when everything is wrong', () => {
    const problems = checkoutProblems({
      signedIn: false,
      email: '',
      address: '',
      country: 'NG',
      zone: '',
      subtotal: 0,
    });
    expect(Object.values(problems)[0]).toBe(CHECKOUT_SIGN_IN);
    expect(Object.keys(problems)).toEqual(['_form', 'email', 'lines', 'shipping.address', 'shipping.zone']);
  });

  it('a zone switched off in settings is refused', () => {
    const s = defaultSettings();
    s.shipping.zones.ABUJA.enabled = false;
    expect(checkoutProblems({ ...ok, zone: 'ABUJA' }, s)).toEqual({ 'shipping.zone': CHECKOUT_ZONE_DISABLED });
  });
});

const product = (
  over: Partial<ProductForPricing> & Pick<ProductForPricing, 'id' | 'type' | 'price'>,
): ProductForPricing => ({
  sku: `SKU-${over.id}`,
  name: `Name ${over.id}`,
  active: true,
  sizeOptions: [],
  preorderWindowId: null,
  images: [`products/${over.id}.jpg`],
  ...over,
});

const products = new Map(
  [
    product({ id: 'shirt', type: 'RTW', price: 12500, sizeOptions: ['S', 'M'] }),
    product({ id: 'tee', type: 'RTW', price: 8000 }),
    product({ id: 'kaftan', type: 'MTO', price: 85000 }),
    product({ id: 'gown', type: 'PREORDER', price: 25000, preorderWindowId: 'w1', sizeOptions: ['S', 'M'] }),
    // A pre-order without sizes is made to measure.
    product({ id: 'cap', type: 'PREORDER', price: 5000, preorderWindowId: 'w1' }),
    product({ id: 'old', type: 'RTW', price: 100, active: false }),
    product({ id: 'late', type: 'PREORDER', price: 100, preorderWindowId: 'closed' }),
    product({ id: 'free', type: 'RTW', price: 0 }),
  ].map((p) => [p.id, p]),
);
const windows = new Map([
  ['w1', { active: true, depositPercent: 30 }],
  ['closed', { active: false, depositPercent: 40 }],
]);
const measurements = { unit: 'in', bust: 36, waist: 30, hips: 40 };

function args(input: Record<string, unknown>, over: Partial<PriceCheckoutArgs> = {}): PriceCheckoutArgs {
  const parsed = startCheckoutInput.parse({
    email: 'ada@example.com',
    shipping: { address: '12 Oke-Ilewo', zone: 'LAGOS' },
    ...input,
  });
  return {
    input: parsed,
    products,
    windows,
    settings: defaultSettings(),
    buyerCustomerId: 'buyer',
    referralOwnerId: null,
    ...over,
  };
}

describe('pricing a checkout on the server', () => {
  it('prices from the products, not the browser; shipping from settings; MTO measurements and pre-order deposits kept', () => {
    const priced = priceCheckout(
      args({
        lines: [
          { productId: 'shirt', size: 'M', qty: 2 },
          { productId: 'kaftan', size: null, qty: 1 },
          { productId: 'gown', size: 'S', qty: 1 },
        ],
        payModes: { gown: 'deposit' },
        measurements: { kaftan: measurements },
      }),
    );
    expect(priced.shipping).toMatchObject({ zone: 'LAGOS', fee: 2500, leadTimeDays: 3 });
    expect(
      priced.items.map((i) => [i.productId, i.size, i.qty, i.unitPrice, i.payMode, i.depositPercent, i.amountDueNow]),
    ).toEqual([
      ['shirt', 'M', 2, 12500, 'full', null, 25000],
      ['kaftan', null, 1, 85000, 'full', null, 85000],
      ['gown', 'S', 1, 25000, 'deposit', 30, 7500],
    ]);
    expect(priced.items[1]?.measurements).toMatchObject({ unit: 'in', bust: 36 });
    expect(priced.items[0]?.image).toBe('products/shirt.jpg');
    expect(priced.totals).toEqual({
      subtotal: 135000,
      shippingFee: 2500,
      discount: 0,
      total: 137500,
      amountDueNow: 120000,
      balanceDue: 17500,
    });
    expect(priced.referralCode).toBeNull();
  });

  it('lines of the same product and size merge; a pre-order takes its window’s deposit', () => {
    const priced = priceCheckout(
      args({
        lines: [
          { productId: 'tee', size: 'XL', qty: 1 },
          { productId: 'tee', size: 'XL', qty: 2 },
          { productId: 'cap', qty: 1 },
        ],
        payModes: { cap: 'deposit', tee: 'deposit' },
        measurements: { cap: measurements },
      }),
    );
    expect(priced.items.map((i) => [i.productId, i.qty, i.payMode, i.amountDueNow])).toEqual([
      ['tee', 3, 'full', 24000],
      ['cap', 1, 'deposit', 1500],
    ]);
  });

  it('refuses a pre-order whose piece names no window, as its page does (one truth with pre-order alerts)', () => {
    const nowhere = product({ id: 'nowhere', type: 'PREORDER', price: 5000 });
    expect(checkoutUnitPrice(nowhere, windows)).toBeNull();
    expect(() =>
      priceCheckout(
        args(
          { lines: [{ productId: 'nowhere', qty: 1 }], measurements: { nowhere: measurements } },
          { products: new Map([...products, ['nowhere', nowhere]]) },
        ),
      ),
    ).toThrow(CHECKOUT_PRODUCT_UNAVAILABLE);
  });

  it('one pre-order piece on a deposit and paid in full stays two items (issue 22)', () => {
    const priced = priceCheckout(
      args({
        lines: [
          { productId: 'gown', size: 'M', qty: 1, payMode: 'full' },
          { productId: 'gown', size: 'M', qty: 1, payMode: 'deposit' },
          { productId: 'gown', size: 'M', qty: 2, payMode: 'deposit' },
        ],
      }),
    );
    expect(priced.items.map((i) => [i.productId, i.qty, i.payMode, i.amountDueNow])).toEqual([
      ['gown', 1, 'full', 25000],
      ['gown', 3, 'deposit', 22500],
    ]);
    expect(priced.totals).toMatchObject({ subtotal: 100000, amountDueNow: 25000 + 22500 + 2500, balanceDue: 52500 });
  });

  it('a pre-order in sizes holds the size chosen; made to measure holds the measurements; an aso-ebi share of a sized piece may come measured', () => {
    const priced = priceCheckout(
      args({
        lines: [
          { productId: 'gown', size: 'M', qty: 1, payMode: 'deposit' },
          { productId: 'cap', size: 'M', qty: 1 },
        ],
        measurements: { cap: measurements },
      }),
    );
    expect(priced.items.map((i) => [i.productId, i.size, i.measurements?.bust ?? null])).toEqual([
      ['gown', 'M', null],
      ['cap', null, 36],
    ]);
    const share = priceCheckout(
      args({ lines: [{ productId: 'gown', size: null, qty: 1 }], measurements: { gown: measurements } }),
    );
    expect(share.items.map((i) => [i.size, i.measurements?.hips])).toEqual([[null, 40]]);
  });

  it('a valid referral code of someone else gives the settings discount', () => {
    const settings = defaultSettings();
    settings.referral.discountPercent = 10;
    const priced = priceCheckout(
      args(
        { lines: [{ productId: 'tee', size: 'M', qty: 1 }], referralCode: ' ada-x1y2 ' },
        { settings, referralOwnerId: 'ada' },
      ),
    );
    expect(priced.referralCode).toBe('ADA-X1Y2');
    expect(priced.totals).toMatchObject({ subtotal: 8000, discount: 800, total: 9700 });
  });

  it('refusals carry the code, the message and the field', () => {
    const cases: [PriceCheckoutArgs, string, string, string][] = [
      [
        args({ lines: [{ productId: 'missing', size: 'M', qty: 1 }] }),
        'checkout/product-unavailable',
        CHECKOUT_PRODUCT_UNAVAILABLE,
        'lines.0',
      ],
      [
        args({
          lines: [
            { productId: 'tee', size: 'M', qty: 1 },
            { productId: 'old', size: 'M', qty: 1 },
          ],
        }),
        'checkout/product-unavailable',
        CHECKOUT_PRODUCT_UNAVAILABLE,
        'lines.1',
      ],
      [
        args({ lines: [{ productId: 'late', qty: 1 }] }),
        'checkout/product-unavailable',
        CHECKOUT_PRODUCT_UNAVAILABLE,
        'lines.0',
      ],
      [
        args({ lines: [{ productId: 'shirt', size: null, qty: 1 }] }),
        'checkout/size-required',
        sizeRequiredFor('Name shirt'),
        'lines.0',
      ],
      [
        args({ lines: [{ productId: 'shirt', size: 'XL', qty: 1 }] }),
        'checkout/size-required',
        sizeRequiredFor('Name shirt'),
        'lines.0',
      ],
      [
        args({ lines: [{ productId: 'kaftan', qty: 1 }] }),
        'checkout/measurements-required',
        CHECKOUT_MEASUREMENTS_REQUIRED,
        'lines.0',
      ],
      [
        args({ lines: [{ productId: 'gown', size: null, qty: 1 }] }),
        'checkout/size-required',
        sizeRequiredFor('Name gown'),
        'lines.0',
      ],
      [
        args({ lines: [{ productId: 'gown', size: 'XL', qty: 1 }] }),
        'checkout/size-required',
        sizeRequiredFor('Name gown'),
        'lines.0',
      ],
      [
        args({ lines: [{ productId: 'cap', qty: 1 }] }),
        'checkout/measurements-required',
        CHECKOUT_MEASUREMENTS_REQUIRED,
        'lines.0',
      ],
      [
        args({
          lines: [
            { productId: 'tee', size: 'M', qty: 60 },
            { productId: 'tee', size: 'M', qty: 60 },
          ],
        }),
        'checkout/quantity-too-many',
        quantityTooMany(99),
        'lines.1',
      ],
      [args({ lines: [{ productId: 'free', size: 'M', qty: 1 }] }), 'cart/empty', CART_EMPTY, 'lines'],
      [
        args({ lines: [{ productId: 'tee', size: 'M', qty: 1 }], referralCode: 'NOPE' }),
        'referral/unknown',
        REFERRAL_UNKNOWN,
        'referralCode',
      ],
      [
        args({ lines: [{ productId: 'tee', size: 'M', qty: 1 }], referralCode: 'MINE' }, { referralOwnerId: 'buyer' }),
        'referral/own-code',
        REFERRAL_OWN_CODE,
        'referralCode',
      ],
    ];
    for (const [a, code, message, field] of cases) {
      const e = refusal(() => priceCheckout(a));
      expect([e.kind, e.code, e.message, e.fields?.[field]]).toEqual(['invalid_data', code, message, message]);
    }
  });

  it('a disabled zone is refused', () => {
    const settings = defaultSettings();
    settings.shipping.zones.LAGOS.enabled = false;
    const e = refusal(() => priceCheckout(args({ lines: [{ productId: 'tee', size: 'M', qty: 1 }] }, { settings })));
    expect(e.code).toBe('checkout/zone-disabled');
    expect(e.fields).toEqual({ 'shipping.zone': CHECKOUT_ZONE_DISABLED });
  });
});

describe('pricing a checkout with promotions (docs/product.md#stacking)', () => {
  const NOW = new Date('2026-12-10T11:00:00Z');
  const owambe = new Map([
    ...products,
    ['boubou', product({ id: 'boubou', type: 'PREORDER', price: 85000, preorderWindowId: 'w1', collection: 'Owambe' })],
  ]);
  const detty = {
    kind: 'sale' as const,
    id: 'detty',
    name: 'Detty December',
    percent: 15,
    scope: { productIds: [], collections: ['Owambe'], types: [] },
    startsAt: new Date('2026-12-01T00:00:00Z'),
    endsAt: new Date('2026-12-27T00:00:00Z'),
  };
  const amaka = {
    promotionId: 'amaka10',
    code: 'AMAKA10',
    name: 'Amaka’s first order',
    offer: 'percent' as const,
    percent: 10,
    amount: null,
    minSubtotal: 0,
    scope: { productIds: [], collections: [], types: [] },
    firstOrderOnly: true,
  };
  const boubouInput = {
    lines: [
      { productId: 'boubou', size: null, qty: 1, payMode: 'deposit' },
      { productId: 'tee', size: 'M', qty: 1 },
    ],
    measurements: { boubou: measurements },
    discountCode: 'amaka10',
  };

  it('charges the sale price and the code, keeps "was", and takes the deposit from the discounted price', () => {
    const priced = priceCheckout(
      args(boubouInput, { products: owambe, promotions: { now: NOW, offers: [detty], code: amaka } }),
    );
    const [boubou, tee] = priced.items;
    // 85,000 at 15 % off = 72,250; 10 % of (72,250 + 8,000) = 8,025 shared 7,225 / 800.
    expect(boubou).toMatchObject({
      unitPrice: 72250,
      listPrice: 85000,
      sale: { promotionId: 'detty', name: 'Detty December', percent: 15 },
      discount: 7225,
      depositPercent: 30,
      // 30 % of 72,250 is 21,675, less 30 % of its 7,225 share.
      amountDueNow: 21675 - 2168,
    });
    expect(tee).toMatchObject({ unitPrice: 8000, discount: 800, amountDueNow: 7200 });
    expect(tee?.listPrice).toBeUndefined();
    expect(priced.totals).toEqual({
      subtotal: 80250,
      shippingFee: 2500,
      discount: 8025,
      total: 74725,
      amountDueNow: 19507 + 7200 + 2500,
      balanceDue: 74725 - (19507 + 7200 + 2500),
    });
    expect(priced.code?.code).toBe('AMAKA10');
    expect(priced.discounts.map((d) => [d.kind, d.code, d.amount])).toEqual([
      ['sale', null, 12750],
      ['code', 'AMAKA10', 8025],
    ]);
  });

  it('refuses a code under its minimum at the code box, with its words', () => {
    const e = refusal(() =>
      priceCheckout(
        args(
          { lines: [{ productId: 'tee', size: 'M', qty: 1 }], discountCode: 'AMAKA10' },
          { promotions: { now: NOW, offers: [], code: { ...amaka, minSubtotal: 50000 } } },
        ),
      ),
    );
    expect([e.code, e.fields]).toEqual([
      'promotion/under-minimum',
      { discountCode: 'AMAKA10 is for orders of ₦50,000 or more; your pieces come to ₦8,000.' },
    ]);
  });

  it('an aso-ebi share is priced as its group was set up: no sale, no code', () => {
    const priced = priceCheckout(
      args(
        {
          ...boubouInput,
          lines: [{ productId: 'boubou', size: null, qty: 1 }],
          group: { groupId: 'g1', memberId: 'm1' },
        },
        { products: owambe, promotions: { now: NOW, offers: [detty], code: amaka } },
      ),
    );
    expect(priced.items[0]).toMatchObject({ unitPrice: 85000 });
    expect(priced.discounts).toEqual([]);
  });
});
