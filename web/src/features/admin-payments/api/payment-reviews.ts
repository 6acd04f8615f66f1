// "Payments to review": the open money cases (admin only, `listPaymentReviews`) and the one decision on each
// (`resolvePayment`), which the server applies exactly once.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CaseAction } from '@aso/domain/contract';
import { callFunction } from '../../../lib/firebase';

export type { CaseAction, PaymentCase, ResolvePaymentResult } from '@aso/domain/contract';

const keys = { all: ['admin-payment-reviews'] as const };

export function usePaymentReviews() {
  return useQuery({
    queryKey: keys.all,
    queryFn: async () => (await callFunction('listPaymentReviews', {})).cases,
  });
}

export function useResolvePayment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { reference: string; action: CaseAction }) => callFunction('resolvePayment', input),
    onSettled: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}
