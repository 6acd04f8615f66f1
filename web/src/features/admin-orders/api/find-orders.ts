// The orders search as a query hook (api/search-orders.ts does the reading; docs/product.md#orders).
import { useQuery } from '@tanstack/react-query';
import { parseOrderReference } from '@aso/domain/orders/order-reference';
import { getDb } from '../../../lib/firestore';
import { adminOrderKeys } from './keys';
import { findOrders } from './search-orders';

export function useFindOrders(input: string) {
  return useQuery({
    queryKey: adminOrderKeys.find(input),
    queryFn: () => findOrders(getDb(), input),
    enabled: parseOrderReference(input) !== null,
  });
}
