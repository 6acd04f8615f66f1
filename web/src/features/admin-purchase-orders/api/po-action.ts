// Submit, Receive and Cancel through their callables (docs/product.md#purchase-orders transitions, checked again on the
// server inside a transaction). Receive also refreshes inventory screens: material stock and ledgers change with it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callFunction } from '../../../lib/firebase';
import { poKeys } from './keys';
import type { CallableName, CallableResult } from '@aso/domain/contract';

export type PoAction = 'submit' | 'receive' | 'cancel';

const CALLABLE = {
  submit: 'submitPurchaseOrder',
  receive: 'receivePurchaseOrder',
  cancel: 'cancelPurchaseOrder',
} as const satisfies Readonly<Record<PoAction, CallableName>>;

export type PoActionResult = CallableResult<'submitPurchaseOrder' | 'cancelPurchaseOrder' | 'receivePurchaseOrder'>;

export const runPoAction = (action: PoAction, purchaseOrderId: string) =>
  callFunction(CALLABLE[action], { purchaseOrderId });

export function usePoAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ action, purchaseOrderId }: { action: PoAction; purchaseOrderId: string }) =>
      runPoAction(action, purchaseOrderId),
    onSettled: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: poKeys.all }),
        client.invalidateQueries({ queryKey: ['admin', 'inventory'] }),
      ]);
    },
  });
}
