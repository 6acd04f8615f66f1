/** Purchase-order callables (docs/architecture.md#style-functions): staff only, input parsed by the domain schema. */
import { defineCallable } from '../lib/callable';
import { liveDbClock } from '../lib/deps';
import {
  handleCancelPurchaseOrder,
  handleClosePurchaseOrder,
  handleReceivePurchaseOrder,
  handleSubmitPurchaseOrder,
} from './purchase-orders';
import { handleSavePurchaseOrderDraft } from './save-draft';

export const savePurchaseOrderDraft = defineCallable('savePurchaseOrderDraft', {
  who: 'staff',
  deps: liveDbClock,
  handler: handleSavePurchaseOrderDraft,
});
export const submitPurchaseOrder = defineCallable('submitPurchaseOrder', {
  who: 'staff',
  deps: liveDbClock,
  handler: handleSubmitPurchaseOrder,
});
export const cancelPurchaseOrder = defineCallable('cancelPurchaseOrder', {
  who: 'staff',
  deps: liveDbClock,
  handler: handleCancelPurchaseOrder,
});
export const receivePurchaseOrder = defineCallable('receivePurchaseOrder', {
  who: 'staff',
  deps: liveDbClock,
  handler: handleReceivePurchaseOrder,
});
export const closePurchaseOrder = defineCallable('closePurchaseOrder', {
  who: 'staff',
  deps: liveDbClock,
  handler: handleClosePurchaseOrder,
});
