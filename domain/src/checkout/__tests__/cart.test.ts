import { describe, expect, it } from 'vitest';
import {
  addToCart,
  cartPricing,
  applyReferral,
  cartItemCount,
  cartLineTotal,
  cartSubtotal,
  emptyCart,
  mergeCarts,
  normaliseLine,
  normaliseQty,
  removeFromCart,
  replaceCart,
  setLineQty,
  setLinePayMode,
  setLineSize,
  needsSize,
  tryAddToCart,
  trySetLinePayMode,
  trySetLineQty,
  trySetLineSize,
  typedQuantity,
  type Cart,
} from '../cart';
import { REFERRAL_APPLIED, REFERRAL_CLEARED } from '../messages';

const shirt = {
  productId: 'p-shirt',
  name: 'Adire Shirt',
  sku: 'RTW-1',
  type: 'RTW',
  size: 'M',
  qty: 1,
  unitPrice: 12500,
};
const kaftan = {
  productId: 'p-kaftan',
  name: 'Bridal Kaftan',
  sku: 'MTO-1',
  type: 'MTO',
  size: null,
  qty: 1,
  unitPrice: 85000,
};

describe('quantities', () => {
  it('at least 1, non-numeric → 1, whole units, at most 99', () => {
    expect(normaliseQty(3)).toBe(3);
    expect(normaliseQty('4')).toBe(4);
    expect(normaliseQty('abc')).toBe(1);
    expect(normaliseQty(NaN)).toBe(1);
    expect(normaliseQty(undefined)).toBe(1);
    expect(normaliseQty(0)).toBe(1);
    expect(normaliseQty(-2)).toBe(1);
    expect(normaliseQty(2.9)).toBe(2);
    expect(normaliseQty(99)).toBe(99);
    expect(normaliseQty(100)).toBe(99);
  });
});

describe('lines', () => {
  it('a line without a product id is ignored', () => {
    expect(normaliseLine({ ...shirt, productId: '' })).toBeNull();
    expect(normaliseLine({ ...shirt, productId: '   ' })).toBeNull();
    expect(normaliseLine({ ...shirt, productId: undefined })).toBeNull();
    const cart = emptyCart();
    expect(addToCart(cart, { ...shirt, productId: 42 })).toBe(cart);
  });

  it('non-numeric price → 0; unknown type → RTW; blank size → null; pay mode only on pre-orders', () => {
    expect(normaliseLine({ productId: 'p', unitPrice: 'free', type: 'GIFT', size: '  ' })).toEqual({
      productId: 'p',
      name: '',
      sku: '',
      type: 'RTW',
      size: null,
      qty: 1,
      unitPrice: 0,
      payMode: null,
    });
    expect(normaliseLine({ productId: 'p', type: 'PREORDER', payMode: 'deposit' })?.payMode).toBe('deposit');
    expect(normaliseLine({ productId: 'p', type: 'PREORDER' })?.payMode).toBe('full');
    expect(normaliseLine({ productId: 'p', type: 'RTW', payMode: 'deposit' })?.payMode).toBeNull();
  });
});

describe('cart actions', () => {
  it('add merges the same product and size: quantities add, the newest price wins', () => {
    let cart = addToCart(emptyCart(), shirt);
    cart = addToCart(cart, { ...shirt, qty: 2, unitPrice: 13000 });
    expect(cart.lines).toHaveLength(1);
    expect(cart.lines[0]).toMatchObject({ qty: 3, unitPrice: 13000 });
    cart = addToCart(cart, { ...shirt, size: 'L' });
    expect(cart.lines).toHaveLength(2);
    cart = addToCart(cart, { ...shirt, qty: 98 });
    expect(cart.lines[0]?.qty).toBe(99);
  });

  it('remove takes out one product-and-size line', () => {
    let cart = addToCart(addToCart(emptyCart(), shirt), { ...shirt, size: 'L' });
    cart = removeFromCart(cart, { productId: 'p-shirt', size: 'M', payMode: null });
    expect(cart.lines.map((l) => l.size)).toEqual(['L']);
    expect(removeFromCart(cart, { productId: 'nope', size: null, payMode: null }).lines).toHaveLength(1);
  });

  it('set quantity: at least 1, non-numeric → 1', () => {
    let cart = addToCart(emptyCart(), shirt);
    cart = setLineQty(cart, { productId: 'p-shirt', size: 'M', payMode: null }, 5);
    expect(cart.lines[0]?.qty).toBe(5);
    expect(setLineQty(cart, { productId: 'p-shirt', size: 'M', payMode: null }, 0).lines[0]?.qty).toBe(1);
    expect(setLineQty(cart, { productId: 'p-shirt', size: 'M', payMode: null }, 'x').lines[0]?.qty).toBe(1);
    expect(setLineQty(cart, { productId: 'p-shirt', size: 'S', payMode: null }, 9).lines[0]?.qty).toBe(5);
  });

  it('referral: trimmed and upper-cased with "Referral applied."; empty clears with "Referral cleared."', () => {
    const applied = applyReferral(emptyCart(), '  ada-x1y2 ');
    expect(applied).toEqual({
      cart: { lines: [], referralCode: 'ADA-X1Y2', discountCode: null },
      message: REFERRAL_APPLIED,
    });
    expect(applyReferral(applied.cart, '   ')).toEqual({
      cart: { lines: [], referralCode: null, discountCode: null },
      message: REFERRAL_CLEARED,
    });
    expect(applyReferral(applied.cart, undefined).message).toBe(REFERRAL_CLEARED);
  });

  it('replace cleans and merges; clear empties lines and code', () => {
    const cart = replaceCart([shirt, { ...shirt, qty: 2 }, { productId: '' }, kaftan], ' abc ');
    expect(cart.lines.map((l) => [l.productId, l.qty])).toEqual([
      ['p-shirt', 3],
      ['p-kaftan', 1],
    ]);
    expect(cart.referralCode).toBe('ABC');
    expect(replaceCart([]).referralCode).toBeNull();
  });

  it('at most 50 lines: a 51st new line is ignored, existing lines still merge', () => {
    let cart: Cart = emptyCart();
    for (let i = 0; i < 50; i += 1) cart = addToCart(cart, { productId: `p${i}` });
    expect(addToCart(cart, { productId: 'p50' }).lines).toHaveLength(50);
    expect(addToCart(cart, { productId: 'p0' }).lines[0]?.qty).toBe(2);
  });
});

describe('guest → account merge', () => {
  it('guest lines are added with the add rules; the guest code wins when it has one', () => {
    const account = replaceCart([shirt], 'OLD');
    const guest = replaceCart([{ ...shirt, qty: 2, unitPrice: 12000 }, kaftan], 'NEW');
    const merged = mergeCarts(account, guest);
    expect(merged.lines.map((l) => [l.productId, l.qty, l.unitPrice])).toEqual([
      ['p-shirt', 3, 12000],
      ['p-kaftan', 1, 85000],
    ]);
    expect(merged.referralCode).toBe('NEW');
    expect(mergeCarts(account, replaceCart([kaftan])).referralCode).toBe('OLD');
  });
});

describe('count and subtotal', () => {
  it('sums quantities and line totals', () => {
    const cart = replaceCart([{ ...shirt, qty: 2 }, kaftan]);
    expect(cartItemCount(cart)).toBe(3);
    expect(cartLineTotal({ qty: 2, unitPrice: 12500 })).toBe(25000);
    expect(cartSubtotal(cart)).toBe(110000);
    expect(cartItemCount(emptyCart())).toBe(0);
    expect(cartSubtotal(emptyCart())).toBe(0);
  });
});

describe('sizes and pay modes of lines (issue 22)', () => {
  const gown = {
    productId: 'p-gown',
    name: 'Owambe Gown',
    sku: 'PRE-1',
    type: 'PREORDER',
    size: null,
    qty: 1,
    unitPrice: 100000,
  };
  const rtwNoSize = { productId: 'p-shirt', size: null, payMode: null } as const;

  it('a ready-to-wear line without a size needs one; choosing it keeps the line, or merges with that size', () => {
    let cart = addToCart(emptyCart(), { ...shirt, size: null, qty: 2 });
    expect(needsSize(cart.lines[0]!)).toBe(true);
    cart = setLineSize(cart, rtwNoSize, 'L');
    expect(cart.lines).toEqual([expect.objectContaining({ size: 'L', qty: 2 })]);
    expect(needsSize(cart.lines[0]!)).toBe(false);
    cart = addToCart(cart, { ...shirt, size: null, qty: 1 });
    cart = setLineSize(cart, rtwNoSize, 'L');
    expect(cart.lines).toEqual([expect.objectContaining({ size: 'L', qty: 3 })]);
    expect(setLineSize(cart, { productId: 'nope', size: null, payMode: null }, 'M')).toBe(cart);
    expect(needsSize({ type: 'MTO', size: null })).toBe(false);
  });

  it('"Pay full" then "Pay deposit" are two lines, each with its own quantity', () => {
    let cart = addToCart(emptyCart(), { ...gown, payMode: 'full' });
    cart = addToCart(cart, { ...gown, payMode: 'deposit' });
    expect(cart.lines.map((l) => [l.payMode, l.qty])).toEqual([
      ['full', 1],
      ['deposit', 1],
    ]);
    cart = addToCart(cart, { ...gown, payMode: 'deposit' });
    expect(cart.lines.map((l) => [l.payMode, l.qty])).toEqual([
      ['full', 1],
      ['deposit', 2],
    ]);
    cart = setLinePayMode(cart, { productId: 'p-gown', size: null, payMode: 'full' }, 'deposit');
    expect(cart.lines.map((l) => [l.payMode, l.qty])).toEqual([['deposit', 3]]);
  });

  it('cart totals: deposit now and balance later from the window, and the checked referral discount', () => {
    let cart = addToCart(emptyCart(), { ...gown, payMode: 'deposit' });
    cart = addToCart(cart, { ...shirt, qty: 2 });
    const totals = cartPricing(cart, { depositPercents: new Map([['p-gown', 50]]) }).totals;
    expect(totals).toMatchObject({
      subtotal: 125000,
      discount: 0,
      total: 125000,
      amountDueNow: 75000,
      balanceDue: 50000,
    });
    // The default window percent is 40 when the window is unknown.
    expect(cartPricing(cart).totals.amountDueNow).toBe(40000 + 25000);
    // The discount comes off each line it covers, so the deposit is 50% of the gown's discounted price (90,000).
    const discounted = cartPricing(cart, { depositPercents: new Map([['p-gown', 50]]), discountPercent: 10 }).totals;
    expect(discounted).toMatchObject({ discount: 12500, total: 112500, amountDueNow: 67500, balanceDue: 45000 });
  });
});

describe('what a person does to the cart is done whole or refused in words, never cut down (issue 30)', () => {
  const key = { productId: 'p-shirt', size: 'M', payMode: null };
  const gown = { productId: 'p-gown', name: 'Harmattan Gown', sku: 'PRE-1', type: 'PREORDER', unitPrice: 60000 };

  it('a typed quantity is a whole number from 1 to 99', () => {
    expect(typedQuantity('3')).toEqual({ ok: true, qty: 3 });
    expect(typedQuantity(99)).toEqual({ ok: true, qty: 99 });
    for (const bad of ['0', '-1', '999', '100', '2.5', 'two', '', ' ', NaN, undefined])
      expect(typedQuantity(bad)).toEqual({ ok: false, message: 'Enter a quantity from 1 to 99.' });
  });

  it('add says what it added, and refuses 0, -1 and 999 instead of adding 1 or 99', () => {
    const added = tryAddToCart(emptyCart(), { ...shirt, qty: '2' });
    expect(added).toMatchObject({ ok: true, message: 'Added to cart: 2 × Adire Shirt.' });
    expect(added.cart.lines[0]?.qty).toBe(2);
    expect(tryAddToCart(emptyCart(), shirt).message).toBe('Added to cart: Adire Shirt.');
    for (const qty of [0, -1, 999, '2.5']) {
      const r = tryAddToCart(added.cart, { ...shirt, qty });
      expect(r).toEqual({ ok: false, cart: added.cart, message: 'Enter a quantity from 1 to 99.' });
    }
  });

  it('a line at the cap takes nothing more and says so; near it, says how many more fit', () => {
    const full = tryAddToCart(emptyCart(), { ...shirt, qty: 99 }).cart;
    expect(tryAddToCart(full, shirt)).toEqual({
      ok: false,
      cart: full,
      message: 'Your cart already has 99 of Adire Shirt in size M, the most one item can hold.',
    });
    const near = tryAddToCart(emptyCart(), { ...shirt, qty: 97 }).cart;
    expect(tryAddToCart(near, { ...shirt, qty: 5 }).message).toBe(
      'Your cart already has 97 of Adire Shirt in size M; one item can hold at most 99, so you can add 2 more.',
    );
    let lines: Cart = emptyCart();
    for (let i = 0; i < 50; i += 1) lines = addToCart(lines, { productId: `p${i}` });
    expect(tryAddToCart(lines, { productId: 'p50' })).toMatchObject({
      ok: false,
      message: 'Your cart can hold at most 50 different items. Remove some to continue.',
    });
  });

  it('more than is left of a size is refused with what is left, counting what the cart already has', () => {
    expect(tryAddToCart(emptyCart(), { ...shirt, qty: 3 }, 1)).toMatchObject({
      ok: false,
      message: 'Only 1 left in size M of Adire Shirt.',
    });
    const one = tryAddToCart(emptyCart(), shirt, 1).cart;
    expect(tryAddToCart(one, shirt, 1).message).toBe('Only 1 left in size M of Adire Shirt. Your cart already has 1.');
    expect(tryAddToCart(emptyCart(), shirt, 0).message).toBe('Adire Shirt is sold out in size M.');
    expect(tryAddToCart(emptyCart(), { ...shirt, qty: 2 }, 2).ok).toBe(true);
  });

  it('set quantity refuses what add refuses and changes nothing', () => {
    const cart = tryAddToCart(emptyCart(), { ...shirt, qty: 2 }).cart;
    expect(trySetLineQty(cart, key, '5').cart.lines[0]?.qty).toBe(5);
    expect(trySetLineQty(cart, key, '0')).toEqual({ ok: false, cart, message: 'Enter a quantity from 1 to 99.' });
    expect(trySetLineQty(cart, key, '150').ok).toBe(false);
    expect(trySetLineQty(cart, key, '3', 2)).toEqual({
      ok: false,
      cart,
      message: 'Only 2 left in size M of Adire Shirt.',
    });
  });

  it('changing a size or pay mode that merges two lines past 99 is refused, not cut to 99', () => {
    let cart = tryAddToCart(emptyCart(), { ...shirt, qty: 60 }).cart;
    cart = tryAddToCart(cart, { ...shirt, size: 'L', qty: 60 }).cart;
    const r = trySetLineSize(cart, { ...key, size: 'L' }, 'M');
    expect(r).toEqual({
      ok: false,
      cart,
      message:
        'Your cart already has 60 of Adire Shirt in size M; one item can hold at most 99, so you can add 39 more.',
    });
    expect(trySetLineSize(cart, key, 'S', 1).message).toBe('Only 1 left in size S of Adire Shirt.');
    expect(trySetLineSize(cart, key, 'S').cart.lines.map((l) => [l.size, l.qty])).toEqual([
      ['S', 60],
      ['L', 60],
    ]);
    let gowns = tryAddToCart(emptyCart(), { ...gown, payMode: 'full', qty: 50 }).cart;
    gowns = tryAddToCart(gowns, { ...gown, payMode: 'deposit', qty: 50 }).cart;
    expect(trySetLinePayMode(gowns, { productId: gown.productId, size: null, payMode: 'full' }, 'deposit').ok).toBe(
      false,
    );
  });

  it('a pre-order in sizes needs a size like ready-to-wear; one made to measure does not', () => {
    const line = { type: 'PREORDER' as const, size: null };
    expect(needsSize(line, { type: 'PREORDER', sizeOptions: ['S', 'M'] })).toBe(true);
    expect(needsSize(line, { type: 'PREORDER', sizeOptions: [] })).toBe(false);
    expect(needsSize({ ...line, size: 'M' }, { type: 'PREORDER', sizeOptions: ['S', 'M'] })).toBe(false);
    expect(needsSize({ type: 'RTW', size: null })).toBe(true);
  });
});

describe('what is left of a size is said before the 99 a line can hold (issue 45)', () => {
  it('never offers more than the shop has of the size', () => {
    const four = tryAddToCart(emptyCart(), { ...shirt, qty: 4 }, 4);
    expect(four.ok).toBe(true);
    const more = tryAddToCart(four.cart, { ...shirt, qty: 99 }, 4);
    expect(more).toMatchObject({
      ok: false,
      message: 'Only 4 left in size M of Adire Shirt. Your cart already has 4.',
    });
    expect(more.message).not.toMatch(/can add/);
  });
});
