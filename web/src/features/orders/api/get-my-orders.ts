// My Orders (docs/product.md#my-orders): the signed-in customer's own orders, newest first, each with its timeline from
// `orders/{id}/events` (oldest first). A failed timeline read shows no timelines (docs/product.md#my-orders).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { collection, getDocs, orderBy, query, where, type DocumentData } from 'firebase/firestore/lite';
import { refundFrom, type CustomerRefund } from '@aso/domain/customerOrders';
import type { Order, OrderEvent, OrderItem } from '@aso/domain/schemas/order';
import { ORDER_STATUSES, PAYMENT_STATUSES, PRODUCT_TYPES, SHIPPING_ZONES } from '@aso/domain/vocab';
import { getDb } from '../../../lib/firebase';
import { date, num, oneOf, record, str, strOrNull } from '../../../lib/firestore-data';

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
  readonly items: readonly Pick<
    OrderItem,
    'productId' | 'name' | 'sku' | 'type' | 'size' | 'qty' | 'unitPrice' | 'payMode'
  >[];
  readonly events: readonly (Pick<OrderEvent, 'status' | 'note' | 'createdAt'> & { readonly id: string })[];
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
    payMode: d.payMode === 'deposit' ? 'deposit' : 'full',
  };
}

function orderFrom(id: string, d: DocumentData, events: MyOrder['events']): MyOrder {
  return {
    id,
    status: oneOf(ORDER_STATUSES, d.status, 'pending'),
    paymentStatus: oneOf(PAYMENT_STATUSES, d.paymentStatus, 'unpaid'),
    items: Array.isArray(d.items) ? d.items.map(itemFrom) : [],
    subtotal: num(d.subtotal),
    shippingFee: num(d.shippingFee),
    shippingZone: oneOf(SHIPPING_ZONES, d.shippingZone, 'NATIONWIDE'),
    discount: num(d.discount),
    total: num(d.total),
    amountPaid: num(d.amountPaid),
    depositPaid: num(d.depositPaid),
    balanceDue: num(d.balanceDue),
    amountDueNow: num(d.amountDueNow),
    referralCode: strOrNull(d.referralCode),
    paystackReference: strOrNull(d.paystackReference),
    refund: refundFrom(d.refund ? { ...record(d.refund), at: date(record(d.refund).at) } : null),
    createdAt: date(d.createdAt) ?? new Date(0),
    events,
  };
}

async function timelineOf(orderId: string): Promise<MyOrder['events']> {
  const snap = await getDocs(query(collection(getDb(), 'orders', orderId, 'events'), orderBy('createdAt', 'asc')));
  return snap.docs.map((e) => {
    const d = e.data();
    return {
      id: e.id,
      status: oneOf(ORDER_STATUSES, d.status, 'pending'),
      note: str(d.note),
      createdAt: date(d.createdAt) ?? new Date(0),
    };
  });
}

export async function getMyOrders(uid: string): Promise<MyOrder[]> {
  const snap = await getDocs(
    query(collection(getDb(), 'orders'), where('userId', '==', uid), orderBy('createdAt', 'desc')),
  );
  let timelines: MyOrder['events'][];
  try {
    timelines = await Promise.all(snap.docs.map((d) => timelineOf(d.id)));
  } catch (error) {
    console.warn('Order timelines could not be read.', error);
    timelines = snap.docs.map(() => []);
  }
  return snap.docs.map((d, i) => orderFrom(d.id, d.data(), timelines[i] ?? []));
}

export const myOrdersQueryKey = (uid: string) => ['orders', 'mine', uid] as const;

export const myOrdersQueryOptions = (uid: string) =>
  queryOptions({ queryKey: myOrdersQueryKey(uid), queryFn: () => getMyOrders(uid) });

export function useMyOrders(uid: string) {
  return useQuery(myOrdersQueryOptions(uid));
}
