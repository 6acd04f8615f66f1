// Purchase orders for the Expenses card, newest first, from the period's start (all of them for all time). Their
// lines are inside each document, so one query answers both expense sums of docs/product.md#finance.
import { useQuery } from '@tanstack/react-query';
import { Timestamp, collection, getDocs, orderBy, query, where } from 'firebase/firestore/lite';
import { periodStart, type FinancePeriod, type PoForFinance } from '@aso/domain/finance';
import { PO_STATUSES } from '@aso/domain/vocab';
import { getDb } from '../../../lib/firebase';
import { date, num, oneOf, record } from '../../../lib/firestore-data';
import { financeKeys } from './keys';

export async function getPurchaseOrders(period: FinancePeriod, now: Date): Promise<PoForFinance[]> {
  const pos = collection(getDb(), 'purchaseOrders');
  const start = periodStart(period, now);
  const q = start
    ? query(pos, where('createdAt', '>=', Timestamp.fromDate(start)), orderBy('createdAt', 'desc'))
    : query(pos, orderBy('createdAt', 'desc'));
  const snap = await getDocs(q);
  return snap.docs.map((d) => {
    const data = d.data();
    const lines = Array.isArray(data.lines)
      ? data.lines.map((l) => record(l)).map((l) => ({ qty: num(l.qty), unitCost: num(l.unitCost) }))
      : [];
    return {
      id: d.id,
      // An unknown status reads as draft (docs/product.md#purchase-orders).
      status: oneOf(PO_STATUSES, data.status, 'draft'),
      totalCost: num(data.totalCost),
      createdAt: date(data.createdAt) ?? new Date(0),
      lines,
    };
  });
}

export function usePurchaseOrders(period: FinancePeriod, now: Date, today: string) {
  return useQuery({
    queryKey: financeKeys.purchaseOrders(period, today),
    queryFn: () => getPurchaseOrders(period, now),
    retry: false,
  });
}
