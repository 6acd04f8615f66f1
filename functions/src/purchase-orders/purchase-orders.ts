/**
 * Purchase-order transitions (docs/product.md#purchase-orders): Submit (draft → ordered), Cancel (anything but received
 * → cancelled) and Receive (ordered → received). Drafts themselves are written by the browser under firestore.rules.
 * Receive adds every line to its material's stock with a `receive` ledger entry in the same transaction as the status
 * change; the transaction re-reads the PO, so a double click or two staff at once receive it exactly once.
 */
import {
  DomainError,
  PO_MATERIAL_MISSING,
  PO_NOT_FOUND,
  cancelPurchaseOrder,
  poTotal,
  receivePurchaseOrder,
  weightedAverageCost,
  submitPurchaseOrder,
  type PurchaseOrder,
} from '@aso/domain';
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import type { Caller, Handler } from '../lib/callable';
import { materialDoc, materialLedgerCol, purchaseOrderDoc } from '../lib/collections';
import type { DbClockDeps } from '../lib/deps';
import { purchaseOrderAlreadyReceived, purchaseOrderMoved } from '../lib/logs';
import { CONTENDED_TX } from '../lib/transactions';
import type { PoActionResult, ReceivePoResult as ReceiveResult } from '@aso/domain/contract';

async function readPo(tx: Transaction, db: Firestore, id: string): Promise<PurchaseOrder> {
  const po = (await tx.get(purchaseOrderDoc(db, id))).data();
  if (!po) throw new DomainError('not_found', 'not-found', PO_NOT_FOUND);
  return po;
}

/**
 * Submit and Cancel: one status step in a transaction. `step` refuses a move the PO's status does not allow and
 * gives the fields to write; a PO already at `to` is left as it is (cancelling twice changes nothing).
 */
async function movePurchaseOrder(
  deps: DbClockDeps,
  caller: Caller,
  id: string,
  to: 'ordered' | 'cancelled',
  step: (po: PurchaseOrder, now: Date) => Partial<PurchaseOrder>,
): Promise<PoActionResult> {
  const { db } = deps;
  const from = await db.runTransaction(async (tx) => {
    const po = await readPo(tx, db, id);
    const now = deps.clock();
    const fields = step(po, now);
    if (po.status !== to) tx.update(purchaseOrderDoc(db, id), { ...fields, status: to, updatedAt: now });
    return po.status;
  });
  const changed = from !== to;
  if (changed) purchaseOrderMoved(id, from, to, caller.uid);
  return { purchaseOrderId: id, status: to, changed };
}

export const handleSubmitPurchaseOrder: Handler<'submitPurchaseOrder', DbClockDeps> = (deps, caller, input) =>
  movePurchaseOrder(deps, caller, input.purchaseOrderId, 'ordered', (po, now) => {
    submitPurchaseOrder(po);
    return { totalCost: poTotal(po.lines), submittedAt: now };
  });

export const handleCancelPurchaseOrder: Handler<'cancelPurchaseOrder', DbClockDeps> = (deps, caller, input) =>
  movePurchaseOrder(deps, caller, input.purchaseOrderId, 'cancelled', (po, now) => {
    cancelPurchaseOrder(po);
    return { cancelledAt: now };
  });

export const handleReceivePurchaseOrder: Handler<'receivePurchaseOrder', DbClockDeps> = async (deps, caller, input) => {
  const { db } = deps;
  const id = input.purchaseOrderId;
  const result = await db.runTransaction(async (tx): Promise<ReceiveResult> => {
    const po = await readPo(tx, db, id);
    // A second click (or a concurrent call that lost the race) finds it received: nothing more is added.
    if (po.status === 'received') return { purchaseOrderId: id, status: 'received', changed: false, added: {} };
    const receipt = receivePurchaseOrder(po);
    const materialIds = [...receipt.increments.keys()];
    const snaps = await tx.getAll(...materialIds.map((m) => materialDoc(db, m)));
    const materials = snaps.map((snap) => snap.data());
    if (materials.some((m) => m === undefined)) throw new DomainError('not_found', 'not-found', PO_MATERIAL_MISSING);

    const now = deps.clock();
    materialIds.forEach((materialId, i) => {
      const material = materials[i]!;
      const onHand = material.onHand + (receipt.increments.get(materialId) ?? 0);
      // The material's unit cost becomes the weighted average over every received line (domain production.ts).
      const cost = weightedAverageCost(
        material,
        receipt.lines.filter((l) => l.materialId === materialId),
      );
      tx.update(materialDoc(db, materialId), { onHand, ...cost, updatedAt: now });
    });
    // One entry per line, with ids derived from the PO, so even a replayed commit cannot add a second set.
    receipt.lines.forEach((line, i) => {
      tx.set(materialLedgerCol(db).doc(`${id}-line-${i + 1}`), {
        materialId: line.materialId,
        delta: line.qty,
        reason: 'receive',
        note: `PO ${id.slice(0, 8).toUpperCase()}`,
        unitCost: line.unitCost,
        vendorName: po.vendorName,
        ref: { collection: 'purchaseOrders', id },
        authorId: caller.uid,
        createdAt: now,
      });
    });
    tx.update(purchaseOrderDoc(db, id), {
      status: receipt.status,
      totalCost: poTotal(po.lines),
      receivedAt: now,
      updatedAt: now,
    });
    return { purchaseOrderId: id, status: 'received', changed: true, added: Object.fromEntries(receipt.increments) };
  }, CONTENDED_TX);
  if (result.changed) purchaseOrderMoved(id, 'ordered', 'received', caller.uid);
  else purchaseOrderAlreadyReceived(id, caller.uid);
  return result;
};
