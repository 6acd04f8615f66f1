// A piece added while the account cart is still being read (a page loaded signed in, tapped at once) lands on the
// account cart once: it is not lost when the account cart arrives, and no copy stays on the device for another tab
// to add again, even while the save is on its way (docs/product.md#cart).
import { act, render } from '@testing-library/react';
import { useEffect } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyCart, type Cart } from '@aso/domain/checkout/cart';
import { readGuestCart } from '../guest-storage';
import { CartProvider, useCart, type CartApi } from '../cart-provider';
import type { AccountCart } from '../server-cart';

const server = vi.hoisted(() => ({
  answer: null as null | ((found: AccountCart) => void),
  written: [] as Cart[],
  land: [] as (() => void)[],
}));
vi.mock('../server-cart', () => ({
  readServerCart: () => new Promise<AccountCart>((resolve) => (server.answer = resolve)),
  writeServerCart: (_uid: string, cart: Cart) => {
    server.written.push(cart);
    return new Promise<void>((resolve) => server.land.push(resolve));
  },
}));
vi.mock('../../session', () => ({ useSession: () => ({ status: 'signed-in', user: { uid: 'ada' } }) }));
const toast = vi.hoisted(() => () => undefined);
vi.mock('../../toast', () => ({ useToast: () => toast }));

const buba = {
  productId: 'buba-1',
  name: 'Three Tabs Buba',
  sku: 'TTB-M',
  type: 'RTW' as const,
  size: 'M',
  qty: 1,
  unitPrice: 30_000,
  payMode: null,
};

let api: CartApi | null = null;
function Shopper() {
  const cart = useCart();
  useEffect(() => {
    api = cart;
  });
  return null;
}

beforeEach(() => {
  localStorage.clear();
  server.answer = null;
  server.written = [];
  server.land = [];
});

describe('a piece added while the account cart loads', () => {
  it('joins the account cart once, and leaves no copy on the device', async () => {
    render(
      <CartProvider>
        <Shopper />
      </CartProvider>,
    );
    act(() => {
      api!.add(buba);
    });
    await act(async () => {
      server.answer!({ cart: emptyCart(), saved: emptyCart(), unsent: false });
      await Promise.resolve();
    });
    await vi.waitFor(() => expect(api!.owner).toEqual({ kind: 'account', uid: 'ada' }));
    expect(api!.count).toBe(1);
    await vi.waitFor(() => expect(server.written.at(-1)?.lines.map((l) => [l.sku, l.qty])).toEqual([['TTB-M', 1]]));
    // While the save is on its way, a tab opened now finds no guest copy to add a second time.
    expect(readGuestCart().lines).toEqual([]);
    server.land.forEach((land) => land());
  });
});
