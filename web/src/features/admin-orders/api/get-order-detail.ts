// One order for the detail panel: the order, its timeline (oldest first), its payment history and the customer.
import { useQuery } from '@tanstack/react-query';
import { collection, doc, getDoc, getDocs, orderBy, query, where } from 'firebase/firestore/lite';
import type { OrderEvent } from '@aso/domain/schemas/order';
import {
  ORDER_STATUSES,
  PAYMENT_PURPOSES,
  PAYMENT_RECORD_STATUSES,
  type PaymentPurpose,
  type PaymentRecordStatus,
} from '@aso/domain/vocab';
import { getDb } from '../../../lib/firebase';
import { bool, date, num, oneOf, str, strOrNull } from '../../../lib/firestore-data';
import { adminOrderKeys } from './keys';
import { orderFromData, type AdminOrder } from './order-from-data';

export type TimelineEvent = OrderEvent & { readonly id: string };

export interface PaymentRow {
  readonly reference: string;
  readonly purpose: PaymentPurpose;
  readonly amountKobo: number;
  readonly status: PaymentRecordStatus;
  readonly createdAt: Date | null;
  readonly verifiedAt: Date | null;
  readonly refundRequired: boolean;
  readonly refundedAt: Date | null;
}

export interface OrderDetail {
  readonly order: AdminOrder;
  readonly events: readonly TimelineEvent[];
  readonly payments: readonly PaymentRow[];
  readonly customer: { readonly name: string; readonly phone: string; readonly city: string } | null;
}

export async function getOrderDetail(orderId: string): Promise<OrderDetail | null> {
  const db = getDb();
  const snap = await getDoc(doc(db, 'orders', orderId));
  const data = snap.data();
  if (!data) return null;
  const order = orderFromData(snap.id, data);
  const [eventsSnap, paymentsSnap, customerSnap] = await Promise.all([
    getDocs(query(collection(db, 'orders', orderId, 'events'), orderBy('createdAt', 'asc'))),
    getDocs(query(collection(db, 'payments'), where('orderId', '==', orderId))),
    order.customerId ? getDoc(doc(db, 'customers', order.customerId)).catch(() => null) : null,
  ]);
  const customer = customerSnap?.data();
  return {
    order,
    events: eventsSnap.docs.map((e) => {
      const d = e.data();
      return {
        id: e.id,
        status: oneOf(ORDER_STATUSES, d.status, 'pending'),
        note: str(d.note),
        authorId: strOrNull(d.authorId),
        createdAt: date(d.createdAt) ?? new Date(0),
      };
    }),
    payments: paymentsSnap.docs
      .map((p) => {
        const d = p.data();
        return {
          reference: p.id,
          purpose: oneOf(PAYMENT_PURPOSES, d.purpose, 'order'),
          amountKobo: num(d.amountKobo),
          status: oneOf(PAYMENT_RECORD_STATUSES, d.status, 'pending'),
          createdAt: date(d.createdAt),
          verifiedAt: date(d.verifiedAt),
          refundRequired: bool(d.refundRequired),
          refundedAt: date(d.refundedAt),
        };
      })
      .sort((a, b) => (a.createdAt?.getTime() ?? 0) - (b.createdAt?.getTime() ?? 0)),
    customer: customer ? { name: str(customer.name), phone: str(customer.phone), city: str(customer.city) } : null,
  };
}

export function useOrderDetail(orderId: string | null) {
  return useQuery({
    queryKey: adminOrderKeys.detail(orderId ?? ''),
    queryFn: () => getOrderDetail(orderId ?? ''),
    enabled: orderId !== null,
    staleTime: 0,
  });
}
