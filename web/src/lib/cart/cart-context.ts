// What the cart offers the screens, apart from how it is kept (cart-provider.tsx): a card can use the cart without
// pulling Firebase in, so the server-rendered /shop (src/server/render-shop.tsx) renders the same cards.
import { createContext, useContext } from 'react';
import type { Cart, CartLineInput, LineKey } from '@aso/domain/cart';
import type { PayMode } from '@aso/domain/vocab';

export type CartOwner = { readonly kind: 'guest' } | { readonly kind: 'account'; readonly uid: string };

export interface CartApi {
  readonly cart: Cart;
  readonly count: number;
  readonly subtotal: number;
  readonly owner: CartOwner;
  /** True while the account cart is being read or merged after sign-in. */
  readonly syncing: boolean;
  readonly add: (line: CartLineInput) => void;
  readonly remove: (line: LineKey) => void;
  readonly setQty: (line: LineKey, qty: unknown) => void;
  /** Choose or change a line's size (merges with a line already in that size). */
  readonly setSize: (line: LineKey, size: string) => void;
  /** Change how a pre-order line is paid (merges with a line already paid that way). */
  readonly setPayMode: (line: LineKey, payMode: PayMode) => void;
  readonly applyReferralCode: (code: string) => void;
  readonly clear: () => void;
  readonly replace: (cart: Cart) => void;
  /** Write the current cart to the account now (checkout); rejects when it cannot. */
  readonly syncToServer: () => Promise<void>;
}

export const CartContext = createContext<CartApi | null>(null);

export function useCart(): CartApi {
  const api = useContext(CartContext);
  if (!api) throw new Error('useCart must be used inside <CartProvider>.');
  return api;
}
