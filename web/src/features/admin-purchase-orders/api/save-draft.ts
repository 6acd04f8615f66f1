// Save a draft's vendor, notes and lines through the savePurchaseOrderDraft callable (staff), which checks them with
// the domain schema, sums the total and refuses a PO that is no longer a draft.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PurchaseOrderDraftInput } from '@aso/domain/purchase-orders/schemas/purchase-orders';
import { callFunction } from '../../../lib/firebase';
import { poKeys } from './keys';

export async function saveDraft(id: string, draft: PurchaseOrderDraftInput): Promise<void> {
  await callFunction('savePurchaseOrderDraft', {
    purchaseOrderId: id,
    vendorName: draft.vendorName,
    notes: draft.notes,
    lines: draft.lines.map((l) => ({ materialId: l.materialId, qty: l.qty, unitCost: l.unitCost })),
  });
}

export function useSaveDraft() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, draft }: { id: string; draft: PurchaseOrderDraftInput }) => saveDraft(id, draft),
    onSuccess: () => client.invalidateQueries({ queryKey: poKeys.list() }),
  });
}
