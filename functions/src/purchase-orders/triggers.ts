/**
 * Purchase-order callables (docs/architecture.md#style-functions): staff only, input parsed by the domain schema.
 */
import { staffCallable } from '../lib/callable';
import {
  handleCancelPurchaseOrder,
  handleClosePurchaseOrder,
  handleReceivePurchaseOrder,
  handleSubmitPurchaseOrder,
} from './purchase-orders';

export const submitPurchaseOrder = staffCallable('submitPurchaseOrder', handleSubmitPurchaseOrder);
export const cancelPurchaseOrder = staffCallable('cancelPurchaseOrder', handleCancelPurchaseOrder);
export const receivePurchaseOrder = staffCallable('receivePurchaseOrder', handleReceivePurchaseOrder);
export const closePurchaseOrder = staffCallable('closePurchaseOrder', handleClosePurchaseOrder);
