import { describe, expect, it } from 'vitest';
import { replaceCart } from '@aso/domain/checkout/cart';
import { createCartFollower } from '../cart-follow';

const cartOf = (qty: number) => replaceCart([{ productId: 'shirt', type: 'RTW', size: 'M', qty, unitPrice: 18000 }]);
const empty = replaceCart([]);

describe('a tab following its account cart', () => {
  it('takes a change made elsewhere (settlement emptied the cart) at once when it is sending nothing', () => {
    const follow = createCartFollower();
    expect(follow.heard(cartOf(1))).toEqual(cartOf(1));
    expect(follow.heard(empty)).toEqual(empty);
  });

  it('never goes back to an older state of its own while its writes are on the way', () => {
    const follow = createCartFollower();
    follow.wrote(cartOf(2));
    follow.wrote(cartOf(3));
    // The echo of the first write arrives while the second is still on its way: not taken.
    expect(follow.heard(cartOf(2))).toBeNull();
    expect(follow.landed(cartOf(2), true)).toBeNull();
    expect(follow.landed(cartOf(3), true)).toBeNull();
    // The second's echo: the screen already shows it; taking it changes nothing.
    expect(follow.heard(cartOf(3))).toEqual(cartOf(3));
  });

  it('takes a change heard after its own last write once that write has landed', () => {
    const follow = createCartFollower();
    follow.wrote(cartOf(2));
    expect(follow.heard(cartOf(2))).toBeNull(); // echo heard before the write's answer
    expect(follow.heard(empty)).toBeNull(); // then settlement empties it
    expect(follow.landed(cartOf(2), true)).toEqual(empty);
  });

  it('drops a change the server saw before its own write, which overwrote it', () => {
    const follow = createCartFollower();
    follow.wrote(cartOf(2));
    expect(follow.heard(empty)).toBeNull();
    expect(follow.heard(cartOf(2))).toBeNull(); // our write came after: the server holds it
    // What the tab takes is what it sent (what the server has), never the overwritten change.
    expect(follow.landed(cartOf(2), true)).toEqual(cartOf(2));
  });

  it('forgets a write the server refused, so later changes are still taken', () => {
    const follow = createCartFollower();
    follow.wrote(cartOf(5));
    expect(follow.landed(cartOf(5), false)).toBeNull();
    expect(follow.heard(empty)).toEqual(empty);
  });
});
