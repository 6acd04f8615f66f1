// Pay the balance of a deposit order: the `payBalance` callable opens a Paystack transaction for what is still
// owed and answers how to resume it in the popup. The popup itself is wired by checkout (features/checkout).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callFunction } from '../../../lib/firebase';

import type { PayBalanceResult } from '@aso/domain/contract';
import { queryKeys } from '../../../lib/data/query-keys';
export type { PayBalanceResult };

export function payBalance(orderId: string): Promise<PayBalanceResult> {
  return callFunction('payBalance', { orderId });
}

export function usePayBalance() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: payBalance,
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.orders }),
  });
}
