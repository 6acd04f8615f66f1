/**
 * draftShortfallPurchaseOrder (staff): a planned run's missing materials become one draft purchase order
 * (docs/product.md#production) — each material short by what is missing now, rounded up, at its average cost, the
 * vendor 'To choose'. The draft's id is the run's, made in a transaction: pressing again, from this tab or another,
 * answers the draft already made instead of adding an identical one each time.
 */
import { runTransaction } from '../lib/transactions';
import {
  DomainError,
  NOT_FOUND,
  SHORTFALL_NOTHING_SHORT,
  SHORTFALL_ONLY_PLANNED,
  poTotal,
  runLabel,
  runShortfall,
  shortfallPoLines,
  type BomMaterial,
} from '@aso/domain';
import type { Handler } from '../lib/callable';
import { materialDoc, productionRunDoc, purchaseOrderDoc } from '../lib/collections';
import type { DbClockDeps } from '../lib/deps';

export const handleDraftShortfallPurchaseOrder: Handler<'draftShortfallPurchaseOrder', DbClockDeps> = async (
  deps,
  caller,
  input,
) => {
  const { db } = deps;
  const poRef = purchaseOrderDoc(db, input.runId);
  return runTransaction(db, async (tx) => {
    const [runSnap, poSnap] = await Promise.all([tx.get(productionRunDoc(db, input.runId)), tx.get(poRef)]);
    if (poSnap.exists) return { purchaseOrderId: poRef.id, created: false };
    const run = runSnap.data();
    if (!run) throw new DomainError('not_found', 'not-found', NOT_FOUND);
    if (run.status !== 'planned' || run.orderId)
      throw new DomainError('conflict', 'production/not-planned', SHORTFALL_ONLY_PLANNED);
    const materialSnaps = run.materials.length
      ? await tx.getAll(...run.materials.map((m) => materialDoc(db, m.materialId)))
      : [];
    const materials = new Map<string, BomMaterial>();
    materialSnaps.forEach((snap) => {
      const m = snap.data();
      if (m) materials.set(snap.id, { name: m.name, unit: m.unit, onHand: m.onHand, unitCost: m.unitCost });
    });
    const short = runShortfall(new Map(run.materials.map((m) => [m.materialId, m.qty])), materials);
    if (short.length === 0) throw new DomainError('conflict', 'production/nothing-short', SHORTFALL_NOTHING_SHORT);
    const lines = shortfallPoLines(short, new Map([...materials].map(([id, m]) => [id, m.unitCost ?? null]))).map(
      (l) => ({
        ...l,
        received: 0,
      }),
    );
    const now = deps.clock();
    tx.create(poRef, {
      vendorName: 'To choose',
      status: 'draft',
      notes: `Shortfall for ${runLabel(run.productName, run.size, run.qty)}`,
      lines,
      totalCost: poTotal(lines),
      receipts: [],
      receivedValue: 0,
      closedShort: false,
      createdAt: now,
      updatedAt: now,
      createdBy: caller.uid,
      submittedAt: null,
      receivedAt: null,
      cancelledAt: null,
    });
    return { purchaseOrderId: poRef.id, created: true };
  });
};
