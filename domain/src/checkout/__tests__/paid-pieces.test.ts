import { describe, expect, it } from 'vitest';
import { replaceCart, withoutPaidPieces } from '../cart';

const cart = replaceCart(
  [
    { productId: 'shirt', name: 'Adire Shirt', type: 'RTW', size: 'M', qty: 2, unitPrice: 18000 },
    { productId: 'shirt', name: 'Adire Shirt', type: 'RTW', size: 'L', qty: 1, unitPrice: 18000 },
    { productId: 'kaftan', name: 'Bridal Kaftan', type: 'MTO', qty: 1, unitPrice: 95000 },
    { productId: 'agbada', name: 'Sallah Agbada', type: 'PREORDER', qty: 1, unitPrice: 60000, payMode: 'deposit' },
    { productId: 'agbada', name: 'Sallah Agbada', type: 'PREORDER', qty: 1, unitPrice: 60000, payMode: 'full' },
  ],
  'TOLU-AB12',
);

describe('a paid order leaves the cart (settlement removes what it sold)', () => {
  it('takes each paid piece off its own line and keeps everything it did not sell', () => {
    const after = withoutPaidPieces(cart, [
      { productId: 'shirt', type: 'RTW', size: 'M', qty: 1, payMode: 'full' },
      { productId: 'kaftan', type: 'MTO', size: null, qty: 1, payMode: 'full' },
      { productId: 'agbada', type: 'PREORDER', size: null, qty: 1, payMode: 'deposit' },
    ]);
    expect(after.lines.map((l) => [l.productId, l.size, l.payMode, l.qty])).toEqual([
      ['shirt', 'M', null, 1],
      ['shirt', 'L', null, 1],
      ['agbada', null, 'full', 1],
    ]);
    // The code stays for what is left to buy.
    expect(after.referralCode).toBe('TOLU-AB12');
  });

  it('empties a cart that held exactly the order, and never goes below nothing', () => {
    const one = replaceCart([{ productId: 'shirt', type: 'RTW', size: 'M', qty: 1, unitPrice: 18000 }]);
    expect(
      withoutPaidPieces(one, [{ productId: 'shirt', type: 'RTW', size: 'M', qty: 3, payMode: 'full' }]).lines,
    ).toEqual([]);
  });

  it('leaves a cart without the paid pieces as it was (a group share paid from another screen)', () => {
    expect(withoutPaidPieces(cart, [{ productId: 'wrapper', type: 'RTW', size: 'S', qty: 1, payMode: 'full' }])).toBe(
      cart,
    );
  });
});
