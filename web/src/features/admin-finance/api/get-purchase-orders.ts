// Purchase orders for the Expenses card: every open one (what is ordered and not yet received is the commitment) and
// the newest of the period for the recent list. Expenses themselves come from the stats days (docs/product.md#finance),
// so nothing here grows with the number of purchase orders ever raised.
import { useQuery } from '@tanstack/react-query';
import { Timestamp, collection, getDocs, limit, orderBy, query, where } from 'firebase/firestore/lite';
import { RECENT_PURCHASE_ORDERS } from '@aso/domain/shared/constants';
import { periodStart, type FinancePeriod, type PoForFinance } from '@aso/domain/finance/finance';
import { purchaseOrderSchema } from '@aso/domain/purchase-orders/schemas/purchase-orders';
import { getDb } from '../../../lib/firestore';
import { readDocuments } from '../../../lib/schema-reader';
import { financeKeys } from './keys';
import { dataPaths } from '../../../lib/data/collections';

export async function getPurchaseOrders(period: FinancePeriod, now: Date): Promise<PoForFinance[]> {
  const pos = collection(getDb(), dataPaths.purchaseOrders);
  const start = periodStart(period, now);
  const newest = start
    ? query(
        pos,
        where('createdAt', '>=', Timestamp.fromDate(start)),
        orderBy('createdAt', 'desc'),
        limit(RECENT_PURCHASE_ORDERS),
      )
    : query(pos, orderBy('createdAt', 'desc'), limit(RECENT_PURCHASE_ORDERS));
  const [recent, open] = await Promise.all([getDocs(newest), getDocs(query(pos, where('status', '==', 'ordered')))]);
  // The same reader as the purchase-order screen: one schema, one set of defaults.
  const byId = new Map<string, PoForFinance>();
  for (const po of [
    ...readDocuments(purchaseOrderSchema, recent.docs),
    ...readDocuments(purchaseOrderSchema, open.docs),
  ])
    byId.set(po.id, po);
  return [...byId.values()];
}

export function usePurchaseOrders(period: FinancePeriod, now: Date, today: string) {
  return useQuery({
    queryKey: financeKeys.purchaseOrders(period, today),
    queryFn: () => getPurchaseOrders(period, now),
    retry: false,
  });
}
