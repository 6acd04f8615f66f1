/** Purchase-order callables (STYLE §6): staff only, `{purchaseOrderId}` parsed by the domain schema. */
import { purchaseOrderActionInput } from '@aso/domain';
import { getFirestore } from '../lib/admin';
import { callable } from '../lib/callable';
import { systemClock } from '../lib/clock';
import { handleCancelPurchaseOrder, handleReceivePurchaseOrder, handleSubmitPurchaseOrder } from './purchase-orders';

const live = () => ({ db: getFirestore(), clock: systemClock });
const staff = { role: 'staff' } as const;

export const submitPurchaseOrder = callable(purchaseOrderActionInput, (input, caller) => handleSubmitPurchaseOrder(live(), caller, input), staff);
export const cancelPurchaseOrder = callable(purchaseOrderActionInput, (input, caller) => handleCancelPurchaseOrder(live(), caller, input), staff);
export const receivePurchaseOrder = callable(purchaseOrderActionInput, (input, caller) => handleReceivePurchaseOrder(live(), caller, input), staff);
