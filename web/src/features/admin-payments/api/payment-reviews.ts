// "Payments to review": the open money cases (admin only, `listPaymentReviews`) and the one decision on each
// (`resolvePayment`), which the server applies exactly once.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OrderStatus, PaymentStatus } from '@aso/domain/vocab';
import { callFunction } from '../../../lib/firebase';

export type CaseAction = 'refund' | 'apply';

/** One case as `listPaymentReviews` answers it (dates as ISO strings). */
export interface PaymentCase {
  readonly reference: string;
  readonly orderId: string;
  readonly kind: 'refund' | 'mismatch';
  readonly title: string;
  readonly amountKobo: number;
  readonly expectedKobo: number | null;
  readonly currency: string;
  readonly status: string;
  readonly failing: boolean;
  readonly attempts: number;
  readonly lastError: string | null;
  readonly createdAt: string;
  readonly history: ReadonlyArray<{ readonly at: string; readonly note: string }>;
  readonly actions: readonly CaseAction[];
  readonly order: { readonly status: OrderStatus; readonly paymentStatus: PaymentStatus; readonly email: string } | null;
}

export interface ResolvePaymentResult {
  readonly reference: string;
  readonly action: CaseAction;
  readonly refund: string | null;
}

const keys = { all: ['admin-payment-reviews'] as const };

export function usePaymentReviews() {
  return useQuery({
    queryKey: keys.all,
    queryFn: async () => (await callFunction<Record<string, never>, { cases: PaymentCase[] }>('listPaymentReviews', {})).cases,
  });
}

export function useResolvePayment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { reference: string; action: CaseAction }) => callFunction<typeof input, ResolvePaymentResult>('resolvePayment', input),
    onSettled: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}
