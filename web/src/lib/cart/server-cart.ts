// `carts/{uid}`: the signed-in customer's cart. The browser reads it; it is written through the saveCart callable,
// which checks every line with the domain schema (rules could not check 50 lines within Firestore's limits). Prices
// in it are for display only (startCheckout re-prices from the catalogue).
//
// A write still on its way when the page goes (a reload, a tapped link that loads a new page, a dropped connection on
// a phone) would lose the change: until the function answers, the cart is also kept on this device, and the next load
// sends it again and shows it (docs/product.md#cart).
import { emptyCart, replaceCart, type Cart, type CartLineInput } from '@aso/domain/checkout/cart';
import { callFunction, loadFirestore } from '../firebase';
import { record } from '../firestore-data';

const UNSENT_KEY = 'aso_cart_unsent';
/** An unsent cart older than this is not trusted over the account's (another device may have changed it since). */
const UNSENT_FOR_MS = 60 * 60 * 1000;

interface Unsent {
  readonly uid: string;
  readonly at: number;
  readonly lines: CartLineInput[];
  readonly referralCode: string | null;
}

function readUnsent(uid: string): Cart | null {
  try {
    const unsent = JSON.parse(localStorage.getItem(UNSENT_KEY) ?? 'null') as Unsent | null;
    if (unsent?.uid !== uid || Date.now() - unsent.at > UNSENT_FOR_MS) return null;
    return replaceCart(unsent.lines, unsent.referralCode);
  } catch {
    return null;
  }
}

function keepUnsent(uid: string, cart: Cart): number {
  const at = Date.now();
  try {
    localStorage.setItem(UNSENT_KEY, JSON.stringify({ uid, at, lines: cart.lines, referralCode: cart.referralCode }));
  } catch {
    // A full or blocked storage: the write still goes; only a page closed before it lands loses it.
  }
  return at;
}

function forgetUnsent(at: number): void {
  try {
    const unsent = JSON.parse(localStorage.getItem(UNSENT_KEY) ?? 'null') as Unsent | null;
    // A later change is still on its way: keep it.
    if (unsent?.at === at) localStorage.removeItem(UNSENT_KEY);
  } catch {
    localStorage.removeItem(UNSENT_KEY);
  }
}

/** The account cart: a change this device has not yet seen saved, else `carts/{uid}`. */
export async function readServerCart(uid: string): Promise<Cart> {
  const unsent = readUnsent(uid);
  if (unsent) {
    void writeServerCart(uid, unsent).catch((error: unknown) => console.error('Server cart write failed', error));
    return unsent;
  }
  const { doc, getDb, getDoc } = await loadFirestore();
  const snap = await getDoc(doc(getDb(), 'carts', uid));
  if (!snap.exists()) return emptyCart();
  const data = record(snap.data());
  const lines = Array.isArray(data.lines) ? (data.lines as CartLineInput[]) : [];
  return replaceCart(lines, data.referralCode ?? null);
}

/** The account cart becomes `cart` (the session's own: the function writes the caller's document). */
export async function writeServerCart(uid: string, cart: Cart): Promise<void> {
  const at = keepUnsent(uid, cart);
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
  forgetUnsent(at);
}
