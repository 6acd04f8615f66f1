/**
 * Purchase-order callables (docs/architecture.md#style-functions): staff only, `{purchaseOrderId}` parsed by the
 * domain schema.
 */
import { handlerCallable } from '../lib/callable';
import { liveDbClock } from '../lib/deps';
import { handleCancelPurchaseOrder, handleReceivePurchaseOrder, handleSubmitPurchaseOrder } from './purchase-orders';

const staff = { role: 'staff' } as const;

export const submitPurchaseOrder = handlerCallable(
  'submitPurchaseOrder',
  liveDbClock,
  handleSubmitPurchaseOrder,
  staff,
);
export const cancelPurchaseOrder = handlerCallable(
  'cancelPurchaseOrder',
  liveDbClock,
  handleCancelPurchaseOrder,
  staff,
);
export const receivePurchaseOrder = handlerCallable(
  'receivePurchaseOrder',
  liveDbClock,
  handleReceivePurchaseOrder,
  staff,
);
