// The customer's latest orders for the detail panel (orders are written only by functions; staff read them).
import { useQuery } from '@tanstack/react-query';
import { collection, getDocs, limit, orderBy, query, where } from 'firebase/firestore/lite';
import { ORDER_STATUSES, PAYMENT_STATUSES, type OrderStatus, type PaymentStatus } from '@aso/domain/vocab';
import { getDb } from '../../../lib/firebase';
import { date, num, oneOf } from '../../../lib/firestore-data';
import { customerKeys } from './keys';

export const ORDERS_SHOWN = 10;

export interface CustomerOrder {
  readonly id: string;
  readonly createdAt: Date | null;
  readonly status: OrderStatus;
  readonly paymentStatus: PaymentStatus;
  readonly total: number;
  readonly balanceDue: number;
}

export async function getCustomerOrders(customerId: string): Promise<CustomerOrder[]> {
  const snap = await getDocs(
    query(
      collection(getDb(), 'orders'),
      where('customerId', '==', customerId),
      orderBy('createdAt', 'desc'),
      limit(ORDERS_SHOWN),
    ),
  );
  return snap.docs.map((d) => {
    const data = d.data();
    return {
      id: d.id,
      createdAt: date(data.createdAt),
      status: oneOf(ORDER_STATUSES, data.status, 'pending'),
      paymentStatus: oneOf(PAYMENT_STATUSES, data.paymentStatus, 'unpaid'),
      total: num(data.total),
      balanceDue: num(data.balanceDue),
    };
  });
}

export function useCustomerOrders(customerId: string) {
  return useQuery({ queryKey: customerKeys.orders(customerId), queryFn: () => getCustomerOrders(customerId) });
}
