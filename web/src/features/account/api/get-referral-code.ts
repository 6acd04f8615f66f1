// The signed-in customer's own referral code (`customers/{uid}.referralCode`, set by staff): My Account offers it
// as a link to share. Null when the customer has none yet.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { doc, getDoc } from 'firebase/firestore/lite';
import { getDb } from '../../../lib/firebase';
import { strOrNull } from '../../../lib/firestore-data';

export async function getOwnReferralCode(uid: string): Promise<string | null> {
  const snap = await getDoc(doc(getDb(), 'customers', uid));
  return snap.exists() ? strOrNull(snap.get('referralCode')) : null;
}

export function useOwnReferralCode(uid: string) {
  return useQuery(
    queryOptions({
      queryKey: ['customer', uid, 'referralCode'] as const,
      queryFn: () => getOwnReferralCode(uid),
      enabled: uid !== '',
    }),
  );
}
