/**
 * Taking materials for production and giving them back, inside the caller's transaction: each material read once,
 * its `onHand` written once and one `production` ledger entry per material linked to what caused it. Reads and writes
 * are bounded by the bill's length.
 */
import type { LedgerEntry, Material, RunMaterial } from '@aso/domain';
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { materialDoc, materialLedgerCol } from '../lib/collections';

export type MaterialsById = Map<string, Material>;

/** The materials by id (a deleted one is absent: it counts as none on hand). */
export async function readMaterials(tx: Transaction, db: Firestore, ids: readonly string[]): Promise<MaterialsById> {
  if (ids.length === 0) return new Map();
  const snaps = await tx.getAll(...ids.map((id) => materialDoc(db, id)));
  const out: MaterialsById = new Map();
  snaps.forEach((snap, i) => {
    const material = snap.data();
    if (material) out.set(ids[i]!, material);
  });
  return out;
}

/** What a run takes of each material, with the names and units the run document keeps. */
export function runMaterials(need: ReadonlyMap<string, number>, materials: MaterialsById): RunMaterial[] {
  return [...need].map(([materialId, qty]) => {
    const m = materials.get(materialId);
    return { materialId, name: m?.name ?? materialId, unit: m?.unit ?? 'piece', qty };
  });
}

export interface MoveOptions {
  readonly sign: -1 | 1;
  readonly ref: { collection: string; id: string };
  readonly note: string;
  readonly authorId: string | null;
  readonly now: Date;
}

/**
 * Queue the stock changes and ledger entries (writes only; call after every read). Taking never goes below 0 — the
 * caller has already refused a shortfall. Returns the ledger ids and each material's new on hand.
 */
export function moveMaterials(
  tx: Transaction,
  db: Firestore,
  lines: readonly RunMaterial[],
  materials: MaterialsById,
  options: MoveOptions,
): { ledgerIds: string[]; onHand: { materialId: string; onHand: number }[] } {
  const ledgerIds: string[] = [];
  const onHand: { materialId: string; onHand: number }[] = [];
  for (const line of lines) {
    const material = materials.get(line.materialId);
    if (!material || line.qty <= 0) continue;
    const next = Math.max(0, Math.round((material.onHand + options.sign * line.qty) * 10_000) / 10_000);
    const delta = Math.round((next - material.onHand) * 10_000) / 10_000;
    tx.update(materialDoc(db, line.materialId), { onHand: next, updatedAt: options.now });
    const ledgerRef = materialLedgerCol(db).doc();
    const entry: LedgerEntry = {
      materialId: line.materialId,
      delta,
      reason: 'production',
      note: options.note,
      unitCost: material.unitCost,
      vendorName: null,
      ref: options.ref,
      authorId: options.authorId,
      createdAt: options.now,
    };
    tx.set(ledgerRef, entry);
    ledgerIds.push(ledgerRef.id);
    onHand.push({ materialId: line.materialId, onHand: next });
  }
  return { ledgerIds, onHand };
}
