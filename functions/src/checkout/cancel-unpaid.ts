/**
 * Close a checkout nobody paid for and put its reserved stock back: the undo of startCheckout's reservation
 * (docs/architecture.md#style-domain). The order becomes `abandoned` ("Payment not completed", never a cancelled
 * order) with why it closed. One transaction: the order (still pending and unpaid, else nothing happens), its
 * timeline event, its payment record, the stock and the products' availability, and a discount code's held use. Used by expiry (30 minutes, or a
 * transfer's hold), by a checkout the customer declined or closed, and when Paystack could not start the payment.
 */
import { isExpiredUnpaid, releaseStock, stockRequestsByProduct, type CheckoutClosedReason } from '@aso/domain';
import type { Deps } from '../lib/deps';
import { orderDoc, timelineCol, paymentDoc } from '../lib/collections';
import { readStock, stockFocus, writeStock } from '../lib/stock';
import { CONTENDED_TX, runTransaction } from '../lib/transactions';
import { tellWaitlistAfterReturn } from '../waitlist/when-stock-returns';
import { releaseCodeUse } from '../promotions/code-uses';

export interface CancelUnpaidOptions {
  /** Timeline note ('Payment not completed in time; …', …). */
  readonly note: string;
  /** Why it closed: money that lands later is taken only by an expired or closed checkout. */
  readonly reason: CheckoutClosedReason;
  /** Only cancel when the order is past the 30-minute limit (expiry); otherwise any unpaid pending order. */
  readonly onlyIfExpired: boolean;
}

export interface CancelUnpaidResult {
  readonly cancelled: boolean;
  /** Units put back in stock. */
  readonly units: number;
}

export async function cancelUnpaidOrder(
  deps: Pick<Deps, 'db' | 'clock'>,
  orderId: string,
  options: CancelUnpaidOptions,
): Promise<CancelUnpaidResult> {
  const { db } = deps;
  const result = await runTransaction(
    db,
    async (tx): Promise<CancelUnpaidResult> => {
      const now = deps.clock();
      const order = (await tx.get(orderDoc(db, orderId))).data();
      if (order?.status !== 'pending' || (order.paymentStatus !== 'unpaid' && order.paymentStatus !== 'pending')) {
        return { cancelled: false, units: 0 };
      }
      if (options.onlyIfExpired && !isExpiredUnpaid(order, now)) return { cancelled: false, units: 0 };
      const requests = stockRequestsByProduct(order.items);
      const paymentRef = order.paystackReference ? paymentDoc(db, order.paystackReference) : null;
      const payment = paymentRef ? (await tx.get(paymentRef)).data() : undefined;
      // Each line's units go back to the shard they came from (docs/data-model.md#stock).
      const stock = await readStock(tx, db, [...requests.keys()], undefined, stockFocus([], order.items));

      let units = 0;
      for (const [productId, wanted] of requests) {
        const entry = stock.get(productId);
        if (entry) units += writeStock(tx, db, entry, releaseStock(entry.sizes, wanted));
      }
      tx.update(orderDoc(db, orderId), {
        status: 'abandoned',
        paymentStatus: 'unpaid',
        closedReason: options.reason,
        updatedAt: now,
        // A discount code's use it held goes back for someone else (promotions/code-uses.ts).
        ...releaseCodeUse(tx, db, order, now),
      });
      tx.set(timelineCol(db, orderId).doc(), {
        status: 'abandoned',
        note: options.note,
        authorId: null,
        createdAt: now,
      });
      if (paymentRef && payment?.status === 'pending') tx.update(paymentRef, { status: 'failed', verifiedAt: now });
      return { cancelled: true, units };
    },
    CONTENDED_TX,
  );
  // The units put back tell the customers waiting for them (docs/product.md#back-in-stock).
  if (result.units > 0) await tellWaitlistAfterReturn(deps);
  return result;
}
