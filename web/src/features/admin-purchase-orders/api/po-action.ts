// Submit, Receive and Cancel through their callables (SPEC §4 transitions, checked again on the server inside a
// transaction). Receive also refreshes inventory screens: material stock and ledgers change with it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callFunction } from '../../../lib/firebase';
import { poKeys } from './keys';

export type PoAction = 'submit' | 'receive' | 'cancel';

const CALLABLE: Readonly<Record<PoAction, string>> = {
  submit: 'submitPurchaseOrder',
  receive: 'receivePurchaseOrder',
  cancel: 'cancelPurchaseOrder',
};

export interface PoActionResult {
  readonly purchaseOrderId: string;
  readonly status: string;
  readonly changed: boolean;
  readonly added?: Record<string, number>;
}

export const runPoAction = (action: PoAction, purchaseOrderId: string) =>
  callFunction<{ purchaseOrderId: string }, PoActionResult>(CALLABLE[action], { purchaseOrderId });

export function usePoAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ action, purchaseOrderId }: { action: PoAction; purchaseOrderId: string }) => runPoAction(action, purchaseOrderId),
    onSettled: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: poKeys.all }),
        client.invalidateQueries({ queryKey: ['admin', 'inventory'] }),
      ]);
    },
  });
}
