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
import type { Caller } from '../lib/callable';
import { materialDoc, materialLedgerCol, purchaseOrderDoc } from '../lib/collections';
import type { Deps } from '../lib/deps';
import { purchaseOrderAlreadyReceived, purchaseOrderMoved } from '../lib/logs';
import { CONTENDED_TX } from '../lib/transactions';
import type { PoActionResult, ReceivePoResult as ReceiveResult } from '@aso/domain/contract';

export type PurchasingDeps = Pick<Deps, 'db' | 'clock'>;

async function readPo(tx: Transaction, db: Firestore, id: string): Promise<PurchaseOrder> {
  const po = (await tx.get(purchaseOrderDoc(db, id))).data();
  if (!po) throw new DomainError('not_found', 'not-found', PO_NOT_FOUND);
  return po;
}

export async function handleSubmitPurchaseOrder(
  deps: PurchasingDeps,
  caller: Caller,
  input: { purchaseOrderId: string },
): Promise<PoActionResult> {
  const { db } = deps;
  const id = input.purchaseOrderId;
  const from = await db.runTransaction(async (tx) => {
    const po = await readPo(tx, db, id);
    const { status } = submitPurchaseOrder(po);
    const now = deps.clock();
    tx.update(purchaseOrderDoc(db, id), { status, totalCost: poTotal(po.lines), submittedAt: now, updatedAt: now });
    return po.status;
  });
  purchaseOrderMoved(id, from, 'ordered', caller.uid);
  return { purchaseOrderId: id, status: 'ordered', changed: true };
}

export async function handleCancelPurchaseOrder(
  deps: PurchasingDeps,
  caller: Caller,
  input: { purchaseOrderId: string },
): Promise<PoActionResult> {
  const { db } = deps;
  const id = input.purchaseOrderId;
  const from = await db.runTransaction(async (tx) => {
    const po = await readPo(tx, db, id);
    const { status } = cancelPurchaseOrder(po);
    if (po.status === status) return po.status;
    const now = deps.clock();
    tx.update(purchaseOrderDoc(db, id), { status, cancelledAt: now, updatedAt: now });
    return po.status;
  });
  if (from !== 'cancelled') purchaseOrderMoved(id, from, 'cancelled', caller.uid);
  return { purchaseOrderId: id, status: 'cancelled', changed: from !== 'cancelled' };
}

export async function handleReceivePurchaseOrder(
  deps: PurchasingDeps,
  caller: Caller,
  input: { purchaseOrderId: string },
): Promise<ReceiveResult> {
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
}
