/**
 * Paystack confirms money whose amount or currency is not what the order asked: it is never applied. One
 * transaction flags the payment for review (`payments/{reference}.review`, shown on "Payments to review") and, when
 * the order is still an unpaid checkout, cancels it and puts its stock back, so expiry and cancelCheckout no longer
 * meet an order they cannot move. An admin then refunds or applies the money, once (review.ts).
 */
import { MISMATCH_EVENT_NOTE, releaseStock, stockRequestsByProduct, type StockRequest } from '@aso/domain';
import { dataOf, orderDoc, paymentDoc, timelineCol } from '../lib/collections';
import type { Deps } from '../lib/deps';
import { paymentMismatchFlagged } from '../lib/logs';
import type { PaystackTransaction } from '../lib/paystack';
import { readStock, writeStock } from '../lib/stock';
import { CONTENDED_TX, runTransaction } from '../lib/transactions';
import { tellWaitlistAfterReturn } from '../waitlist/when-stock-returns';
import { releaseCodeUse } from '../promotions/code-uses';

export async function flagMismatch(
  deps: Pick<Deps, 'db' | 'clock'>,
  reference: string,
  verified: PaystackTransaction,
): Promise<void> {
  const { db } = deps;
  const flagged = await runTransaction(
    db,
    async (tx) => {
      const paymentRef = paymentDoc(db, reference);
      const payment = dataOf(await tx.get(paymentRef));
      if (!payment || payment.review || payment.status === 'success') return null;
      const order = (await tx.get(orderDoc(db, payment.orderId))).data();
      const holdsStock =
        order?.status === 'pending' && (order.paymentStatus === 'unpaid' || order.paymentStatus === 'pending');
      const requests = holdsStock ? stockRequestsByProduct(order.items) : new Map<string, StockRequest[]>();
      const stock = await readStock(tx, db, [...requests.keys()]);
      const now = deps.clock();

      let units = 0;
      for (const [productId, wanted] of requests) {
        const entry = stock.get(productId);
        if (entry) units += writeStock(tx, db, entry, releaseStock(entry.sizes, wanted));
      }
      const note = `Paystack received ${verified.amount} kobo in ${verified.currency}; the order expected ${payment.amountKobo} kobo in NGN`;
      tx.update(paymentRef, {
        verifiedAt: now,
        review: {
          kind: 'amount_mismatch',
          status: 'open',
          receivedKobo: verified.amount,
          receivedCurrency: verified.currency,
          flaggedAt: now,
          resolvedBy: null,
          resolvedAt: null,
          history: [{ at: now, note }],
        },
      });
      if (order && holdsStock) {
        tx.update(orderDoc(db, payment.orderId), {
          status: 'cancelled',
          updatedAt: now,
          ...releaseCodeUse(tx, db, order, now),
        });
        tx.set(timelineCol(db, payment.orderId).doc(`mismatch-${reference}`), {
          status: 'cancelled',
          note: MISMATCH_EVENT_NOTE,
          authorId: null,
          createdAt: now,
        });
      }
      return { orderId: payment.orderId, units };
    },
    CONTENDED_TX,
  );
  if (flagged) paymentMismatchFlagged(flagged.orderId, reference, verified.amount, verified.currency, flagged.units);
  if (flagged && flagged.units > 0) await tellWaitlistAfterReturn(deps);
}
