// The guest cart lives in localStorage under a key ending `cart_guest` (docs/product.md#cart). Whatever is stored is
// cleaned through the domain's cart rules on the way in, so a hand-edited or old entry cannot break the shop.
import { GUEST_CART_KEY } from '@aso/domain/shared/constants';
import { emptyCart, replaceCart, type Cart, type CartLineInput } from '@aso/domain/checkout/cart';

export { GUEST_CART_KEY };

export function readGuestCart(storage: Storage = localStorage): Cart {
  try {
    const raw = storage.getItem(GUEST_CART_KEY);
    if (!raw) return emptyCart();
    const parsed = JSON.parse(raw) as { lines?: unknown; referralCode?: unknown; discountCode?: unknown } | null;
    const lines = Array.isArray(parsed?.lines) ? (parsed.lines as CartLineInput[]) : [];
    return replaceCart(lines, parsed?.referralCode ?? null, parsed?.discountCode ?? null);
  } catch {
    return emptyCart();
  }
}

export function writeGuestCart(cart: Cart, storage: Storage = localStorage): void {
  try {
    storage.setItem(
      GUEST_CART_KEY,
      JSON.stringify({ lines: cart.lines, referralCode: cart.referralCode, discountCode: cart.discountCode ?? null }),
    );
  } catch (error) {
    console.warn('The cart could not be saved on this device.', error);
  }
}

export function deleteGuestCart(storage: Storage = localStorage): void {
  storage.removeItem(GUEST_CART_KEY);
}
