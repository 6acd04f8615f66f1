// The cart of docs/product.md#cart. Guests: every change is saved to localStorage. Signed in: a change is applied here
// first and then written to `carts/{uid}` (writes are queued so they land in order); a failed write keeps the local
// state and says so. On sign-in the guest lines are merged into the account cart, pushed, and the guest copy
// deleted ('Your cart was synced to your account.'). Every tab follows the cart live (docs/architecture.md#live-carts):
// signed in, `carts/{uid}` (another tab's change, or settlement taking paid pieces off it); a guest, the device's
// copy in localStorage, which other tabs change. A change this device never saw saved (the page left before saveCart
// answered) is sent again through the same queue on the next load, while the account cart is still the one it
// changed (lib/cart/server-cart.ts): one cart truth, never an old copy over a payment.
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  applyDiscountCode,
  applyReferral,
  cartItemCount,
  cartSubtotal,
  emptyCart,
  mergeCarts,
  removeFromCart,
  tryAddToCart,
  trySetLinePayMode,
  trySetLineQty,
  trySetLineSize,
  type Cart,
  type CartChange,
} from '@aso/domain/checkout/cart';
import {
  CART_SYNCED,
  ITEM_REMOVE_FAILED,
  ITEM_REMOVED,
  SERVER_CART_UPDATE_FAILED,
} from '@aso/domain/checkout/messages';
import { useSession } from '../session';
import { useToast } from '../toast';
import { whenIdle } from '../when-idle';
import { GUEST_CART_KEY, deleteGuestCart, readGuestCart, writeGuestCart } from './guest-storage';
import { cartKey, createCartFollower } from './cart-follow';
import { readServerCart, writeServerCart } from './server-cart';
import { CartContext, type CartApi, type CartOwner } from './cart-context';

export { useCart, type CartApi, type CartOwner } from './cart-context';

export function CartProvider({ children }: { children: ReactNode }) {
  const session = useSession();
  const toast = useToast();
  const [cart, setCart] = useState<Cart>(() => readGuestCart());
  const [owner, setOwner] = useState<CartOwner>({ kind: 'guest' });
  const [syncing, setSyncing] = useState(false);
  const current = useRef({ cart, owner });
  const writes = useRef<Promise<unknown>>(Promise.resolve());
  const follower = useRef(createCartFollower());
  /** The account cart as this tab last knew it saved (read, written, or heard once settled): what a write changes. */
  const known = useRef<Cart | null>(null);
  /** This tab's changes queued for the account cart and not yet answered, oldest first. */
  const onTheWay = useRef<Cart[]>([]);

  const commit = useCallback((next: Cart, nextOwner: CartOwner = current.current.owner) => {
    current.current = { cart: next, owner: nextOwner };
    setCart(next);
    setOwner(nextOwner);
    if (nextOwner.kind === 'guest') writeGuestCart(next);
  }, []);

  /** What the cart is elsewhere (another tab, or a payment) becomes this tab's, without writing it back. */
  const adopt = useCallback(
    (next: Cart) => {
      if (cartKey(next) !== cartKey(current.current.cart)) commit(next);
    },
    [commit],
  );

  /** Queue a write of `snapshot` to the account cart; resolves true when it landed. */
  const push = useCallback(
    (uid: string, snapshot: Cart): Promise<boolean> => {
      const follow = follower.current;
      follow.wrote(snapshot);
      // Kept on the device from now, not from its turn in the queue: a page left while an earlier save is still on
      // its way brings this change back on the next load (lib/cart/server-cart.ts).
      const send = writeServerCart(uid, snapshot, known.current && [known.current, ...onTheWay.current]);
      onTheWay.current.push(snapshot);
      const write = writes.current.then(send);
      writes.current = write.catch(() => undefined);
      const landed = (ok: boolean) => {
        onTheWay.current = onTheWay.current.filter((cart) => cart !== snapshot);
        if (ok) known.current = snapshot;
        const heard = follow.landed(snapshot, ok);
        const who = current.current.owner;
        if (heard && follow === follower.current && who.kind === 'account' && who.uid === uid) {
          known.current = heard;
          adopt(heard);
        }
        return ok;
      };
      return write.then(
        () => landed(true),
        (error: unknown) => {
          console.error('Server cart write failed', error);
          return landed(false);
        },
      );
    },
    [adopt],
  );

  const uid = session.status === 'signed-in' ? (session.user?.uid ?? null) : null;
  const signedOut = session.status === 'signed-out';

  // Follow the session: load (and merge into) the account cart on sign-in, fall back to the guest cart on sign-out.
  useEffect(() => {
    if (uid) {
      if (current.current.owner.kind === 'account' && current.current.owner.uid === uid) return undefined;
      let cancelled = false;
      setSyncing(true);
      readServerCart(uid)
        .then(async ({ cart: server, saved, unsent }) => {
          if (cancelled) return;
          known.current = saved;
          // The guest cart as it is now: a piece added while the account cart was being read went there, and joins.
          const guest = readGuestCart();
          // A guest cart with nothing to add may still carry a code from a referral link: that is kept too.
          if (guest.lines.length === 0 && !guest.referralCode && !guest.discountCode) {
            commit(server, { kind: 'account', uid });
            // Sent before the tab follows the account cart, so what it first hears is this change, not the old one.
            if (unsent) await push(uid, server);
            return;
          }
          const merged = mergeCarts(server, guest);
          // Taken off the device at once, so a tab loading meanwhile does not add these lines a second time; until
          // saveCart answers, the merged cart is kept on the device as an unsent change (lib/cart/server-cart.ts).
          deleteGuestCart();
          commit(merged, { kind: 'account', uid });
          if ((await push(uid, merged)) && guest.lines.length > 0) toast(CART_SYNCED, { tone: 'success' });
        })
        .catch((error: unknown) => {
          // The account cart could not be read: keep what is on this device and try again next time.
          console.error('Could not read the account cart', error);
          if (!cancelled) commit(readGuestCart(), { kind: 'guest' });
        })
        .finally(() => {
          if (!cancelled) setSyncing(false);
        });
      return () => {
        cancelled = true;
      };
    }
    if (signedOut && current.current.owner.kind === 'account') {
      known.current = null;
      commit(readGuestCart(), { kind: 'guest' });
    }
    return undefined;
  }, [uid, signedOut, commit, push, toast]);

  // Signed in: follow `carts/{uid}` live once the page has settled (the full SDK loads then, off the first visit).
  const following = owner.kind === 'account' && !syncing ? owner.uid : null;
  useEffect(() => {
    if (!following) return undefined;
    const follow = createCartFollower();
    follower.current = follow;
    let cancelled = false;
    let stop: (() => void) | undefined;
    const idle = whenIdle(() => {
      import('../live/cart-watch')
        .then(({ watchAccountCart }) => {
          if (cancelled) return;
          stop = watchAccountCart(following, (heard) => {
            const take = follow.heard(heard);
            if (take && !cancelled) {
              known.current = take;
              adopt(take);
            }
          });
        })
        .catch((error: unknown) => console.error('Could not follow the cart', error));
    });
    return () => {
      cancelled = true;
      clearTimeout(idle);
      stop?.();
    };
  }, [following, adopt]);

  // A guest: other tabs of this browser change the device's cart; this one shows what they saved.
  useEffect(() => {
    if (owner.kind !== 'guest') return undefined;
    const onStorage = (event: StorageEvent) => {
      if (event.key === GUEST_CART_KEY || event.key === null) adopt(readGuestCart());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [owner.kind, adopt]);

  /** Apply locally, then (signed in) to the server; `onServer` picks the toast for the outcome. */
  const change = useCallback(
    (next: Cart, onServer?: (ok: boolean) => void) => {
      const { owner: who } = current.current;
      commit(next);
      if (who.kind === 'account') {
        void push(who.uid, next).then((ok) => {
          if (onServer) onServer(ok);
          else if (!ok) toast(SERVER_CART_UPDATE_FAILED, { tone: 'error' });
        });
      } else {
        onServer?.(true);
      }
    },
    [commit, push, toast],
  );

  /** A person's action: applied whole, or refused in words and nothing changed (docs/product.md#cart). */
  const act = useCallback(
    (outcome: CartChange, success = false): CartChange => {
      if (!outcome.ok) toast(outcome.message, { tone: 'error' });
      else if (outcome.cart !== current.current.cart) {
        change(outcome.cart);
        if (success) toast(outcome.message, { tone: 'success' });
      }
      return outcome;
    },
    [change, toast],
  );

  const api = useMemo<CartApi>(
    () => ({
      cart,
      owner,
      syncing,
      count: cartItemCount(cart),
      subtotal: cartSubtotal(cart),
      add: (line, left = null) => act(tryAddToCart(current.current.cart, line, left), true),
      remove: (line) =>
        change(removeFromCart(current.current.cart, line), (ok) =>
          toast(ok ? ITEM_REMOVED : ITEM_REMOVE_FAILED, { tone: ok ? 'info' : 'error' }),
        ),
      setQty: (line, qty, left = null) => act(trySetLineQty(current.current.cart, line, qty, left)),
      setSize: (line, size, left = null) => act(trySetLineSize(current.current.cart, line, size, left)),
      setPayMode: (line, payMode) => act(trySetLinePayMode(current.current.cart, line, payMode)),
      applyReferralCode: (code) => {
        const result = applyReferral(current.current.cart, code);
        change(result.cart);
        toast(result.message, { tone: 'success' });
      },
      applyDiscountCode: (code) => change(applyDiscountCode(current.current.cart, code)),
      // Clear failures are only logged (docs/product.md#cart).
      clear: () => change(emptyCart(), () => undefined),
      replace: (next) => change(next),
      reload: async () => {
        const who = current.current.owner;
        if (who.kind !== 'account') return;
        await writes.current;
        const { cart: server, saved, unsent } = await readServerCart(who.uid);
        const now = current.current.owner;
        if (now.kind !== 'account' || now.uid !== who.uid) return;
        known.current = saved;
        adopt(server);
        if (unsent) await push(who.uid, server);
      },
      syncToServer: async () => {
        const { owner: who, cart: snapshot } = current.current;
        if (who.kind !== 'account') throw new Error('Sign in to save the cart to your account.');
        if (!(await push(who.uid, snapshot))) throw new Error('The cart could not be saved to the account.');
      },
    }),
    [cart, owner, syncing, change, act, push, adopt, toast],
  );

  return <CartContext.Provider value={api}>{children}</CartContext.Provider>;
}
