/**
 * Made-to-order pieces take their materials when staff move the order to "in production", and give them back when it
 * is cancelled from there (before it is ready). What was taken is kept as `productionRuns/order-{orderId}` (status
 * completed, then returned), so the return puts back exactly that, once; an order reopened from cancelled and put back
 * in production takes them again, and the run's `ledgerIds` lists every move. Short materials refuse the move with the
 * shortfall named, like a run.
 */
import {
  billMaterialIds,
  mtoBillSize,
  runRequirements,
  runShortfall,
  shortfallError,
  type BomLine,
  type Order,
  type OrderStatus,
  type ProductCostRecord,
} from '@aso/domain';
import { shortId } from '@aso/domain/shared/text';
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { productCostDoc, productionRunDoc } from '../lib/collections';
import { moveMaterials, readMaterials, runMaterials } from './materials-move';

/** Queues the writes (call after every other read of the transaction); returns the units of material moved. */
export type OrderMaterialsWrite = (now: Date, authorId: string) => number;

const noMove: OrderMaterialsWrite = () => 0;

/** The run id an order's materials are kept under. */
export const orderRunId = (orderId: string): string => `order-${orderId}`;

/** Reads what a status change needs and returns the writes, or a no-op when materials do not move. */
export async function prepareOrderMaterials(
  tx: Transaction,
  db: Firestore,
  orderId: string,
  order: Order,
  to: OrderStatus,
): Promise<OrderMaterialsWrite> {
  const from = order.status;
  const taking = to === 'in_production' && from !== 'in_production';
  // Before the piece is ready (in production, or moved back to pending): what was taken goes back.
  const returning = to === 'cancelled' && (from === 'in_production' || from === 'pending');
  const mto = order.items.filter((i) => i.type === 'MTO');
  if ((!taking && !returning) || mto.length === 0) return noMove;

  const runRef = productionRunDoc(db, orderRunId(orderId));
  const run = (await tx.get(runRef)).data() ?? null;
  const ref = { collection: 'orders', id: orderId };
  const label = `order ${shortId(orderId)}`;

  if (returning) {
    if (run?.status !== 'completed') return noMove;
    const materials = await readMaterials(
      tx,
      db,
      run.materials.map((m) => m.materialId),
    );
    return (now, authorId) => {
      const moved = moveMaterials(tx, db, run.materials, materials, {
        sign: 1,
        ref,
        note: `Returned: ${label} cancelled`,
        authorId,
        now,
      });
      tx.update(runRef, { status: 'returned', returnedAt: now, ledgerIds: [...run.ledgerIds, ...moved.ledgerIds] });
      return run.materials.reduce((n, m) => n + m.qty, 0);
    };
  }

  if (run?.status === 'completed') return noMove; // already taken (back to production from ready, say)
  const productIds = [...new Set(mto.map((i) => i.productId))];
  const snaps = await tx.getAll(...productIds.map((id) => productCostDoc(db, id)));
  const records = new Map<string, ProductCostRecord>();
  snaps.forEach((snap, i) => {
    const record = snap.data();
    if (record) records.set(productIds[i]!, record);
  });
  const need = new Map<string, number>();
  const lines: BomLine[] = [];
  for (const item of mto) {
    const bom = records.get(item.productId)?.bom ?? {};
    const size = mtoBillSize(item, bom);
    if (!size) continue;
    for (const [materialId, qty] of runRequirements(bom[size] ?? [], item.qty)) {
      need.set(materialId, (need.get(materialId) ?? 0) + qty);
    }
    lines.push(...(bom[size] ?? []));
  }
  if (need.size === 0) return noMove; // no bill for these pieces: nothing to take
  const materials = await readMaterials(tx, db, billMaterialIds({ M: lines }));
  const short = runShortfall(need, materials);
  if (short.length > 0) throw shortfallError(`the pieces of ${label}`, short);
  const taken = runMaterials(need, materials);
  const first = mto[0]!;
  return (now, authorId) => {
    const moved = moveMaterials(tx, db, taken, materials, { sign: -1, ref, note: `For ${label}`, authorId, now });
    tx.set(runRef, {
      productId: first.productId,
      productName: mto.map((i) => i.name).join(', '),
      size: mtoBillSize(first, records.get(first.productId)?.bom ?? {}) ?? 'M',
      qty: mto.reduce((n, i) => n + i.qty, 0),
      status: 'completed',
      orderId,
      materials: taken,
      // An order reopened after a cancel takes its materials again: the run keeps every move it has made.
      ledgerIds: [...(run?.ledgerIds ?? []), ...moved.ledgerIds],
      unitCost: null,
      createdAt: run?.createdAt ?? now,
      createdBy: run?.createdBy ?? authorId,
      completedAt: now,
      completedBy: authorId,
      returnedAt: null,
    });
    return taken.reduce((n, m) => n + m.qty, 0);
  };
}
