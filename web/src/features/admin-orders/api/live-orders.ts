// The filtered orders list, live (docs/product.md#orders): one listener on the newest 50 that match, 50 more with
// each Load more. A new paid order, a status change by another staff member or a payment landing shows at once,
// without reloading; while a longer list's listener starts, the rows already shown stay.
import { useMemo, useState } from 'react';
import { collection, limit, orderBy, query, where } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { orderSchema } from '@aso/domain/checkout/schemas/order';
import { useLiveDocuments } from '../../../lib/live/use-live';
import { filterConditions, type OrderFilters } from './order-filters';
import type { AdminOrder } from './order-from-data';
import { dataPaths } from '../../../lib/data/collections';

export const ORDERS_PAGE = 50;

export interface LiveOrders {
  readonly orders: AdminOrder[] | undefined;
  readonly isPending: boolean;
  readonly error: Error | undefined;
  readonly hasMore: boolean;
  readonly loadingMore: boolean;
  readonly loadMore: () => void;
}

export function useLiveOrders(filters: OrderFilters): LiveOrders {
  const db = useFirestore();
  const [shown, setShown] = useState({ filters, count: ORDERS_PAGE });
  // New filters start again at the first 50.
  const count = shown.filters === filters ? shown.count : ORDERS_PAGE;
  const q = useMemo(
    () =>
      query(
        collection(db, dataPaths.orders),
        ...filterConditions(filters).map((c) => where(...c)),
        orderBy('createdAt', 'desc'),
        limit(count),
      ),
    [db, filters, count],
  );
  const live = useLiveDocuments(orderSchema, q);
  // The last rows shown, kept while a longer list's listener starts (state adjusted during render, as React's docs
  // show for values derived from a changing input).
  const [held, setHeld] = useState<{ filters: OrderFilters; orders: AdminOrder[] } | null>(null);
  if (live.data && held?.orders !== live.data) setHeld({ filters, orders: live.data });
  const orders = live.data ?? (held?.filters === filters ? held.orders : undefined);
  return {
    orders,
    isPending: orders === undefined && live.status === 'loading',
    error: live.status === 'error' ? live.error : undefined,
    hasMore: (live.data?.length ?? 0) >= count,
    loadingMore: live.status === 'loading' && orders !== undefined,
    loadMore: () => setShown({ filters, count: count + ORDERS_PAGE }),
  };
}
