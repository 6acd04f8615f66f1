// My Orders' referral card follows the customer's record live (docs/product.md#referral-codes-for-customers):
// settlement counts a first paid order on `customers/{uid}` in the payment's own transaction, so the card turns from
// "comes with your first paid order" into the code the moment a payment lands, in every open tab. A customer with a
// paid order and no code yet gets one from claimReferralCode, as on My Account.
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { doc } from 'firebase/firestore';
import { useFirestore, useFirestoreDoc } from 'reactfire';
import { num, strOrNull } from '../../../lib/firestore-data';
import { claimReferralCode, type OwnReferralCode } from './get-referral-code';
import { dataPaths } from '../../../lib/data/collections';

export interface LiveReferralCode {
  readonly isPending: boolean;
  readonly isError: boolean;
  readonly data: OwnReferralCode | undefined;
  readonly refetch: () => unknown;
}

export function useLiveOwnReferralCode(uid: string): LiveReferralCode {
  const db = useFirestore();
  const ref = useMemo(() => doc(db, dataPaths.customers, uid), [db, uid]);
  const record = useFirestoreDoc(ref);
  const snap = record.status === 'success' ? record.data : undefined;
  const code = snap?.exists() ? strOrNull(snap.get('referralCode')) : null;
  const withdrawn = snap?.get('referralCodeWithdrawn') === true;
  const paidOrders = snap?.exists() ? num(snap.get('orderCount')) : 0;
  const claim = useQuery({
    ...claimReferralCode(uid),
    enabled: snap !== undefined && !code && !withdrawn && paidOrders >= 1,
    staleTime: Infinity,
  });
  if (record.status === 'error') return { isPending: false, isError: true, data: undefined, refetch: () => undefined };
  if (!snap || (!code && !withdrawn && paidOrders >= 1 && claim.isPending))
    return { isPending: true, isError: false, data: undefined, refetch: () => undefined };
  if (claim.isError) return { isPending: false, isError: true, data: undefined, refetch: () => claim.refetch() };
  return {
    isPending: false,
    isError: false,
    data: { code: code ?? claim.data ?? null, withdrawn },
    refetch: () => undefined,
  };
}
