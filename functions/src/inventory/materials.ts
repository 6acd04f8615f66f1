/**
 * Raw materials (docs/product.md#inventory): New Material, Receive Stock, Adjust and Set Threshold. Every change of
 * stock and its `materialLedger` entry are written in one transaction, so the ledger always adds up to on hand.
 */
import {
  DomainError,
  MATERIAL_NOT_FOUND,
  MATERIAL_SKU_IN_USE,
  adjustMaterialStock,
  invalidData,
  type AdjustMaterialInput,
  type CreateMaterialInput,
  type LedgerEntry,
  type Material,
  type ReceiveMaterialInput,
} from '@aso/domain';
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import type { Caller } from '../lib/callable';
import { materialDoc, materialLedgerCol, materialsCol } from '../lib/collections';
import type { Deps } from '../lib/deps';
import { materialChanged } from '../lib/logs';
import type { MaterialResult } from '@aso/domain/contract';

export type InventoryDeps = Pick<Deps, 'db' | 'clock'>;

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

export async function handleCreateMaterial(
  deps: InventoryDeps,
  caller: Caller,
  input: CreateMaterialInput,
): Promise<MaterialResult> {
  const { db } = deps;
  const sku = input.sku.toUpperCase();
  const ref = materialsCol(db).doc();
  const result = await db.runTransaction(async (tx) => {
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
      unitCost: null,
      costedQty: 0,
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
            unitCost: null,
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
}

export async function handleReceiveMaterial(
  deps: InventoryDeps,
  caller: Caller,
  input: ReceiveMaterialInput,
): Promise<MaterialResult> {
  const { db } = deps;
  const result = await db.runTransaction(async (tx) => {
    const now = deps.clock();
    const material = await readMaterial(tx, db, input.materialId);
    const onHand = material.onHand + input.qty;
    tx.update(materialDoc(db, input.materialId), { onHand, updatedAt: now });
    const ledgerId = writeLedger(tx, db, {
      materialId: input.materialId,
      delta: input.qty,
      reason: 'receive',
      note: input.note,
      unitCost: input.unitCost,
      vendorName: input.vendorName === '' ? null : input.vendorName,
      ref: null,
      authorId: caller.uid,
      createdAt: now,
    });
    return { materialId: input.materialId, onHand, delta: input.qty, ledgerId };
  });
  materialChanged(result.materialId, 'receive', result.delta, result.onHand, caller.uid);
  return result;
}

export async function handleAdjustMaterial(
  deps: InventoryDeps,
  caller: Caller,
  input: AdjustMaterialInput,
): Promise<MaterialResult> {
  const { db } = deps;
  const result = await db.runTransaction(async (tx) => {
    const now = deps.clock();
    const material = await readMaterial(tx, db, input.materialId);
    const change = adjustMaterialStock(material.onHand, input.delta);
    // Taking stock out of an empty shelf changes nothing, so nothing is written.
    if (change.delta === 0) return { materialId: input.materialId, onHand: change.onHand, delta: 0, ledgerId: null };
    tx.update(materialDoc(db, input.materialId), { onHand: change.onHand, updatedAt: now });
    const ledgerId = writeLedger(tx, db, {
      materialId: input.materialId,
      delta: change.delta,
      reason: input.reason,
      note: input.note,
      unitCost: null,
      vendorName: null,
      ref: null,
      authorId: caller.uid,
      createdAt: now,
    });
    return { materialId: input.materialId, onHand: change.onHand, delta: change.delta, ledgerId };
  });
  materialChanged(result.materialId, `adjust:${input.reason}`, result.delta, result.onHand, caller.uid);
  return result;
}

export interface ThresholdResult {
  readonly materialId: string;
  readonly reorderLevel: number | null;
}

/** Set Threshold: the reorder level, or null (an emptied field) to clear it. Stock does not move: no ledger entry. */
export async function handleSetMaterialThreshold(
  deps: InventoryDeps,
  caller: Caller,
  input: { materialId: string; reorderLevel: number | null },
): Promise<ThresholdResult> {
  const { db } = deps;
  const material = await db.runTransaction(async (tx) => {
    const found = await readMaterial(tx, db, input.materialId);
    tx.update(materialDoc(db, input.materialId), { reorderLevel: input.reorderLevel, updatedAt: deps.clock() });
    return found;
  });
  materialChanged(input.materialId, `threshold:${input.reorderLevel ?? 'cleared'}`, 0, material.onHand, caller.uid);
  return { materialId: input.materialId, reorderLevel: input.reorderLevel };
}
