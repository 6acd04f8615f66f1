// "Payments to review": the open money cases (admin only, `listPaymentReviews`) and the one decision on each
// (`resolvePayment`), which the server applies exactly once. The list stays true while it is open: listeners on the
// open refunds and the payments flagged for review run the callable again when a case appears or closes.
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { collection, query, where } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { useRefreshOnChange } from '../../../lib/live/use-refresh-on-change';
import { dataPaths } from '../../../lib/data/collections';
import { queryKeys } from '../../../lib/data/query-keys';
import { callableQuery, useCallableMutation } from '../../../lib/data/callables';

export type { CaseAction, PaymentCase } from '@aso/domain/contract';

export function usePaymentReviews() {
  const db = useFirestore();
  const watched = useMemo(
    () => [
      query(collection(db, dataPaths.refunds), where('status', 'in', ['owed', 'requested'])),
      query(collection(db, dataPaths.payments), where('review.status', '==', 'open')),
    ],
    [db],
  );
  useRefreshOnChange(watched, queryKeys.paymentReviews, 2_000);
  return useQuery(callableQuery(queryKeys.paymentReviews, 'listPaymentReviews', {}, (result) => result.cases));
}

export const useResolvePayment = () => useCallableMutation('resolvePayment', [queryKeys.paymentReviews]);
