// Pay the balance of a deposit order: the `payBalance` callable opens a Paystack transaction for what is still
// owed and answers how to resume it in the popup. The popup itself is wired by checkout (features/checkout).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callFunction } from '../../../lib/firebase';

export interface PayBalanceResult {
  readonly orderId: string;
  readonly reference: string;
  readonly accessCode: string;
  /** Whole naira. */
  readonly amount: number;
}

export function payBalance(orderId: string): Promise<PayBalanceResult> {
  return callFunction<{ orderId: string }, PayBalanceResult>('payBalance', { orderId });
}

export function usePayBalance() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: payBalance,
    onSettled: () => client.invalidateQueries({ queryKey: ['orders', 'mine'] }),
  });
}
