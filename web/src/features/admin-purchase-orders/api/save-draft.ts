// Save a draft's vendor, notes and lines through the savePurchaseOrderDraft callable (staff), which checks them with
// the domain schema, sums the total and refuses a PO that is no longer a draft.
import type { PurchaseOrderDraftInput } from '@aso/domain/purchase-orders/schemas/purchase-orders';
import { useCallableMutation } from '../../../lib/data/callables';
import { poKeys } from './keys';

export const useSaveDraft = () =>
  useCallableMutation('savePurchaseOrderDraft', [poKeys.list()], {
    request: ({ id, draft }: { id: string; draft: PurchaseOrderDraftInput }) => ({
      purchaseOrderId: id,
      vendorName: draft.vendorName,
      notes: draft.notes,
      lines: draft.lines.map((l) => ({ materialId: l.materialId, qty: l.qty, unitCost: l.unitCost })),
    }),
  });
