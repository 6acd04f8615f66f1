// My Orders (docs/product.md#my-orders): the signed-in customer's own orders, newest first, each with its timeline from
// `orders/{id}/events` (oldest first), live: a payment landing or a status change by staff shows without reloading.
// The page is its own lazy chunk with the full Firestore SDK; the readers stay hand-written (no zod on the storefront).
import { useMemo, useState } from 'react';
import { collection, orderBy, query, where, type DocumentData } from 'firebase/firestore';
import { useFirestore, useFirestoreCollection, useObservable } from 'reactfire';
import { fromRef } from 'rxfire/firestore';
import { refundFrom, type CustomerRefund } from '@aso/domain/orders/customer-orders';
import type { Order, TimelineEntry, OrderItem } from '@aso/domain/checkout/schemas/order';
import { ORDER_STATUSES, PAYMENT_STATUSES, PRODUCT_TYPES, SHIPPING_ZONES } from '@aso/domain/shared/vocab';
import { date, num, oneOf, record, str, strOrNull } from '../../../lib/firestore-data';
import { discountsFrom } from '../../../lib/order-discounts';
import type { OrderDiscount } from '@aso/domain/promotions/price-order';
import type { LiveResult } from '../../../lib/live/use-live';
import { dataPaths } from '../../../lib/data/collections';

export type MyOrder = Pick<
  Order,
  | 'status'
  | 'paymentStatus'
  | 'subtotal'
  | 'shippingFee'
  | 'shippingZone'
  | 'discount'
  | 'total'
  | 'amountPaid'
  | 'depositPaid'
  | 'balanceDue'
  | 'amountDueNow'
  | 'referralCode'
  | 'createdAt'
> & {
  readonly id: string;
  /** The first payment's reference: My Orders' Cancel of an order awaiting payment names it. */
  readonly paystackReference: string | null;
  /** Present once a paid order was cancelled and its money is being or was given back. */
  readonly refund: CustomerRefund | null;
  /** Paystack's channel of the first payment ('bank_transfer', 'ussd', 'card') once known. */
  readonly paymentChannel: string | null;
  /** Money that landed after the checkout closed: taken, or given back. */
  readonly latePayment: 'applied' | 'refunded' | null;
  /** A deposit's balance is due on this day, when its pre-order window closes (null: not known yet). */
  readonly balanceDueOn: string | null;
  /** The day it should arrive, as checkout stated it (null: not known yet, or an order from before). */
  readonly deliveryBy: string | null;
  readonly items: readonly (Pick<
    OrderItem,
    'productId' | 'name' | 'sku' | 'type' | 'size' | 'qty' | 'unitPrice' | 'payMode'
  > & { readonly listPrice: number | null })[];
  /** Each discount with its promotion's name and code (none on orders from before promotions). */
  readonly discounts: readonly OrderDiscount[];
  readonly timeline: readonly (Pick<TimelineEntry, 'status' | 'note' | 'createdAt'> & { readonly id: string })[];
};

function itemFrom(value: unknown): MyOrder['items'][number] {
  const d = record(value);
  return {
    productId: str(d.productId),
    name: str(d.name),
    sku: str(d.sku),
    type: oneOf(PRODUCT_TYPES, d.type, 'RTW'),
    size: strOrNull(d.size),
    qty: Math.max(1, num(d.qty, 1)),
    unitPrice: num(d.unitPrice),
    listPrice: typeof d.listPrice === 'number' ? d.listPrice : null,
    payMode: d.payMode === 'deposit' ? 'deposit' : 'full',
  };
}

function latePaymentFrom(value: unknown): MyOrder['latePayment'] {
  return value === 'applied' || value === 'refunded' ? value : null;
}

function orderFrom(id: string, d: DocumentData, timeline: MyOrder['timeline']): MyOrder {
  return {
    id,
    status: oneOf(ORDER_STATUSES, d.status, 'pending'),
    paymentStatus: oneOf(PAYMENT_STATUSES, d.paymentStatus, 'unpaid'),
    items: Array.isArray(d.items) ? d.items.map(itemFrom) : [],
    subtotal: num(d.subtotal),
    shippingFee: num(d.shippingFee),
    shippingZone: oneOf(SHIPPING_ZONES, d.shippingZone, 'NATIONWIDE'),
    discount: num(d.discount),
    discounts: discountsFrom(d.discounts),
    total: num(d.total),
    amountPaid: num(d.amountPaid),
    depositPaid: num(d.depositPaid),
    balanceDue: num(d.balanceDue),
    amountDueNow: num(d.amountDueNow),
    referralCode: strOrNull(d.referralCode),
    paystackReference: strOrNull(d.paystackReference),
    refund: refundFrom(d.refund ? { ...record(d.refund), at: date(record(d.refund).at) } : null),
    paymentChannel: strOrNull(d.paymentChannel),
    latePayment: latePaymentFrom(d.latePayment),
    balanceDueOn: strOrNull(d.balanceDueOn),
    deliveryBy: strOrNull(d.deliveryBy),
    createdAt: date(d.createdAt) ?? new Date(0),
    timeline,
  };
}

/** An order's timeline from `orders/{id}/events` documents (oldest first, as queried). */
export function timelineFrom(docs: readonly { id: string; data(): DocumentData }[]): MyOrder['timeline'] {
  return docs.map((e) => {
    const d = e.data();
    return {
      id: e.id,
      status: oneOf(ORDER_STATUSES, d.status, 'pending'),
      note: str(d.note),
      createdAt: date(d.createdAt) ?? new Date(0),
    };
  });
}

/** Said when the page cannot reach Firestore and has never had an answer from it. */
export const ORDERS_UNREACHABLE =
  'The shop could not be reached. Check your connection; this page updates once it is back.';

/**
 * The signed-in customer's orders, newest first, live (the timelines are each card's own listener). Metadata changes
 * are listened to so that a first answer that came from the (empty) cache because the device is offline is an
 * error, not "You have no orders yet.", and the page recovers by itself when the connection comes back.
 */
export function useMyOrders(uid: string): LiveResult<MyOrder[]> {
  const db = useFirestore();
  const q = useMemo(
    () => query(collection(db, dataPaths.orders), where('userId', '==', uid), orderBy('createdAt', 'desc')),
    [db, uid],
  );
  const result = useObservable(`aso:my-orders:${uid}`, fromRef(q, { includeMetadataChanges: true }));
  const snapshot = result.status === 'success' ? result.data : undefined;
  const [reached, setReached] = useState(false);
  if (snapshot && !snapshot.metadata.fromCache && !reached) setReached(true);
  const data = useMemo(() => snapshot?.docs.map((d) => orderFrom(d.id, d.data(), [])), [snapshot]);
  if (snapshot?.metadata.fromCache && snapshot.empty && !reached) {
    return { status: 'error', data: undefined, error: new Error(ORDERS_UNREACHABLE) };
  }
  return { status: result.status, data, error: result.error };
}

/** One order's timeline, live, so the card moves to the next step as staff change the status. */
export function useTimeline(orderId: string): MyOrder['timeline'] {
  const db = useFirestore();
  const q = useMemo(
    () => query(collection(db, dataPaths.orderTimeline(orderId)), orderBy('createdAt', 'asc')),
    [db, orderId],
  );
  const result = useFirestoreCollection(q);
  const snapshot = result.status === 'success' ? result.data : undefined;
  // A timeline that cannot be read shows none (docs/product.md#my-orders).
  return useMemo(() => (snapshot ? timelineFrom(snapshot.docs) : []), [snapshot]);
}
