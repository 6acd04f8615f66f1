// Create a draft PO through the savePurchaseOrderDraft callable (staff): the function writes it (status draft,
// createdBy the caller); the new PO is read back ('Could not read created PO.' when it cannot be).
import { doc, getDoc } from 'firebase/firestore/lite';
import { PO_READ_CREATED_FAILED } from '@aso/domain/purchase-orders/messages';
import { getDb } from '../../../lib/firestore';
import { poKeys } from './keys';
import { purchaseOrderFrom, type PurchaseOrderRow } from './get-purchase-orders';
import { dataPaths } from '../../../lib/data/collections';
import { useCallableMutation } from '../../../lib/data/callables';

async function readCreated({ purchaseOrderId }: { purchaseOrderId: string }): Promise<PurchaseOrderRow> {
  const snap = await getDoc(doc(getDb(), dataPaths.purchaseOrders, purchaseOrderId)).catch(() => null);
  const data = snap?.data();
  if (!data) throw new Error(PO_READ_CREATED_FAILED);
  return purchaseOrderFrom(purchaseOrderId, data);
}

export const useCreatePurchaseOrder = () =>
  useCallableMutation('savePurchaseOrderDraft', [poKeys.list()], {
    request: (input: { vendorName: string; notes: string }) => ({
      purchaseOrderId: null,
      vendorName: input.vendorName.trim(),
      notes: input.notes.trim(),
      lines: [],
    }),
    answer: readCreated,
  });
