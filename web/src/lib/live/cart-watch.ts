// The signed-in customer's `carts/{uid}`, live (docs/architecture.md#live-carts): another tab's change, or settlement
// taking paid pieces off it, reaches every open tab within a second, so no badge, cart or checkout goes on offering
// to charge pieces already paid for. Loaded on its own (lib/cart/cart-provider.tsx imports it lazily, when the
// browser is idle): the storefront's first load keeps Firestore Lite.
import { doc, onSnapshot } from 'firebase/firestore';
import { emptyCart, replaceCart, type Cart, type CartLineInput } from '@aso/domain/checkout/cart';
import { SERVER_SNAPSHOTS, getLiveDb } from './live-firestore';
import { dataPaths } from '../data/collections';

export function watchAccountCart(uid: string, onCart: (cart: Cart) => void): () => void {
  return onSnapshot(
    doc(getLiveDb(), dataPaths.carts, uid),
    SERVER_SNAPSHOTS,
    (snap) => {
      // Only what the server said: an offline start's empty cache is not an empty cart.
      if (snap.metadata.fromCache) return;
      if (!snap.exists()) {
        onCart(emptyCart());
        return;
      }
      const lines: unknown = snap.get('lines');
      onCart(
        replaceCart(
          Array.isArray(lines) ? (lines as CartLineInput[]) : [],
          snap.get('referralCode') ?? null,
          snap.get('discountCode') ?? null,
        ),
      );
    },
    // Signed out meanwhile, or offline for good: the tab keeps what it shows.
    () => undefined,
  );
}
