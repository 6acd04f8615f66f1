/**
 * updateOrderStatus: staff set any status (no ordering is enforced, docs/product.md#orders) with an optional note. The
 * order, its timeline event, the Lagos day's stats (a cancelled paid order stops counting as revenue: domain
 * statsDelta) and the order's reserved RTW stock (released on cancel, taken again on un-cancel) change in one
 * transaction, so "status set but the timeline event failed" cannot happen. Cancelling an order that was paid through
 * Paystack owes its money back in the same transaction (a refund per successful payment, payments/refund-queue.ts),
 * tried at once and retried by the reconciler; the order's `refund` shows it, and it cannot be reopened afterwards.
 * A change the customer should hear about queues their mail in the same transaction, once (mail/status-mails.ts).
 */
import {
  CHECKOUT_NEVER_PAID,
  DomainError,
  NOT_FOUND,
  ORDER_REFUNDED_CANNOT_REOPEN,
  lagosDayKey,
  releaseStock,
  reserveStock,
  stockRequestsByProduct,
  statsDelta,
  statsIncrements,
  statusChangeStockEffect,
  type StockRequest,
} from '@aso/domain';
import type { Handler } from '../lib/callable';
import { orderDoc, timelineCol, paymentDoc, paymentsCol, statsDoc } from '../lib/collections';
import type { Deps } from '../lib/deps';
import { orderStatusChanged, refundAttemptFailed } from '../lib/logs';
import { prepareStatusMail } from '../mail/status-mails';
import { attemptRefund, prepareOwedRefunds } from '../payments/refund-queue';
import { readStock, writeStock } from '../lib/stock';
import { prepareOrderMaterials } from '../production/order-materials';
import { CONTENDED_TX } from '../lib/transactions';
import { nestedIncrements } from './stats-increments';
import type { UpdateOrderStatusResult } from '@aso/domain/contract';

export type OrdersDeps = Deps;

export const handleUpdateOrderStatus: Handler<'updateOrderStatus', OrdersDeps> = async (deps, caller, input) => {
  const { db } = deps;
  const orderRef = orderDoc(db, input.orderId);
  const result = await db.runTransaction(async (tx): Promise<UpdateOrderStatusResult & { effect: string }> => {
    const order = (await tx.get(orderRef)).data();
    if (!order) throw new DomainError('not_found', 'order/not-found', NOT_FOUND);
    // A checkout never paid is not staff's to move: money that lands late is taken or refunded by settlement.
    if (order.status === 'abandoned') throw new DomainError('conflict', 'order/never-paid', CHECKOUT_NEVER_PAID);
    const unchanged = {
      orderId: input.orderId,
      status: order.status,
      previousStatus: order.status,
      eventId: null,
      stockUnits: 0,
      refundsOwed: [],
      effect: 'none',
    };
    if (order.status === input.status && input.note === '') return unchanged;

    const effect = statusChangeStockEffect(order.status, input.status);
    if (
      order.status === 'cancelled' &&
      input.status !== 'cancelled' &&
      (order.refund || order.paymentStatus === 'refunded')
    ) {
      throw new DomainError('conflict', 'order/refunded', ORDER_REFUNDED_CANNOT_REOPEN);
    }
    // Cancelling after payment: every successful Paystack payment of the order not already being given back.
    const paidPayments =
      input.status === 'cancelled' && order.status !== 'cancelled' && order.amountPaid > 0
        ? (await tx.get(paymentsCol(db).where('orderId', '==', input.orderId).where('status', '==', 'success'))).docs
            .map((doc) => ({ reference: doc.id, payment: doc.data() }))
            .filter(({ payment }) => !payment.refundRequired && !payment.review)
        : [];
    const oweRefunds = await prepareOwedRefunds(
      tx,
      db,
      input.orderId,
      paidPayments.map(({ reference, payment }) => ({
        reference,
        amountKobo: payment.amountKobo,
        reason: 'order_cancelled' as const,
      })),
    );
    const queueStatusMail = await prepareStatusMail(tx, db, input.orderId, order, input.status);
    const requests: Map<string, StockRequest[]> =
      effect === 'none' ? new Map<string, StockRequest[]>() : stockRequestsByProduct(order.items);
    const stock = await readStock(tx, db, [...requests.keys()]);
    // MTO materials: taken on "in production", given back on a cancel from there (production/order-materials.ts).
    const writeMaterials = await prepareOrderMaterials(tx, db, input.orderId, order, input.status);
    const now = deps.clock();
    writeMaterials(now, caller.uid);

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
    if (increments.length > 0)
      tx.set(statsDoc(db, lagosDayKey(order.createdAt)), nestedIncrements(increments), { merge: true });
    if (order.status !== input.status) tx.update(orderRef, { status: input.status, updatedAt: now });
    for (const { reference } of paidPayments) tx.update(paymentDoc(db, reference), { refundRequired: true });
    oweRefunds({ ...order, status: input.status }, now);
    const eventRef = timelineCol(db, input.orderId).doc();
    tx.set(eventRef, { status: input.status, note: input.note, authorId: caller.uid, createdAt: now });
    const refundKobo = paidPayments.reduce((sum, { payment }) => sum + payment.amountKobo, 0);
    queueStatusMail({ note: input.note, refundKobo });
    const refundsOwed = paidPayments.map((p) => p.reference);
    return {
      orderId: input.orderId,
      status: input.status,
      previousStatus: order.status,
      eventId: eventRef.id,
      stockUnits,
      refundsOwed,
      effect,
    };
  }, CONTENDED_TX);
  const { effect, ...answer } = result;
  if (answer.eventId) orderStatusChanged(answer.orderId, answer.previousStatus, answer.status, caller.uid, effect);
  // The refund is a record already; this first try is a courtesy, the reconciler retries whatever fails.
  for (const reference of answer.refundsOwed) {
    await attemptRefund(deps, reference).catch((error: unknown) => refundAttemptFailed(reference, 0, error));
  }
  return answer;
};
