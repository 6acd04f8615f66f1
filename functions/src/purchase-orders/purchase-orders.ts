/**
 * Purchase-order transitions (docs/product.md#purchase-orders): Submit (draft → ordered), Cancel (a draft, or ordered
 * with nothing delivered), Receive (a delivery: ordered → received once every line has arrived) and Close short
 * (ordered with something delivered → received). Drafts themselves are written by the browser under firestore.rules.
 * A delivery adds each line to its material's stock and moving-average cost, writes one `receive` ledger entry per
 * line and adds its value to the day's purchasing expense, in the same transaction as the PO; the transaction re-reads
 * the PO, so a double click (the same receipt id) or a second tab (a stale `receiptsSeen`) never adds it twice.
 */
import {
  DomainError,
  PO_MATERIAL_MISSING,
  PO_NOT_FOUND,
  PO_RECEIPT_STALE,
  averageCostAfter,
  cancelPurchaseOrder,
  closePurchaseOrderShort,
  poTotal,
  receivePurchaseOrder,
  submitPurchaseOrder,
  type PurchaseOrder,
} from '@aso/domain';
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import type { Caller, Handler } from '../lib/callable';
import { materialDoc, materialLedgerCol, purchaseOrderDoc } from '../lib/collections';
import type { DbClockDeps } from '../lib/deps';
import { purchaseOrderAlreadyReceived, purchaseOrderMoved } from '../lib/logs';
import { CONTENDED_TX, runTransaction } from '../lib/transactions';
import { addPurchasingExpense } from './expenses';
import type { PoActionResult, ReceivePoResult as ReceiveResult } from '@aso/domain/contract';

async function readPo(tx: Transaction, db: Firestore, id: string): Promise<PurchaseOrder> {
  const po = (await tx.get(purchaseOrderDoc(db, id))).data();
  if (!po) throw new DomainError('not_found', 'not-found', PO_NOT_FOUND);
  return po;
}

/**
 * Submit, Cancel and Close short: one status step in a transaction. `step` refuses a move the PO's status does not allow and
 * gives the fields to write; a PO already at `to` is left as it is (cancelling twice changes nothing).
 */
async function movePurchaseOrder(
  deps: DbClockDeps,
  caller: Caller,
  id: string,
  to: 'ordered' | 'cancelled' | 'received',
  step: (po: PurchaseOrder, now: Date) => Partial<PurchaseOrder>,
): Promise<PoActionResult> {
  const { db } = deps;
  const from = await runTransaction(db, async (tx) => {
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

/** Close short: what has arrived stays (stock, ledger, expense); the rest is no longer expected. */
export const handleClosePurchaseOrder: Handler<'closePurchaseOrder', DbClockDeps> = (deps, caller, input) =>
  movePurchaseOrder(deps, caller, input.purchaseOrderId, 'received', (po, now) => {
    if (po.status === 'received') return {};
    closePurchaseOrderShort(po);
    return { closedShort: true, receivedAt: now };
  });

export const handleReceivePurchaseOrder: Handler<'receivePurchaseOrder', DbClockDeps> = async (deps, caller, input) => {
  const { db } = deps;
  const id = input.purchaseOrderId;
  const result = await runTransaction(
    db,
    async (tx): Promise<ReceiveResult> => {
      const po = await readPo(tx, db, id);
      // Without a receipt id ("receive everything still to come") the delivery is named after the deliveries before
      // it, so two such calls at once are one delivery.
      const receiptId = input.receiptId ?? `all-${po.receipts.length + 1}`;
      const unchanged = (): ReceiveResult => ({
        purchaseOrderId: id,
        status: po.status,
        changed: false,
        added: {},
        receiptId,
      });
      // A second click (or a concurrent call that lost the race) finds its delivery recorded: nothing more is added.
      if (po.receipts.some((r) => r.id === receiptId)) return unchanged();
      if (!input.receiptId && po.status === 'received') return unchanged();
      if (input.receiptsSeen !== undefined && input.receiptsSeen !== po.receipts.length && po.status === 'ordered')
        throw new DomainError('conflict', 'po/receipt-stale', PO_RECEIPT_STALE);
      const receipt = receivePurchaseOrder(po, input.lines ?? null);
      const materialIds = [...receipt.increments.keys()];
      const snaps = await tx.getAll(...materialIds.map((m) => materialDoc(db, m)));
      const materials = snaps.map((snap) => snap.data());
      if (materials.some((m) => m === undefined)) throw new DomainError('not_found', 'not-found', PO_MATERIAL_MISSING);

      const now = deps.clock();
      materialIds.forEach((materialId, i) => {
        const material = materials[i]!;
        const onHand = material.onHand + (receipt.increments.get(materialId) ?? 0);
        // Each delivered line feeds the material's moving average at the cost it came at (domain averageCostAfter).
        const arrivals = receipt.lines.filter((l) => l.materialId === materialId);
        const unitCost = averageCostAfter(material, arrivals);
        tx.update(materialDoc(db, materialId), { onHand, unitCost, updatedAt: now });
      });
      // One entry per line delivered, with ids derived from the PO and the delivery, so a replayed commit adds none.
      receipt.lines.forEach((line) => {
        tx.set(materialLedgerCol(db).doc(`${id}-${receiptId}-line-${line.line + 1}`), {
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
      addPurchasingExpense(tx, db, now, receipt.value);
      const record = { id: receiptId, at: now, by: caller.uid, lines: receipt.lines, value: receipt.value };
      tx.update(purchaseOrderDoc(db, id), {
        status: receipt.status,
        lines: po.lines.map((l, i) => ({ ...l, received: receipt.received[i] ?? 0 })),
        receipts: [...po.receipts, record],
        receivedValue: poTotal([...po.receipts.flatMap((r) => r.lines), ...receipt.lines]),
        totalCost: poTotal(po.lines),
        ...(receipt.status === 'received' ? { receivedAt: now } : {}),
        updatedAt: now,
      });
      return {
        purchaseOrderId: id,
        status: receipt.status,
        changed: true,
        added: Object.fromEntries(receipt.increments),
        receiptId,
      };
    },
    CONTENDED_TX,
  );
  if (result.changed) purchaseOrderMoved(id, 'ordered', result.status, caller.uid);
  else purchaseOrderAlreadyReceived(id, caller.uid);
  return result;
};
