/**
 * updateOrderStatus: staff set any status (no ordering is enforced, SPEC §4) with an optional note. The order, its
 * timeline event, the Lagos day's stats (a cancelled paid order stops counting as revenue: domain statsDelta) and
 * the order's reserved RTW stock (released on cancel, taken again on un-cancel) change in one transaction, so
 * "status set but the timeline event failed" cannot happen.
 */
import { DomainError, NOT_FOUND, lagosDayKey, orderSchema, releaseStock, reserveStock, stockRequestsByProduct, statsDelta, statsIncrements, statusChangeStockEffect, type StockRequest, type UpdateOrderStatusInput } from '@aso/domain';
import type { Caller } from '../lib/callable';
import { parseDoc } from '../lib/converters';
import type { Deps } from '../lib/deps';
import { orderStatusChanged } from '../lib/logs';
import { readStock, writeStock } from '../lib/stock';
import { CONTENDED_TX } from '../lib/transactions';
import { nestedIncrements } from './stats-increments';
import type { UpdateOrderStatusResult } from '@aso/domain/contract';

export type OrdersDeps = Pick<Deps, 'db' | 'clock'>;

export async function handleUpdateOrderStatus(deps: OrdersDeps, caller: Caller, input: UpdateOrderStatusInput): Promise<UpdateOrderStatusResult> {
  const { db } = deps;
  const orderRef = db.collection('orders').doc(input.orderId);
  const result = await db.runTransaction(async (tx): Promise<UpdateOrderStatusResult & { effect: string }> => {
    const order = parseDoc(orderSchema, await tx.get(orderRef));
    if (!order) throw new DomainError('not_found', 'order/not-found', NOT_FOUND);
    const unchanged = { orderId: input.orderId, status: order.status, previousStatus: order.status, eventId: null, stockUnits: 0, effect: 'none' };
    if (order.status === input.status && input.note === '') return unchanged;

    const effect = statusChangeStockEffect(order.status, input.status);
    const requests: Map<string, StockRequest[]> = effect === 'none' ? new Map<string, StockRequest[]>() : stockRequestsByProduct(order.items);
    const stock = await readStock(tx, db, [...requests.keys()]);
    const now = deps.clock();

    let stockUnits = 0;
    for (const [productId, wanted] of requests) {
      const entry = stock.get(productId);
      if (!entry) continue;
      // Reserving throws out_of_stock ('Only N left in size M of …') and the whole change is refused.
      const next = effect === 'release' ? releaseStock(entry.sizes, wanted) : reserveStock(entry.sizes, wanted);
      stockUnits += writeStock(tx, db, entry, next);
    }

    const after = { ...order, status: input.status, updatedAt: now };
    const increments = statsIncrements(statsDelta(order, after).delta);
    if (increments.length > 0) tx.set(db.collection('stats').doc(lagosDayKey(order.createdAt)), nestedIncrements(increments), { merge: true });
    if (order.status !== input.status) tx.update(orderRef, { status: input.status, updatedAt: now });
    const eventRef = orderRef.collection('events').doc();
    tx.set(eventRef, { status: input.status, note: input.note, authorId: caller.uid, createdAt: now });
    return { orderId: input.orderId, status: input.status, previousStatus: order.status, eventId: eventRef.id, stockUnits, effect };
  }, CONTENDED_TX);
  const { effect, ...answer } = result;
  if (answer.eventId) orderStatusChanged(answer.orderId, answer.previousStatus, answer.status, caller.uid, effect);
  return answer;
}
