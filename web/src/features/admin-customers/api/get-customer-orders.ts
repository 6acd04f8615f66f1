// The customer's latest orders for the detail panel (orders are written only by functions; staff read them).
import { useQuery } from '@tanstack/react-query';
import { collection, getDocs, limit, orderBy, query, where } from 'firebase/firestore/lite';
import { orderSchema, type Order } from '@aso/domain/schemas/order';
import { getDb } from '../../../lib/firebase';
import { readDocuments } from '../../../lib/schema-reader';
import { customerKeys } from './keys';

export const ORDERS_SHOWN = 10;

/** An order as the domain's order schema reads it. */
export type CustomerOrder = Order & { readonly id: string };

export async function getCustomerOrders(customerId: string): Promise<CustomerOrder[]> {
  const snap = await getDocs(
    query(
      collection(getDb(), 'orders'),
      where('customerId', '==', customerId),
      orderBy('createdAt', 'desc'),
      limit(ORDERS_SHOWN),
    ),
  );
  return readDocuments(orderSchema, snap.docs);
}

export function useCustomerOrders(customerId: string) {
  return useQuery({ queryKey: customerKeys.orders(customerId), queryFn: () => getCustomerOrders(customerId) });
}
