import { describe, expect, it } from 'vitest';
import { replaceCart } from '@aso/domain/checkout/cart';
import { cartKey } from '../cart-follow';
import { accountCartOnLoad } from '../server-cart';

const shirts = (qty: number) => replaceCart([{ productId: 'shirt', type: 'RTW', size: 'M', qty, unitPrice: 18000 }]);
const empty = replaceCart([]);

describe('the account cart on a load, with a change this device never saw saved', () => {
  it('is the unsent change, to be sent again, while the account cart is still the one it changed', () => {
    const found = accountCartOnLoad(shirts(1), { cart: shirts(2), bases: [cartKey(shirts(1))] });
    expect(found).toEqual({ cart: shirts(2), saved: shirts(1), unsent: true });
  });

  it('is the saved cart once a payment took the pieces off it since', () => {
    expect(accountCartOnLoad(empty, { cart: shirts(2), bases: [cartKey(shirts(1))] })).toEqual({
      cart: empty,
      saved: empty,
      unsent: false,
    });
  });

  it('is the saved cart once another tab or device changed it, or when the change did land', () => {
    expect(accountCartOnLoad(shirts(3), { cart: shirts(2), bases: [cartKey(shirts(1))] }).cart).toEqual(shirts(3));
    expect(accountCartOnLoad(shirts(2), { cart: shirts(2), bases: [cartKey(shirts(1))] }).unsent).toBe(false);
    // A change made without knowing the account cart is never trusted over it.
    expect(accountCartOnLoad(shirts(1), { cart: shirts(2), bases: [] }).cart).toEqual(shirts(1));
  });

  it("is the latest change while the account cart is one of this device's earlier changes still on their way", () => {
    // Two taps: the first save landed, the page left before the second was sent.
    const bases = [cartKey(empty), cartKey(shirts(1))];
    expect(accountCartOnLoad(shirts(1), { cart: shirts(2), bases })).toEqual({
      cart: shirts(2),
      saved: shirts(1),
      unsent: true,
    });
    // Neither landed: the second carries the first's line too.
    expect(accountCartOnLoad(empty, { cart: shirts(2), bases }).cart).toEqual(shirts(2));
  });
});
