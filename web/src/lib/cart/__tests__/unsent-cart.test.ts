// An account cart kept on this device until saveCart answers (docs/product.md#cart) keeps its discount code
// (docs/product.md#promotions): a page left while the save is on its way shows the code again on the next load.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as FirebaseModule from '../../firebase';
import { callFunction } from '../../firebase';
import { emptyCart } from '@aso/domain/checkout/cart';
import { readServerCart, writeServerCart } from '../server-cart';

// A save still on its way: the function never answers while the page is open; the account has no cart yet.
vi.mock('../../firebase', async (original) => ({
  ...(await original<typeof FirebaseModule>()),
  callFunction: vi.fn(() => new Promise(() => undefined)),
  loadFirestore: () =>
    Promise.resolve({ doc: () => ({}), getDb: () => ({}), getDoc: () => Promise.resolve({ exists: () => false }) }),
}));

const line = {
  productId: 'agbada-1',
  name: 'Owambe Agbada',
  sku: 'OWB-AGB-M',
  type: 'RTW' as const,
  size: 'M',
  qty: 1,
  unitPrice: 85_000,
  payMode: null,
};

beforeEach(() => localStorage.clear());

describe('an account cart not yet saved', () => {
  it('comes back with its discount code and referral code, and is sent with them', async () => {
    void writeServerCart('ada', { lines: [line], referralCode: 'TOLU-7K2P', discountCode: 'AMAKA10' }, [emptyCart()])();
    const found = await readServerCart('ada');
    expect(found.unsent).toBe(true);
    const cart = found.cart;
    expect(cart.discountCode).toBe('AMAKA10');
    expect(cart.referralCode).toBe('TOLU-7K2P');
    expect(cart.lines).toHaveLength(1);
    expect(vi.mocked(callFunction)).toHaveBeenLastCalledWith(
      'saveCart',
      expect.objectContaining({ discountCode: 'AMAKA10', referralCode: 'TOLU-7K2P' }),
    );
  });

  it('is kept from the tap, not from its turn behind an earlier save still on its way', async () => {
    const first = { lines: [line], referralCode: null };
    const second = { lines: [line, { ...line, size: 'L', sku: 'OWB-AGB-L' }], referralCode: null };
    // The first save is on its way; the second is queued behind it and never reaches its turn before the page goes.
    void writeServerCart('ada', first, [emptyCart()])();
    writeServerCart('ada', second, [emptyCart(), first]);
    const found = await readServerCart('ada');
    expect(found.unsent).toBe(true);
    expect(found.cart.lines.map((l) => l.size)).toEqual(['M', 'L']);
  });
});
