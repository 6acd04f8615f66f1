// One order for the detail panel, live: the order, its timeline (oldest first) and its payment history each through
// a listener, so a payment landing or another staff member's status change shows while the panel is open. The
// customer's contact details are read once (they change in the CRM, not while an order is being handled).
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { collection, doc, orderBy, query, where } from 'firebase/firestore';
import * as lite from 'firebase/firestore/lite';
import { useFirestore } from 'reactfire';
import { customerSchema } from '@aso/domain/customers/schemas/customer';
import {
  timelineEntrySchema,
  orderSchema,
  paymentSchema,
  type TimelineEntry,
  type Payment,
} from '@aso/domain/checkout/schemas/order';
import { getDb } from '../../../lib/firestore';
import { useLiveDocument, useLiveDocuments } from '../../../lib/live/use-live';
import { readDocument } from '../../../lib/schema-reader';
import { adminOrderKeys } from './keys';
import type { AdminOrder } from './order-from-data';
import { dataPaths } from '../../../lib/data/collections';

export type TimelineEvent = TimelineEntry & { readonly id: string };
export type PaymentRow = Payment & { readonly id: string };

export interface OrderDetail {
  readonly order: AdminOrder;
  readonly timeline: readonly TimelineEvent[];
  readonly payments: readonly PaymentRow[];
  readonly customer: { readonly name: string; readonly phone: string; readonly city: string } | null;
}

export interface OrderDetailState {
  readonly isPending: boolean;
  readonly error: Error | undefined;
  /** null: the order does not exist. */
  readonly data: OrderDetail | null | undefined;
}

function useCustomer(customerId: string | null) {
  return useQuery({
    queryKey: adminOrderKeys.customer(customerId ?? ''),
    queryFn: async () => {
      const snap = await lite.getDoc(lite.doc(getDb(), dataPaths.customers, customerId ?? '')).catch(() => null);
      return snap ? readDocument(customerSchema, snap) : null;
    },
    enabled: !!customerId,
  });
}

export function useOrderDetail(orderId: string): OrderDetailState {
  const db = useFirestore();
  const refs = useMemo(
    () => ({
      order: doc(db, dataPaths.orders, orderId),
      timeline: query(collection(db, dataPaths.orderTimeline(orderId)), orderBy('createdAt', 'asc')),
      payments: query(collection(db, dataPaths.payments), where('orderId', '==', orderId)),
    }),
    [db, orderId],
  );
  const order = useLiveDocument(orderSchema, refs.order);
  const timeline = useLiveDocuments(timelineEntrySchema, refs.timeline);
  const payments = useLiveDocuments(paymentSchema, refs.payments);
  const customer = useCustomer(order.data?.customerId ?? null);

  const error = order.error ?? timeline.error ?? payments.error;
  if (order.data === null) return { isPending: false, error, data: null };
  if (!order.data || !timeline.data || !payments.data) return { isPending: !error, error, data: undefined };
  const c = customer.data;
  return {
    isPending: false,
    error,
    data: {
      order: order.data,
      timeline: timeline.data,
      payments: [...payments.data].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime()),
      customer: c ? { name: c.name, phone: c.phone, city: c.city } : null,
    },
  };
}
