/**
 * savePurchaseOrderDraft (staff): a new draft, or an edit of one (docs/product.md#purchase-orders). Drafts move no
 * stock or money, but the browser no longer writes them under firestore.rules: checking up to 100 lines key by key
 * there costs more than Firestore's 1,000-expression limit per request allows (docs/architecture.md#security). The
 * domain schema checks the input here; the total is summed from the lines; an edit re-reads the PO in a transaction,
 * so a PO submitted in another tab is not edited back.
 */
import { DomainError, PO_NOT_FOUND, PO_ONLY_DRAFTS_EDIT, poTotal } from '@aso/domain';
import { runTransaction } from '../lib/transactions';
import type { Handler } from '../lib/callable';
import { purchaseOrderDoc, purchaseOrdersCol, untyped } from '../lib/collections';
import type { DbClockDeps } from '../lib/deps';

export const handleSavePurchaseOrderDraft: Handler<'savePurchaseOrderDraft', DbClockDeps> = async (
  deps,
  caller,
  input,
) => {
  const { db } = deps;
  const now = deps.clock();
  const lines = input.lines.map((l) => ({ materialId: l.materialId, qty: l.qty, unitCost: l.unitCost, received: 0 }));
  const draft = { vendorName: input.vendorName, notes: input.notes, lines, totalCost: poTotal(lines), updatedAt: now };
  if (input.purchaseOrderId === null) {
    const ref = purchaseOrdersCol(db).doc();
    await ref.create({
      ...draft,
      status: 'draft',
      receipts: [],
      receivedValue: 0,
      closedShort: false,
      createdAt: now,
      createdBy: caller.uid,
      submittedAt: null,
      receivedAt: null,
      cancelledAt: null,
    });
    return { purchaseOrderId: ref.id, created: true };
  }
  const ref = purchaseOrderDoc(db, input.purchaseOrderId);
  await runTransaction(db, async (tx) => {
    const po = (await tx.get(ref)).data();
    if (!po) throw new DomainError('not_found', 'not-found', PO_NOT_FOUND);
    if (po.status !== 'draft') throw new DomainError('conflict', 'po/only-drafts-edit', PO_ONLY_DRAFTS_EDIT);
    tx.update(untyped(ref), draft);
  });
  return { purchaseOrderId: input.purchaseOrderId, created: false };
};
