/**
 * Raw materials (docs/product.md#inventory): New Material, Receive Stock, Adjust and Set Threshold. Every change of
 * stock and its `materialLedger` entry are written in one transaction, so the ledger always adds up to on hand. Stock
 * that arrives with a unit cost (opening stock, a receipt, an adjustment up) feeds the material's moving average
 * (domain averageCostAfter) in the same transaction; a receipt with a price is also that day's purchasing expense.
 */
import { runTransaction } from '../lib/transactions';
import {
  DomainError,
  MATERIAL_NOT_FOUND,
  MATERIAL_SKU_IN_USE,
  adjustMaterialStock,
  averageCostAfter,
  invalidData,
  type LedgerEntry,
  type Material,
} from '@aso/domain';
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import type { Caller, Handler } from '../lib/callable';
import type { Clock } from '../lib/clock';
import { materialDoc, materialLedgerCol, materialsCol } from '../lib/collections';
import type { DbClockDeps } from '../lib/deps';
import { materialChanged } from '../lib/logs';
import { addPurchasingExpense } from '../purchase-orders/expenses';
import type { MaterialResult } from '@aso/domain/contract';

async function readMaterial(tx: Transaction, db: Firestore, id: string): Promise<Material> {
  const material = (await tx.get(materialDoc(db, id))).data();
  if (!material)
    throw new DomainError('not_found', 'not-found', MATERIAL_NOT_FOUND, { materialId: MATERIAL_NOT_FOUND });
  return material;
}

/** Queue a ledger entry in the transaction; returns its id. */
export function writeLedger(tx: Transaction, db: Firestore, entry: LedgerEntry, id?: string): string {
  const ref = id ? materialLedgerCol(db).doc(id) : materialLedgerCol(db).doc();
  tx.set(ref, entry);
  return ref.id;
}

/**
 * A Receive or Adjust sent with a request id names its ledger entry after it: answers the result of a change already
 * made under that id (a double click, a retry after a lost answer), so it is made once; null when it is new.
 */
async function alreadyMade(
  tx: Transaction,
  db: Firestore,
  ledgerId: string | undefined,
  material: Material,
): Promise<MaterialResult | null> {
  if (!ledgerId) return null;
  const made = (await tx.get(materialLedgerCol(db).doc(ledgerId))).data();
  return made ? { materialId: made.materialId, onHand: material.onHand, delta: 0, ledgerId } : null;
}

type StockMove = Pick<LedgerEntry, 'materialId' | 'delta' | 'reason' | 'note' | 'authorId' | 'createdAt'> &
  Partial<Pick<LedgerEntry, 'unitCost' | 'vendorName'>>;

/**
 * Receive and Adjust: the material's new stock and one ledger entry for the change, in the same transaction. Stock
 * coming in with a cost moves the average; the ledger keeps the cost it came at, or the average it went out at.
 */
function moveMaterialStock(
  tx: Transaction,
  db: Firestore,
  material: Material,
  onHand: number,
  move: StockMove,
  id?: string,
) {
  const cost = move.unitCost ?? null;
  const unitCost =
    move.delta > 0 ? averageCostAfter(material, [{ qty: move.delta, unitCost: cost }]) : material.unitCost;
  tx.update(materialDoc(db, move.materialId), { onHand, unitCost, updatedAt: move.createdAt });
  const ledgerId = writeLedger(
    tx,
    db,
    { vendorName: null, ref: null, ...move, unitCost: move.delta > 0 ? cost : material.unitCost },
    id,
  );
  return { materialId: move.materialId, onHand, delta: move.delta, ledgerId };
}

/** One material change in its own transaction (the clock read inside it), logged under `action`. */
async function changeMaterial(
  db: Firestore,
  clock: Clock,
  caller: Caller,
  action: string,
  change: (tx: Transaction, now: Date) => Promise<MaterialResult>,
): Promise<MaterialResult> {
  const result = await runTransaction(db, (tx) => change(tx, clock()));
  materialChanged(result.materialId, action, result.delta, result.onHand, caller.uid);
  return result;
}

export const handleCreateMaterial: Handler<'createMaterial', DbClockDeps> = async (deps, caller, input) => {
  const { db } = deps;
  const sku = input.sku.toUpperCase();
  const ref = materialsCol(db).doc();
  const result = await runTransaction(db, async (tx) => {
    const now = deps.clock();
    const clash = await tx.get(materialsCol(db).where('sku', '==', sku).limit(1));
    if (!clash.empty) throw invalidData(MATERIAL_SKU_IN_USE, { sku: MATERIAL_SKU_IN_USE });
    const material: Material = {
      sku,
      name: input.name,
      unit: input.unit,
      category: input.category,
      active: true,
      minLevel: input.minLevel,
      onHand: input.initialQty,
      reorderLevel: input.reorderLevel,
      unitCost: input.initialQty > 0 ? input.unitCost : null,
      createdAt: now,
      updatedAt: now,
    };
    tx.create(ref, material);
    const ledgerId =
      input.initialQty > 0
        ? writeLedger(tx, db, {
            materialId: ref.id,
            delta: input.initialQty,
            reason: 'initial',
            note: '',
            unitCost: input.unitCost,
            vendorName: null,
            ref: null,
            authorId: caller.uid,
            createdAt: now,
          })
        : null;
    return { materialId: ref.id, onHand: input.initialQty, delta: input.initialQty, ledgerId };
  });
  materialChanged(result.materialId, 'create', result.delta, result.onHand, caller.uid);
  return result;
};

export const handleReceiveMaterial: Handler<'receiveMaterial', DbClockDeps> = ({ db, clock }, caller, input) =>
  changeMaterial(db, clock, caller, 'receive', async (tx, now) => {
    const material = await readMaterial(tx, db, input.materialId);
    const ledgerId = input.requestId && `receive-${input.requestId}`;
    const made = await alreadyMade(tx, db, ledgerId, material);
    if (made) return made;
    addPurchasingExpense(tx, db, now, input.qty * (input.unitCost ?? 0));
    return moveMaterialStock(
      tx,
      db,
      material,
      material.onHand + input.qty,
      {
        materialId: input.materialId,
        delta: input.qty,
        reason: 'receive',
        note: input.note,
        unitCost: input.unitCost,
        vendorName: input.vendorName === '' ? null : input.vendorName,
        authorId: caller.uid,
        createdAt: now,
      },
      ledgerId,
    );
  });

export const handleAdjustMaterial: Handler<'adjustMaterial', DbClockDeps> = ({ db, clock }, caller, input) =>
  changeMaterial(db, clock, caller, `adjust:${input.reason}`, async (tx, now) => {
    const material = await readMaterial(tx, db, input.materialId);
    const ledgerId = input.requestId && `adjust-${input.requestId}`;
    const made = await alreadyMade(tx, db, ledgerId, material);
    if (made) return made;
    const change = adjustMaterialStock(material.onHand, input.delta);
    // Taking stock out of an empty shelf changes nothing, so nothing is written.
    if (change.delta === 0) return { materialId: input.materialId, onHand: change.onHand, delta: 0, ledgerId: null };
    return moveMaterialStock(
      tx,
      db,
      material,
      change.onHand,
      {
        materialId: input.materialId,
        delta: change.delta,
        reason: input.reason,
        note: input.note,
        unitCost: input.unitCost,
        authorId: caller.uid,
        createdAt: now,
      },
      ledgerId,
    );
  });

/** Set Threshold: the reorder level, or null (an emptied field) to clear it. Stock does not move: no ledger entry. */
export const handleSetMaterialThreshold: Handler<'setMaterialThreshold', DbClockDeps> = async (deps, caller, input) => {
  const { db } = deps;
  const material = await runTransaction(db, async (tx) => {
    const found = await readMaterial(tx, db, input.materialId);
    tx.update(materialDoc(db, input.materialId), { reorderLevel: input.reorderLevel, updatedAt: deps.clock() });
    return found;
  });
  materialChanged(input.materialId, `threshold:${input.reorderLevel ?? 'cleared'}`, 0, material.onHand, caller.uid);
  return { materialId: input.materialId, reorderLevel: input.reorderLevel };
};
