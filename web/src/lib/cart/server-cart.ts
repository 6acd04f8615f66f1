// `carts/{uid}`: the signed-in customer's cart. The browser reads it; it is written through the saveCart callable,
// which checks every line with the domain schema (rules could not check 50 lines within Firestore's limits). Prices
// in it are for display only (startCheckout re-prices from the catalogue).
import { emptyCart, replaceCart, type Cart, type CartLineInput } from '@aso/domain/checkout/cart';
import { callFunction, loadFirestore } from '../firebase';
import { record } from '../firestore-data';

export async function readServerCart(uid: string): Promise<Cart> {
  const { doc, getDb, getDoc } = await loadFirestore();
  const snap = await getDoc(doc(getDb(), 'carts', uid));
  if (!snap.exists()) return emptyCart();
  const data = record(snap.data());
  const lines = Array.isArray(data.lines) ? (data.lines as CartLineInput[]) : [];
  return replaceCart(lines, data.referralCode ?? null);
}

/** The account cart becomes `cart` (the session's own; the function writes the caller's document). */
export async function writeServerCart(_uid: string, cart: Cart): Promise<void> {
  await callFunction('saveCart', {
    lines: cart.lines.map((l) => ({
      productId: l.productId,
      name: l.name,
      sku: l.sku,
      type: l.type,
      size: l.size,
      qty: l.qty,
      unitPrice: l.unitPrice,
      payMode: l.payMode,
    })),
    referralCode: cart.referralCode,
  });
}
