// `carts/{uid}`: the signed-in customer's cart. Rules accept {lines, referralCode, discountCode?, updatedAt}; prices in
// it are for display only (startCheckout re-prices from the catalogue).
import { emptyCart, replaceCart, type Cart, type CartLineInput } from '@aso/domain/checkout/cart';
import { loadFirestore } from '../firebase';
import { record } from '../firestore-data';

export async function readServerCart(uid: string): Promise<Cart> {
  const { doc, getDb, getDoc } = await loadFirestore();
  const snap = await getDoc(doc(getDb(), 'carts', uid));
  if (!snap.exists()) return emptyCart();
  const data = record(snap.data());
  const lines = Array.isArray(data.lines) ? (data.lines as CartLineInput[]) : [];
  return replaceCart(lines, data.referralCode ?? null, data.discountCode ?? null);
}

export async function writeServerCart(uid: string, cart: Cart): Promise<void> {
  const { doc, getDb, serverTimestamp, setDoc } = await loadFirestore();
  await setDoc(doc(getDb(), 'carts', uid), {
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
    discountCode: cart.discountCode ?? null,
    updatedAt: serverTimestamp(),
  });
}
