// A customer's own orders, live, for the screens that must learn at once that a payment landed
// (docs/architecture.md#live-carts): a checkout waiting for a bank transfer flips to the receipt, and a cart or
// checkout open in another tab says which order was paid while it had the pieces. Loaded lazily, off the first visit.
import { collection, doc, limit, onSnapshot, orderBy, query, where, type DocumentData } from 'firebase/firestore';
import { PAYMENT_STATUSES, SHIPPING_ZONES } from '@aso/domain/shared/vocab';
import { date, num, oneOf, str, strOrNull } from '../firestore-data';
import { SERVER_SNAPSHOTS, getLiveDb } from './live-firestore';
import { dataPaths } from '../data/collections';

/** What a storefront screen says about one of the customer's orders. */
export interface WatchedOrder {
  readonly id: string;
  readonly paymentStatus: (typeof PAYMENT_STATUSES)[number];
  readonly amountPaid: number;
  readonly balanceDue: number;
  readonly customerName: string;
  readonly shippingAddress: string;
  readonly shippingZone: (typeof SHIPPING_ZONES)[number];
  readonly shippingCountry: string;
  readonly shippingLeadTimeDays: number;
  readonly deliveryBy: string | null;
  readonly balanceDueOn: string | null;
  readonly itemCount: number;
  readonly paidAt: Date | null;
}

function watchedOrder(id: string, d: DocumentData): WatchedOrder {
  const items: unknown = d.items;
  return {
    id,
    paymentStatus: oneOf(PAYMENT_STATUSES, d.paymentStatus, 'unpaid'),
    amountPaid: num(d.amountPaid),
    balanceDue: num(d.balanceDue),
    customerName: str(d.customerName),
    shippingAddress: str(d.shippingAddress),
    shippingZone: oneOf(SHIPPING_ZONES, d.shippingZone, 'NATIONWIDE'),
    shippingCountry: str(d.shippingCountry, 'NG'),
    shippingLeadTimeDays: num(d.shippingLeadTimeDays),
    deliveryBy: strOrNull(d.deliveryBy),
    balanceDueOn: strOrNull(d.balanceDueOn),
    itemCount: Array.isArray(items)
      ? items.reduce((n: number, i: unknown) => n + num((i as DocumentData).qty, 1), 0)
      : 0,
    paidAt: date(d.paidAt),
  };
}

/** One order as the server has it, each time it changes (null: not found or not this customer's). */
export function watchOrder(orderId: string, onOrder: (order: WatchedOrder | null) => void): () => void {
  return onSnapshot(
    doc(getLiveDb(), dataPaths.orders, orderId),
    SERVER_SNAPSHOTS,
    (snap) => {
      if (snap.metadata.fromCache) return;
      onOrder(snap.exists() ? watchedOrder(snap.id, snap.data()) : null);
    },
    () => onOrder(null),
  );
}

/** The customer's newest orders (My Orders' own query and index), each time one changes. */
export function watchRecentOrders(uid: string, onOrders: (orders: WatchedOrder[]) => void): () => void {
  return onSnapshot(
    query(
      collection(getLiveDb(), dataPaths.orders),
      where('userId', '==', uid),
      orderBy('createdAt', 'desc'),
      limit(5),
    ),
    SERVER_SNAPSHOTS,
    (snap) => {
      if (snap.metadata.fromCache) return;
      onOrders(snap.docs.map((d) => watchedOrder(d.id, d.data())));
    },
    () => undefined,
  );
}
