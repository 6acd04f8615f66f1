// Create a draft PO through the savePurchaseOrderDraft callable (staff): the function writes it (status draft,
// createdBy the caller); the new PO is read back ('Could not read created PO.' when it cannot be).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { doc, getDoc } from 'firebase/firestore/lite';
import { PO_READ_CREATED_FAILED } from '@aso/domain/purchase-orders/messages';
import { callFunction } from '../../../lib/firebase';
import { getDb } from '../../../lib/firestore';
import { poKeys } from './keys';
import { purchaseOrderFrom, type PurchaseOrderRow } from './get-purchase-orders';
import { dataPaths } from '../../../lib/data/collections';

export async function createPurchaseOrder(input: { vendorName: string; notes: string }): Promise<PurchaseOrderRow> {
  const { purchaseOrderId } = await callFunction('savePurchaseOrderDraft', {
    purchaseOrderId: null,
    vendorName: input.vendorName.trim(),
    notes: input.notes.trim(),
    lines: [],
  });
  const snap = await getDoc(doc(getDb(), dataPaths.purchaseOrders, purchaseOrderId)).catch(() => null);
  const data = snap?.data();
  if (!data) throw new Error(PO_READ_CREATED_FAILED);
  return purchaseOrderFrom(purchaseOrderId, data);
}

export function useCreatePurchaseOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createPurchaseOrder,
    onSuccess: () => client.invalidateQueries({ queryKey: poKeys.list() }),
  });
}
