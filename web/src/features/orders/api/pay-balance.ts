// Pay the balance of a deposit order: the `payBalance` callable opens a Paystack transaction for what is still
// owed and answers how to resume it in the popup. The popup itself is wired by checkout (features/checkout).
import { useCallableMutation } from '../../../lib/data/callables';
import { queryKeys } from '../../../lib/data/query-keys';

export const usePayBalance = () =>
  useCallableMutation('payBalance', [queryKeys.orders], { request: (orderId: string) => ({ orderId }) });
