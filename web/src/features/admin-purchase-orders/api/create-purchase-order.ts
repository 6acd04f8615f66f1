// Create a draft PO: a direct staff write that firestore.rules check key by key (status draft, createdBy = the
// signed-in user, times = request.time). Drafts move no stock or money, so they need no function. The new PO is
// read back ('Could not read created PO.' when it cannot be).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addDoc, collection, getDoc, serverTimestamp } from 'firebase/firestore/lite';
import { PO_READ_CREATED_FAILED } from '@aso/domain/production/messages';
import { getDb } from '../../../lib/firestore';
import { poKeys } from './keys';
import { purchaseOrderFrom, type PurchaseOrderRow } from './get-purchase-orders';

export async function createPurchaseOrder(input: {
  vendorName: string;
  notes: string;
  uid: string;
}): Promise<PurchaseOrderRow> {
  const ref = await addDoc(collection(getDb(), 'purchaseOrders'), {
    vendorName: input.vendorName.trim(),
    status: 'draft',
    notes: input.notes.trim(),
    lines: [],
    totalCost: 0,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
    createdBy: input.uid,
  });
  const snap = await getDoc(ref).catch(() => null);
  const data = snap?.data();
  if (!data) throw new Error(PO_READ_CREATED_FAILED);
  return purchaseOrderFrom(ref.id, data);
}

export function useCreatePurchaseOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createPurchaseOrder,
    onSuccess: () => client.invalidateQueries({ queryKey: poKeys.list() }),
  });
}
