// The signed-in customer's own referral code, to share (docs/product.md#referral-codes-for-customers). The shop's
// rule: a customer with a paid order has one. The record (`customers/{uid}`) is read first; a customer who has paid
// but holds no code yet gets one from `claimReferralCode`, which makes it once. No code: no paid order yet, or staff
// cleared it (withdrawn: none is made again until staff give one).
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { doc, getDoc } from 'firebase/firestore/lite';
import { getDb } from '../../../lib/firestore';
import { num, strOrNull } from '../../../lib/firestore-data';
import { dataPaths } from '../../../lib/data/collections';
import { queryKeys } from '../../../lib/data/query-keys';
import { callableQuery } from '../../../lib/data/callables';

export interface OwnReferralCode {
  readonly code: string | null;
  readonly withdrawn: boolean;
}

/** The claim, kept under the key My Orders' live card asks with (live-referral-code.ts): one call for both. */
export const claimReferralCode = (uid: string) =>
  callableQuery(queryKeys.referralCodeClaim(uid), 'claimReferralCode', {}, (result) => result.code);

async function getOwnReferralCode(uid: string, client: QueryClient): Promise<OwnReferralCode> {
  const snap = await getDoc(doc(getDb(), dataPaths.customers, uid));
  const code = snap.exists() ? strOrNull(snap.get('referralCode')) : null;
  const withdrawn = snap.get('referralCodeWithdrawn') === true;
  if (code || withdrawn || num(snap.get('orderCount')) < 1) return { code, withdrawn };
  return { code: await client.fetchQuery({ ...claimReferralCode(uid), staleTime: Infinity }), withdrawn: false };
}

export function useOwnReferralCode(uid: string) {
  const client = useQueryClient();
  return useQuery(
    queryOptions({
      queryKey: queryKeys.referralCode(uid),
      queryFn: () => getOwnReferralCode(uid, client),
      enabled: uid !== '',
    }),
  );
}
