// Submit, Cancel and Close short through their callables (docs/product.md#purchase-orders transitions, checked again
// on the server inside a transaction). A delivery has its own form (receive-delivery.ts).
import type { CallableName } from '@aso/domain/contract';
import { useCallableMutation } from '../../../lib/data/callables';
import { queryKeys } from '../../../lib/data/query-keys';
import { poKeys } from './keys';

export type PoAction = 'submit' | 'close' | 'cancel';

const CALLABLE = {
  submit: 'submitPurchaseOrder',
  close: 'closePurchaseOrder',
  cancel: 'cancelPurchaseOrder',
} as const satisfies Readonly<Record<PoAction, CallableName>>;

export const usePoAction = () =>
  useCallableMutation(
    ({ action }: { action: PoAction; purchaseOrderId: string }) => CALLABLE[action],
    [poKeys.all, queryKeys.inventory, queryKeys.productionMaterials()],
    { request: ({ purchaseOrderId }) => ({ purchaseOrderId }) },
  );
