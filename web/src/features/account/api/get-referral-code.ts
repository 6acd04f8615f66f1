// The signed-in customer's own referral code, to share (docs/product.md#referral-codes-for-customers). The shop's
// rule: a customer with a paid order has one. The record (`customers/{uid}`) is read first; a customer who has paid
// but holds no code yet gets one from `claimReferralCode`, which makes it once. No code: no paid order yet, or staff
// cleared it (withdrawn: none is made again until staff give one).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { doc, getDoc } from 'firebase/firestore/lite';
import { callFunction } from '../../../lib/firebase';
import { getDb } from '../../../lib/firestore';
import { num, strOrNull } from '../../../lib/firestore-data';
import { dataPaths } from '../../../lib/data/collections';
import { queryKeys } from '../../../lib/data/query-keys';

export interface OwnReferralCode {
  readonly code: string | null;
  readonly withdrawn: boolean;
}

export async function getOwnReferralCode(uid: string): Promise<OwnReferralCode> {
  const snap = await getDoc(doc(getDb(), dataPaths.customers, uid));
  const code = snap.exists() ? strOrNull(snap.get('referralCode')) : null;
  const withdrawn = snap.get('referralCodeWithdrawn') === true;
  if (code || withdrawn || num(snap.get('orderCount')) < 1) return { code, withdrawn };
  return { code: (await callFunction('claimReferralCode', {})).code, withdrawn: false };
}

export function useOwnReferralCode(uid: string) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.referralCode(uid),
      queryFn: () => getOwnReferralCode(uid),
      enabled: uid !== '',
    }),
  );
}
