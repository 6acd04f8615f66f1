/**
 * Purchase-order callables (docs/architecture.md#style-functions): staff only, `{purchaseOrderId}` parsed by the
 * domain schema.
 */
import { getFirestore } from '../lib/admin';
import { callable } from '../lib/callable';
import { systemClock } from '../lib/clock';
import { handleCancelPurchaseOrder, handleReceivePurchaseOrder, handleSubmitPurchaseOrder } from './purchase-orders';

const live = () => ({ db: getFirestore(), clock: systemClock });
const staff = { role: 'staff' } as const;

export const submitPurchaseOrder = callable(
  'submitPurchaseOrder',
  (input, caller) => handleSubmitPurchaseOrder(live(), caller, input),
  staff,
);
export const cancelPurchaseOrder = callable(
  'cancelPurchaseOrder',
  (input, caller) => handleCancelPurchaseOrder(live(), caller, input),
  staff,
);
export const receivePurchaseOrder = callable(
  'receivePurchaseOrder',
  (input, caller) => handleReceivePurchaseOrder(live(), caller, input),
  staff,
);
