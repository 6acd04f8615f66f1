// Save a draft's vendor, notes and lines: a direct staff write while the PO is a draft (firestore.rules validate
// every line: material id, qty ≥ 0, unit cost ≥ 0). The total is computed here with the domain's poTotal.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { doc, serverTimestamp, updateDoc } from 'firebase/firestore/lite';
import { poTotal } from '@aso/domain/production/purchase-orders';
import type { PurchaseOrderDraftInput } from '@aso/domain/production/schemas/purchase-orders';
import { getDb } from '../../../lib/firestore';
import { poKeys } from './keys';

export async function saveDraft(id: string, draft: PurchaseOrderDraftInput): Promise<void> {
  await updateDoc(doc(getDb(), 'purchaseOrders', id), {
    vendorName: draft.vendorName,
    notes: draft.notes,
    lines: draft.lines.map((l) => ({ materialId: l.materialId, qty: l.qty, unitCost: l.unitCost })),
    totalCost: poTotal(draft.lines),
    updatedAt: serverTimestamp(),
  });
}

export function useSaveDraft() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, draft }: { id: string; draft: PurchaseOrderDraftInput }) => saveDraft(id, draft),
    onSuccess: () => client.invalidateQueries({ queryKey: poKeys.list() }),
  });
}
