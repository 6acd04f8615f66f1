// The three summary cards, from aggregations rather than documents: Σ referredCount and Σ revenue over every
// `referralStats` document, and how many customers have a code — three small reads whatever the shop's size.
import { useQuery } from '@tanstack/react-query';
import { collection, count, getAggregate, getCount, query, sum, where } from 'firebase/firestore/lite';
import { getDb } from '../../../lib/firestore';
import { referralKeys } from './keys';
import { dataPaths } from '../../../lib/data/collections';

export interface ReferralTotals {
  readonly referredOrders: number;
  readonly revenue: number;
  readonly customersWithCodes: number;
}

export async function getReferralTotals(): Promise<ReferralTotals> {
  const db = getDb();
  const [stats, withCodes] = await Promise.all([
    getAggregate(collection(db, dataPaths.referralStats), {
      referred: sum('referredCount'),
      revenue: sum('revenue'),
      codes: count(),
    }),
    getCount(query(collection(db, dataPaths.customers), where('referralCode', '!=', null))),
  ]);
  const figures = stats.data();
  return { referredOrders: figures.referred, revenue: figures.revenue, customersWithCodes: withCodes.data().count };
}

export function useReferralTotals() {
  return useQuery({ queryKey: referralKeys.totals(), queryFn: getReferralTotals });
}
