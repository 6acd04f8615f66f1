/**
 * updateOrderStatus: staff set any status (no ordering is enforced, docs/product.md#orders) with an optional note. The
 * order, its timeline event, the Lagos day's stats (a cancelled paid order stops counting as revenue: domain
 * statsDelta) and the order's reserved RTW stock (released on cancel, taken again on un-cancel) change in one
 * transaction, so "status set but the timeline event failed" cannot happen. Cancelling an order that was paid through
 * Paystack asks for its refund (refund-release.ts): the money goes back only when someone allowed releases it — with
 * the cancel (`releaseRefundKobo`, the amount they confirmed) or later — and then it is owed in the same transaction
 * (a refund per successful payment, payments/refund-queue.ts), tried at once and retried by the reconciler; the
 * order's `refund` shows it, and it cannot be reopened afterwards. Reopening before the release withdraws the request.
 * A change the customer should hear about queues their mail in the same transaction, once (mail/status-mails.ts); a
 * cancel whose refund waits mails when it is released.
 */
import {
  CHECKOUT_NEVER_PAID,
  DomainError,
  NOT_FOUND,
  ORDER_REFUNDED_CANNOT_REOPEN,
  checkRefundRelease,
  formatNairaAdmin,
  koboToNaira,
  lagosDayKey,
  releaseStock,
  reserveStock,
  stockRequestsByProduct,
  statsDelta,
  statsIncrements,
  statsNames,
  statusChangeStockEffect,
  refundRequestedNote,
  refundWithdrawnNote,
  type StockRequest,
} from '@aso/domain';
import type { Handler } from '../lib/callable';
import { orderDoc, timelineCol, statsDoc } from '../lib/collections';
import type { Deps } from '../lib/deps';
import { orderStatusChanged, refundRequestedForOrder } from '../lib/logs';
import { readSettings } from '../lib/settings';
import { releaseCodeUse } from '../promotions/code-uses';
import { prepareStatusMail } from '../mail/status-mails';
import { readStock, writeStock } from '../lib/stock';
import { prepareOrderMaterials } from '../production/order-materials';
import { CONTENDED_TX, runTransaction } from '../lib/transactions';
import { tellWaitlistAfterReturn } from '../waitlist/when-stock-returns';
import {
  decidedRequest,
  newRequest,
  personOf,
  prepareOrderRefund,
  tryRefundsNow,
  writeReleasedEvent,
} from './refund-release';
import { nestedIncrements } from './stats-increments';
import type { UpdateOrderStatusResult } from '@aso/domain/contract';

export type OrdersDeps = Deps;

export const handleUpdateOrderStatus: Handler<'updateOrderStatus', OrdersDeps> = async (deps, caller, input) => {
  const { db } = deps;
  const orderRef = orderDoc(db, input.orderId);
  const result = await runTransaction(
    db,
    async (tx): Promise<UpdateOrderStatusResult & { effect: string }> => {
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
        refundAwaitingKobo: 0,
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
      // Cancelling after payment: every successful Paystack payment of the order not already being given back is the
      // refund; it is released now only by someone allowed who confirmed its amount, else it waits.
      const cancelling = input.status === 'cancelled' && order.status !== 'cancelled';
      const refund = cancelling && order.amountPaid > 0 ? await prepareOrderRefund(tx, db, input.orderId) : null;
      const refundKobo = refund?.amountKobo ?? 0;
      const releaseNow = cancelling && input.releaseRefundKobo !== null;
      if (releaseNow) checkRefundRelease(caller.role, await readSettings(db, tx), input.releaseRefundKobo!, refundKobo);
      const awaiting = !releaseNow && refundKobo > 0;
      const withdrawing =
        order.status === 'cancelled' && input.status !== 'cancelled' && order.refundRequest?.status === 'awaiting';
      // A cancel with money to give back tells the customer once Paystack has accepted the refund
      // (payments/refund-queue.ts): not when it waits for a release, not before Paystack answers.
      const queueStatusMail =
        awaiting || (releaseNow && refundKobo > 0)
          ? () => undefined
          : await prepareStatusMail(tx, db, input.orderId, order, input.status);
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
      const { delta } = statsDelta(order, after);
      const increments = statsIncrements(delta);
      if (increments.length > 0)
        tx.set(statsDoc(db, lagosDayKey(order.createdAt)), nestedIncrements(increments, statsNames(delta)), {
          merge: true,
        });
      const refundRequest = releaseNow
        ? decidedRequest(newRequest(refundKobo, caller, now), 'released', caller, now)
        : awaiting
          ? newRequest(refundKobo, caller, now)
          : withdrawing
            ? decidedRequest(order.refundRequest!, 'withdrawn', caller, now)
            : undefined;
      // An unpaid checkout staff cancel gives its discount code's use back (a paid order's use stays spent).
      const codeUse = cancelling && order.amountPaid === 0 ? releaseCodeUse(tx, db, order, now) : {};
      if (order.status !== input.status)
        tx.update(orderRef, {
          status: input.status,
          updatedAt: now,
          ...(refundRequest ? { refundRequest } : {}),
          ...codeUse,
        });
      const afterOrder = { ...order, status: input.status };
      const eventRef = timelineCol(db, input.orderId).doc();
      tx.set(eventRef, { status: input.status, note: input.note, authorId: caller.uid, createdAt: now });
      const amount = formatNairaAdmin(koboToNaira(refundRequest?.amountKobo ?? 0));
      if (releaseNow && refund && refundKobo > 0) {
        refund.owe(afterOrder, now);
        writeReleasedEvent(tx, db, input.orderId, afterOrder, caller, now, refundKobo);
      }
      if (awaiting || withdrawing)
        tx.set(timelineCol(db, input.orderId).doc(), {
          status: input.status,
          note: awaiting
            ? refundRequestedNote(amount, personOf(caller))
            : refundWithdrawnNote(amount, personOf(caller)),
          authorId: caller.uid,
          createdAt: now,
        });
      queueStatusMail({ note: input.note, refundKobo: releaseNow ? refundKobo : 0 });
      const refundsOwed = releaseNow && refund ? refund.references : [];
      return {
        orderId: input.orderId,
        status: input.status,
        previousStatus: order.status,
        eventId: eventRef.id,
        stockUnits,
        refundsOwed,
        refundAwaitingKobo: awaiting ? refundKobo : 0,
        effect,
      };
    },
    CONTENDED_TX,
  );
  const { effect, ...answer } = result;
  if (answer.eventId) orderStatusChanged(answer.orderId, answer.previousStatus, answer.status, caller.uid, effect);
  if (answer.refundAwaitingKobo > 0) refundRequestedForOrder(answer.orderId, answer.refundAwaitingKobo, caller.uid);
  // The refund is a record already; this first try is a courtesy, the reconciler retries whatever fails.
  await tryRefundsNow(deps, answer.refundsOwed);
  // Units put back by a cancel tell the customers waiting for them (docs/product.md#back-in-stock).
  if (answer.stockUnits > 0) await tellWaitlistAfterReturn(deps);
  return answer;
};
