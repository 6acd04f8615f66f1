// Hooks over lib/live/order-watch.ts (loaded when needed): one order followed live, and the orders that were paid
// while a screen was open (docs/architecture.md#live-carts).
import { useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import type { WatchedOrder } from './live/order-watch';

export type { WatchedOrder } from './live/order-watch';

const isPaidNow = (o: Pick<WatchedOrder, 'paymentStatus'>) =>
  o.paymentStatus === 'paid' || o.paymentStatus === 'deposit_paid';

/** How long before a screen opened a payment may have landed and still be told there. */
const PAID_JUST_BEFORE_MS = 2 * 60_000;

type Start<T> = (on: (value: T) => void) => Promise<() => void>;

/** Runs `start` while mounted (and again when it changes), handing each value to `onValue`. */
function useWatch<T>(start: Start<T> | null, onValue: (value: T) => void) {
  const deliver = useEffectEvent(onValue);
  useEffect(() => {
    if (!start) return undefined;
    let cancelled = false;
    let stop: (() => void) | undefined;
    start((value) => {
      if (!cancelled) deliver(value);
    })
      .then((unsubscribe) => {
        if (cancelled) unsubscribe();
        else stop = unsubscribe;
      })
      .catch((error: unknown) => console.error('Could not follow the order', error));
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [start]);
}

/** One of the customer's orders as the server has it now, live (undefined until it answers). */
export function useWatchedOrder(orderId: string | null): WatchedOrder | null | undefined {
  const [seen, setSeen] = useState<{ id: string; order: WatchedOrder | null } | null>(null);
  const start = useMemo<Start<WatchedOrder | null> | null>(
    () => (orderId ? (on) => import('./live/order-watch').then(({ watchOrder }) => watchOrder(orderId, on)) : null),
    [orderId],
  );
  useWatch(start, (order) => {
    if (orderId) setSeen({ id: orderId, order });
  });
  return seen?.id === orderId ? seen.order : undefined;
}

/** Calls `onPaid` once, when the order is paid (in full or by deposit) — now, or whenever its payment lands. */
export function useWhenPaid(orderId: string | null, onPaid: (order: WatchedOrder) => void): void {
  const order = useWatchedOrder(orderId);
  const told = useRef<string | null>(null);
  useEffect(() => {
    if (!order || !isPaidNow(order) || told.current === order.id) return;
    told.current = order.id;
    onPaid(order);
  }, [order, onPaid]);
}

/**
 * The customer's orders paid while this screen was open (a transfer landing from another tab's checkout): its cart
 * lost those pieces, and the screen says why. Empty for a guest.
 */
export function usePaidWhileOpen(uid: string | null): WatchedOrder[] {
  const [paid, setPaid] = useState<{ uid: string; orders: WatchedOrder[] } | null>(null);
  // The live listener loads a moment after the screen opens: a payment that landed in that moment (or just before a
  // tab was opened on a cart that still showed the pieces) counts too. Clocks differ, hence the margin.
  const [openedAt] = useState(() => Date.now() - PAID_JUST_BEFORE_MS);
  const unpaidSeen = useRef<{ uid: string; ids: Set<string> } | null>(null);
  const start = useMemo<Start<WatchedOrder[]> | null>(
    () =>
      uid ? (on) => import('./live/order-watch').then(({ watchRecentOrders }) => watchRecentOrders(uid, on)) : null,
    [uid],
  );
  useWatch(start, (orders) => {
    if (!uid) return;
    // An order seen unpaid while the screen was open (one this customer's other tab started) that is paid now was
    // paid meanwhile; so was one whose payment landed as the screen opened.
    if (unpaidSeen.current?.uid !== uid) unpaidSeen.current = { uid, ids: new Set() };
    const { ids } = unpaidSeen.current;
    for (const o of orders) if (!isPaidNow(o)) ids.add(o.id);
    const meanwhile = orders.filter(
      (o) => isPaidNow(o) && (ids.has(o.id) || (o.paidAt !== null && o.paidAt.getTime() >= openedAt)),
    );
    setPaid({ uid, orders: meanwhile });
  });
  return paid?.uid === uid ? paid.orders : [];
}
