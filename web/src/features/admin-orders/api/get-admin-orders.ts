// The filtered orders list, newest first, 50 at a time with Load more (a cursor on the last order read).
import { useInfiniteQuery } from '@tanstack/react-query';
import { collection, getDocs, limit, query, startAfter, type QueryDocumentSnapshot } from 'firebase/firestore/lite';
import { getDb } from '../../../lib/firebase';
import { adminOrderKeys } from './keys';
import { filterConstraints, type OrderFilters } from './order-filters';
import { ordersFromDocs, type AdminOrder } from './order-from-data';

export const ORDERS_PAGE = 50;

export interface OrdersPage {
  readonly orders: AdminOrder[];
  readonly last: QueryDocumentSnapshot | null;
}

export async function getOrdersPage(filters: OrderFilters, after: QueryDocumentSnapshot | null): Promise<OrdersPage> {
  const constraints = [...filterConstraints(filters), ...(after ? [startAfter(after)] : []), limit(ORDERS_PAGE)];
  const snap = await getDocs(query(collection(getDb(), 'orders'), ...constraints));
  return {
    orders: ordersFromDocs(snap.docs),
    last: snap.docs.length === ORDERS_PAGE ? (snap.docs.at(-1) ?? null) : null,
  };
}

export function useAdminOrders(filters: OrderFilters) {
  return useInfiniteQuery({
    queryKey: adminOrderKeys.list(filters),
    queryFn: ({ pageParam }) => getOrdersPage(filters, pageParam),
    initialPageParam: null as QueryDocumentSnapshot | null,
    getNextPageParam: (page) => page.last,
  });
}
