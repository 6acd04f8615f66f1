/**
 * Paystack reports a payment pending: the customer chose a bank transfer or USSD, which confirm minutes later
 * (docs/architecture.md#late-payments). The order shows it — `paymentStatus: 'pending'` with the channel, a timeline
 * entry once — and keeps its pieces while Paystack keeps saying so (`payments/{reference}.pendingSeenAt`, which
 * expiry reads). One transaction; a checkout already closed or paid is left alone.
 */
import { AWAITING_PAYMENT_EVENT_NOTE } from '@aso/domain';
import { orderDoc, paymentDoc, timelineCol } from '../lib/collections';
import type { Deps } from '../lib/deps';
import { transferPending } from '../lib/logs';
import { CONTENDED_TX, runTransaction } from '../lib/transactions';

export async function markAwaitingPayment(
  deps: Pick<Deps, 'db' | 'clock'>,
  reference: string,
  channel: string | null,
): Promise<void> {
  const { db } = deps;
  const orderId = await runTransaction(
    db,
    async (tx) => {
      const paymentRef = paymentDoc(db, reference);
      const payment = (await tx.get(paymentRef)).data();
      if (payment?.status !== 'pending') return null;
      const orderRef = orderDoc(db, payment.orderId);
      const order = (await tx.get(orderRef)).data();
      const eventRef = timelineCol(db, payment.orderId).doc(`awaiting-${reference}`);
      const seenBefore = (await tx.get(eventRef)).exists;
      const now = deps.clock();
      tx.update(paymentRef, { pendingSeenAt: now });
      // A balance payment keeps the order's own state (deposit paid); only a first payment shows as awaited.
      const awaitsFirst =
        payment.purpose === 'order' &&
        order?.status === 'pending' &&
        (order.paymentStatus === 'unpaid' || order.paymentStatus === 'pending');
      if (!order || !awaitsFirst) return null;
      tx.update(orderRef, { paymentStatus: 'pending', paymentChannel: channel, updatedAt: now });
      if (!seenBefore)
        tx.set(eventRef, { status: order.status, note: AWAITING_PAYMENT_EVENT_NOTE, authorId: null, createdAt: now });
      return payment.orderId;
    },
    CONTENDED_TX,
  );
  if (orderId) transferPending(orderId, reference);
}
