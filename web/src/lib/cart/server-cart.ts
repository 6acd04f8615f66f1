// `carts/{uid}`: the signed-in customer's cart. The browser reads it; it is written through the saveCart callable,
// which checks every line with the domain schema (rules could not check 50 lines within Firestore's limits). Prices
// in it are for display only (startCheckout re-prices from the catalogue).
//
// A write still on its way when the page goes (a reload, a tapped link that loads a new page, a dropped connection on
// a phone) would lose the change: until the function answers, the cart is also kept on this device with the account
// cart it changed, and the next load offers it to be sent again — only while the account cart is still that one (or
// one of this device's own earlier changes, still on their way when this one was made: a second tap queues behind the
// first's save, and is kept from the tap, not from its turn in the queue).
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
  /**
   * cartKeys of the account carts this change continues: the one the tab last knew saved, then its own earlier changes
   * still on their way. Empty when the tab did not know the account cart. (A cart kept before these had `base`.)
   */
  readonly bases?: string[];
  readonly base?: string | null;
}

let lastKept = 0;

function readUnsent(uid: string): Unsent | null {
  try {
    const unsent = JSON.parse(localStorage.getItem(UNSENT_KEY) ?? 'null') as Unsent | null;
    if (unsent?.uid !== uid || Date.now() - unsent.at > UNSENT_FOR_MS) return null;
    return unsent;
  } catch {
    return null;
  }
}

function keepUnsent(uid: string, cart: Cart, bases: readonly Cart[]): number {
  // Strictly increasing, so the save of an earlier change never forgets a later one made in the same millisecond.
  const at = Math.max(Date.now(), lastKept + 1);
  lastKept = at;
  const unsent: Unsent = {
    uid,
    at,
    lines: cart.lines,
    referralCode: cart.referralCode,
    discountCode: cart.discountCode ?? null,
    bases: bases.map(cartKey),
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
export function accountCartOnLoad(saved: Cart, unsent: { cart: Cart; bases: readonly string[] } | null): AccountCart {
  if (!unsent || cartKey(unsent.cart) === cartKey(saved) || !unsent.bases.includes(cartKey(saved))) {
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
    unsent && {
      cart: replaceCart(unsent.lines, unsent.referralCode, unsent.discountCode ?? null),
      bases: unsent.bases ?? (unsent.base ? [unsent.base] : []),
    },
  );
  if (unsent && !found.unsent) forgetUnsent(unsent.at);
  return found;
}

/**
 * The account cart is to become `cart` (the session's own: the function writes the caller's document): kept on this
 * device now, and sent when the returned function is called (the caller's write queue keeps saves in order). `bases`:
 * the account cart as this tab last knew it saved, then this tab's earlier changes still on their way; null when the
 * tab did not know the account cart.
 */
export function writeServerCart(uid: string, cart: Cart, bases: readonly Cart[] | null): () => Promise<void> {
  const at = keepUnsent(uid, cart, bases ?? []);
  return () => sendServerCart(cart, at);
}

async function sendServerCart(cart: Cart, at: number): Promise<void> {
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
