// Which account-cart snapshots a tab takes (docs/architecture.md#live-carts). A tab writes its whole cart to
// `carts/{uid}` (queued, in order) and listens to the same document, so it hears its own writes back as well as
// everyone else's: another tab's change, or settlement taking paid pieces off the cart. Its own echoes change
// nothing (the screen already shows them, or something newer); anyone else's change is taken once this tab has no
// write of its own on the way, so a snapshot older than what the tab is sending never overwrites the screen.
import type { Cart } from '@aso/domain/checkout/cart';

/** What tells one cart from another (its lines and code; the time it was written does not matter). */
export const cartKey = (cart: Cart): string =>
  JSON.stringify([
    cart.referralCode,
    cart.discountCode ?? null,
    cart.lines.map((l) => [l.productId, l.size, l.payMode, l.qty, l.type]),
  ]);

export interface CartFollower {
  /** This tab starts writing `cart`. */
  readonly wrote: (cart: Cart) => void;
  /** That write finished (`ok` false: refused, it will never come back); returns a snapshot to take now, if any. */
  readonly landed: (cart: Cart, ok: boolean) => Cart | null;
  /** The document as the server has it now; returns it when the tab should take it. */
  readonly heard: (cart: Cart) => Cart | null;
}

export function createCartFollower(): CartFollower {
  /** Carts this tab wrote whose echo has not been heard yet, oldest first. */
  const unheard: string[] = [];
  let writing = 0;
  /** The latest snapshot heard while this tab had writes on the way. */
  let held: Cart | null = null;
  const settled = () => writing === 0 && unheard.length === 0;
  return {
    wrote(cart) {
      writing += 1;
      unheard.push(cartKey(cart));
    },
    landed(cart, ok) {
      writing = Math.max(0, writing - 1);
      if (!ok) {
        const at = unheard.indexOf(cartKey(cart));
        if (at >= 0) unheard.splice(at, 1);
      }
      if (!settled() || !held) return null;
      const take = held;
      held = null;
      return take;
    },
    heard(cart) {
      // An echo of this tab's own write: every earlier write of ours is behind the server too.
      const at = unheard.lastIndexOf(cartKey(cart));
      if (at >= 0) unheard.splice(0, at + 1);
      if (settled()) {
        held = null;
        return cart;
      }
      held = cart;
      return null;
    },
  };
}
