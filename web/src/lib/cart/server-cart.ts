// `carts/{uid}`: the signed-in customer's cart. The browser reads it; it is written through the saveCart callable,
// which checks every line with the domain schema (rules could not check 50 lines within Firestore's limits). Prices
// in it are for display only (startCheckout re-prices from the catalogue).
//
// A write still on its way when the page goes (a reload, a tapped link that loads a new page, a dropped connection on
// a phone) would lose the change: until the function answers, the cart is also kept on this device with the account
// cart it changed, and the next load offers it to be sent again — only while the account cart is still that one.
// Once anything else has changed it (another tab or device, or a payment taking its pieces off), the account's cart
// is the truth and the unsent one is dropped: an old copy never puts a paid piece back (docs/architecture.md#live-carts).
import { emptyCart, replaceCart, type Cart, type CartLineInput } from '@aso/domain/checkout/cart';
import { callFunction, loadFirestore } from '../firebase';
import { record } from '../firestore-data';
import { cartKey } from './cart-follow';
import { dataPaths } from '../data/collections';

const UNSENT_KEY = 'aso_cart_unsent';
/** An unsent cart older than this is not trusted over the account's (another device may have changed it since). */
const UNSENT_FOR_MS = 60 * 60 * 1000;

interface Unsent {
  readonly uid: string;
  readonly at: number;
  readonly lines: CartLineInput[];
  readonly referralCode: string | null;
  /** Absent in a cart kept before discount codes. */
  readonly discountCode?: string | null;
  /** cartKey of the account cart this change was made to, or null when the tab did not know it. */
  readonly base: string | null;
}

function readUnsent(uid: string): Unsent | null {
  try {
    const unsent = JSON.parse(localStorage.getItem(UNSENT_KEY) ?? 'null') as Unsent | null;
    if (unsent?.uid !== uid || Date.now() - unsent.at > UNSENT_FOR_MS) return null;
    return unsent;
  } catch {
    return null;
  }
}

function keepUnsent(uid: string, cart: Cart, base: Cart | null): number {
  const at = Date.now();
  const unsent: Unsent = {
    uid,
    at,
    lines: cart.lines,
    referralCode: cart.referralCode,
    discountCode: cart.discountCode ?? null,
    base: base ? cartKey(base) : null,
  };
  try {
    localStorage.setItem(UNSENT_KEY, JSON.stringify(unsent));
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

/**
 * What the account cart is on this load, given what `carts/{uid}` holds (`saved`) and this device's unsent change:
 * the unsent change while the account cart is still the one it was made to (then it must be sent again), else the
 * saved one. Pure, so the rule is tested on its own.
 */
export function accountCartOnLoad(saved: Cart, unsent: { cart: Cart; base: string | null } | null): AccountCart {
  if (!unsent || cartKey(unsent.cart) === cartKey(saved) || unsent.base !== cartKey(saved)) {
    return { cart: saved, saved, unsent: false };
  }
  return { cart: unsent.cart, saved, unsent: true };
}

export interface AccountCart {
  /** What the tab shows. */
  readonly cart: Cart;
  /** What `carts/{uid}` holds now. */
  readonly saved: Cart;
  /** `cart` is this device's change that never reached the account: the caller sends it (in its write queue). */
  readonly unsent: boolean;
}

/** The account cart (see accountCartOnLoad); an unsent change the account has moved past is forgotten here. */
export async function readServerCart(uid: string): Promise<AccountCart> {
  const { doc, getDb, getDoc } = await loadFirestore();
  const snap = await getDoc(doc(getDb(), dataPaths.carts, uid));
  const data = snap.exists() ? record(snap.data()) : null;
  const saved = data
    ? replaceCart(
        Array.isArray(data.lines) ? (data.lines as CartLineInput[]) : [],
        data.referralCode ?? null,
        data.discountCode ?? null,
      )
    : emptyCart();
  const unsent = readUnsent(uid);
  const found = accountCartOnLoad(
    saved,
    unsent && { cart: replaceCart(unsent.lines, unsent.referralCode, unsent.discountCode ?? null), base: unsent.base },
  );
  if (unsent && !found.unsent) forgetUnsent(unsent.at);
  return found;
}

/**
 * The account cart becomes `cart` (the session's own: the function writes the caller's document). `base` is the
 * account cart as this tab last knew it, the one this write changes.
 */
export async function writeServerCart(uid: string, cart: Cart, base: Cart | null): Promise<void> {
  const at = keepUnsent(uid, cart, base);
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
    discountCode: cart.discountCode ?? null,
  });
  forgetUnsent(at);
}
