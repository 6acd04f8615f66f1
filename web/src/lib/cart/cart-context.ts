// What the cart offers the screens, apart from how it is kept (cart-provider.tsx): a card can use the cart without
// pulling Firebase in, so the server-rendered /shop (src/ssr/render-shop.tsx) renders the same cards.
import { createContext, useContext } from 'react';
import type { Cart, CartChange, CartLineInput, LineKey } from '@aso/domain/checkout/cart';
import type { PayMode } from '@aso/domain/shared/vocab';

export type CartOwner = { readonly kind: 'guest' } | { readonly kind: 'account'; readonly uid: string };

export interface CartApi {
  readonly cart: Cart;
  readonly count: number;
  readonly subtotal: number;
  readonly owner: CartOwner;
  /** True while the account cart is being read or merged after sign-in. */
  readonly syncing: boolean;
  /**
   * Add all of what is asked or nothing, and say which ('Added to cart: …' only when something was added): `left` is
   * what the storefront shows as left of the line's size (domain stock.leftOfSize). Refusals are toasted too.
   */
  readonly add: (line: CartLineInput, left?: number | null) => CartChange;
  readonly remove: (line: LineKey) => void;
  /** Set a quantity as typed (1–99, at most `left`); a refusal changes nothing and is toasted. */
  readonly setQty: (line: LineKey, qty: unknown, left?: number | null) => CartChange;
  /** Choose or change a line's size (merges with a line already in that size, never past 99 or what is left). */
  readonly setSize: (line: LineKey, size: string, left?: number | null) => CartChange;
  /** Change how a pre-order line is paid (merges with a line already paid that way, never past 99). */
  readonly setPayMode: (line: LineKey, payMode: PayMode) => CartChange;
  readonly applyReferralCode: (code: string) => void;
  /** Keep the cart's one discount code (a checked one; '' removes it); says nothing itself: the code box does. */
  readonly applyDiscountCode: (code: string) => void;
  readonly clear: () => void;
  readonly replace: (cart: Cart) => void;
  /**
   * Show the account's cart as the server has it now, without writing (after a payment, whose settlement took the
   * paid pieces off it: docs/architecture.md#live-carts).
   */
  readonly reload: () => Promise<void>;
  /** Write the current cart to the account now (checkout); rejects when it cannot. */
  readonly syncToServer: () => Promise<void>;
}

export const CartContext = createContext<CartApi | null>(null);

export function useCart(): CartApi {
  const api = useContext(CartContext);
  if (!api) throw new Error('useCart must be used inside <CartProvider>.');
  return api;
}
