// Submit, Cancel and Close short through their callables (docs/product.md#purchase-orders transitions, checked again
// on the server inside a transaction). A delivery has its own form (receive-delivery.ts).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callFunction } from '../../../lib/firebase';
import { poKeys } from './keys';
import type { CallableName } from '@aso/domain/contract';
import { queryKeys } from '../../../lib/data/query-keys';

export type PoAction = 'submit' | 'close' | 'cancel';

const CALLABLE = {
  submit: 'submitPurchaseOrder',
  close: 'closePurchaseOrder',
  cancel: 'cancelPurchaseOrder',
} as const satisfies Readonly<Record<PoAction, CallableName>>;

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
        client.invalidateQueries({ queryKey: queryKeys.inventory }),
        client.invalidateQueries({ queryKey: queryKeys.productionMaterials() }),
      ]);
    },
  });
}
