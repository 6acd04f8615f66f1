// Purchase orders for the Expenses card, newest first, from the period's start (all of them for all time). Their
// lines are inside each document, so one query answers both expense sums of docs/product.md#finance.
import { useQuery } from '@tanstack/react-query';
import { Timestamp, collection, getDocs, orderBy, query, where } from 'firebase/firestore/lite';
import { periodStart, type FinancePeriod, type PoForFinance } from '@aso/domain/finance';
import { purchaseOrderSchema } from '@aso/domain/schemas/purchasing';
import { getDb } from '../../../lib/firebase';
import { readDocuments } from '../../../lib/schema-reader';
import { financeKeys } from './keys';

export async function getPurchaseOrders(period: FinancePeriod, now: Date): Promise<PoForFinance[]> {
  const pos = collection(getDb(), 'purchaseOrders');
  const start = periodStart(period, now);
  const q = start
    ? query(pos, where('createdAt', '>=', Timestamp.fromDate(start)), orderBy('createdAt', 'desc'))
    : query(pos, orderBy('createdAt', 'desc'));
  const snap = await getDocs(q);
  // The same reader as the purchase-order screen: one schema, one set of defaults.
  return readDocuments(purchaseOrderSchema, snap.docs);
}

export function usePurchaseOrders(period: FinancePeriod, now: Date, today: string) {
  return useQuery({
    queryKey: financeKeys.purchaseOrders(period, today),
    queryFn: () => getPurchaseOrders(period, now),
    retry: false,
  });
}
