/**
 * recordProductionRun (docs/product.md#production): plan "make 10 of size M", or complete it — the materials on hand
 * are checked, each taken with one `production` ledger entry linked to the run, and the finished pieces added to the
 * product's stock (availability in step, lib/stock.ts), all in one transaction. The browser picks the run id when the
 * form opens, so a double click or a retry finds the run already completed and changes nothing. A shortfall is
 * refused with each short material and how much is missing.
 */
import {
  DomainError,
  NOT_FOUND,
  RUN_NOT_RTW,
  billFor,
  billMaterialIds,
  pieceCost,
  runLabel,
  runRequirements,
  runShortfall,
  shortfallError,
  type ProductionRun,
} from '@aso/domain';
import type { ProductionRunResult } from '@aso/domain/contract';
import type { Handler } from '../lib/callable';
import { productCostDoc, productDoc, productionRunDoc } from '../lib/collections';
import type { DbClockDeps } from '../lib/deps';
import { productionRunRecorded } from '../lib/logs';
import { readStock, writeStock } from '../lib/stock';
import { tellWaitlistAfterReturn } from '../waitlist/when-stock-returns';
import { CONTENDED_TX, runTransaction } from '../lib/transactions';
import { moveMaterials, readMaterials, runMaterials } from './materials-move';

export const handleRecordProductionRun: Handler<'recordProductionRun', DbClockDeps> = async (deps, caller, input) => {
  const { db } = deps;
  const runRef = productionRunDoc(db, input.runId);
  const result = await runTransaction(
    db,
    async (tx): Promise<ProductionRunResult> => {
      const existing = (await tx.get(runRef)).data() ?? null;
      if (existing && (existing.status !== 'planned' || !input.complete))
        return { runId: input.runId, status: existing.status, changed: false, stockOnHand: null, materials: [] };
      // Completing a planned run makes what was planned, whatever the form sends now.
      const { productId, size, qty } = existing ?? input;

      const [productSnap, costSnap] = await Promise.all([
        tx.get(productDoc(db, productId)),
        tx.get(productCostDoc(db, productId)),
      ]);
      const product = productSnap.data();
      if (!product) throw new DomainError('not_found', 'not-found', NOT_FOUND);
      if (product.type !== 'RTW') throw new DomainError('conflict', 'production/not-rtw', RUN_NOT_RTW);
      const record = costSnap.data() ?? { cost: null, labourCost: null, bom: {} };
      const lines = billFor(record.bom, size, product.name);
      const materials = await readMaterials(tx, db, billMaterialIds({ [size]: lines }));
      const need = runRequirements(lines, qty);
      const planned = runMaterials(need, materials);
      const now = deps.clock();
      const base: ProductionRun = existing ?? {
        productId,
        productName: product.name,
        size,
        qty,
        status: 'planned',
        orderId: null,
        materials: planned,
        ledgerIds: [],
        unitCost: null,
        createdAt: now,
        createdBy: caller.uid,
        completedAt: null,
        completedBy: null,
        returnedAt: null,
      };
      if (!input.complete) {
        tx.set(runRef, base);
        return { runId: input.runId, status: 'planned', changed: true, stockOnHand: null, materials: [] };
      }

      const short = runShortfall(need, materials);
      if (short.length > 0) throw shortfallError(runLabel(product.name, size, qty), short);
      const stock = await readStock(tx, db, [productId], new Map([[productId, product]]));
      const moved = moveMaterials(tx, db, planned, materials, {
        sign: -1,
        ref: { collection: 'productionRuns', id: input.runId },
        note: `Run ${runLabel(product.name, size, qty)}`,
        authorId: caller.uid,
        now,
      });
      const entry = stock.get(productId)!;
      const level = entry.sizes[size];
      const stockOnHand = (level?.onHand ?? 0) + qty;
      writeStock(tx, db, entry, { [size]: { onHand: stockOnHand, reorderLevel: level?.reorderLevel ?? 0 } });
      const cost = pieceCost(lines, materials, record.labourCost);
      tx.set(runRef, {
        ...base,
        materials: planned,
        status: 'completed',
        ledgerIds: moved.ledgerIds,
        unitCost: cost.uncosted.length === lines.length && record.labourCost === null ? null : cost.unitCost,
        completedAt: now,
        completedBy: caller.uid,
      });
      return { runId: input.runId, status: 'completed', changed: true, stockOnHand, materials: moved.onHand };
    },
    CONTENDED_TX,
  );
  productionRunRecorded(result.runId, result.status, result.changed, caller.uid);
  // A finished run's pieces tell the customers waiting for that size (docs/product.md#back-in-stock).
  if (result.status === 'completed' && result.changed) await tellWaitlistAfterReturn(deps);
  return result;
};
