// Top referrers: `referralStats/{CODE}` (kept in step by settlement) by redemptions, the top N of 25/50/100.
import { useQuery } from '@tanstack/react-query';
import { collection, getDocs, limit, orderBy, query } from 'firebase/firestore/lite';
import { referralStatsSchema, type ReferralStats } from '@aso/domain/referrals/schemas/referrals';
import { getDb } from '../../../lib/firestore';
import { readDocuments } from '../../../lib/schema-reader';
import { referralKeys } from './keys';
import { dataPaths } from '../../../lib/data/collections';

export type ReferrerRow = ReferralStats & { readonly code: string };

export async function getTopReferrers(n: number): Promise<ReferrerRow[]> {
  const snap = await getDocs(
    query(collection(getDb(), dataPaths.referralStats), orderBy('referredCount', 'desc'), limit(n)),
  );
  return readDocuments(referralStatsSchema, snap.docs).map(({ id, ...stats }) => ({ ...stats, code: id }));
}

export function useTopReferrers(n: number) {
  return useQuery({ queryKey: referralKeys.top(n), queryFn: () => getTopReferrers(n) });
}
