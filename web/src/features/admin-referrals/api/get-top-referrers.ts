// Top referrers: `referralStats/{CODE}` (kept in step by settlement) by redemptions, the top N of 25/50/100.
import { useQuery } from '@tanstack/react-query';
import { collection, getDocs, limit, orderBy, query } from 'firebase/firestore/lite';
import { getDb } from '../../../lib/firebase';
import { date, num, str } from '../../../lib/firestore-data';
import { referralKeys } from './keys';

export interface ReferrerRow {
  readonly code: string;
  readonly customerId: string;
  readonly customerName: string;
  readonly customerEmail: string;
  readonly customerPhone: string;
  readonly referredCount: number;
  readonly revenue: number;
  readonly lastRedemptionAt: Date | null;
}

export async function getTopReferrers(n: number): Promise<ReferrerRow[]> {
  const snap = await getDocs(query(collection(getDb(), 'referralStats'), orderBy('referredCount', 'desc'), limit(n)));
  return snap.docs.map((d) => {
    const data = d.data();
    return {
      code: d.id,
      customerId: str(data.customerId),
      customerName: str(data.customerName),
      customerEmail: str(data.customerEmail),
      customerPhone: str(data.customerPhone),
      referredCount: num(data.referredCount),
      revenue: num(data.revenue),
      lastRedemptionAt: date(data.lastRedemptionAt),
    };
  });
}

export function useTopReferrers(n: number) {
  return useQuery({ queryKey: referralKeys.top(n), queryFn: () => getTopReferrers(n) });
}
