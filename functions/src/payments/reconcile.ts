/**
 * The reconciler: everything between Paystack and Firestore that a lost webhook, a closed tab or a failed refund
 * call could leave apart, resolved on a schedule (every 5 minutes deployed, each minute under `npm start`).
 *
 * 1. Paystack's successful transactions of the last two days: any whose payment is still open here is settled
 *    through the one settlement (a lost webhook and a closed tab, an order or a balance), or flagged when its
 *    amount or currency does not match.
 * 2. Payments flagged refundRequired before refunds were durable (no refunds/{reference}): owed now.
 * 3. Refunds owed or queued whose time has come: synced with Paystack and, when it has none, requested again
 *    (a refund Paystack failed waits for an admin).
 *
 * Safe to run twice at once: settlement and every refund step re-read inside their transactions.
 */
import { isDomainError, isRefundDue } from '@aso/domain';
import { runTransaction } from '../lib/transactions';
import { dataOf, getAllTyped, orderDoc, paymentDoc, paymentsCol } from '../lib/collections';
import type { Deps } from '../lib/deps';
import { reconcileFailed, reconcileRun } from '../lib/logs';
import type { PaystackTransaction } from '../lib/paystack';
import { settleByReference } from '../checkout/settlement';
import { attemptRefund, openRefunds, prepareOwedRefund } from './refund-queue';

/** How far back Paystack's list is read each run. */
export const RECONCILE_LOOKBACK_MS = 48 * 3600_000;

export interface ReconcileReport {
  readonly transactions: number;
  readonly settled: number;
  readonly flagged: number;
  readonly unknown: number;
  readonly refundsOwed: number;
  readonly refunded: number;
  readonly refundsFailed: number;
  readonly errors: number;
}

/** Every successful transaction of the lookback, read to the end of Paystack's list whatever its paging. */
function recentSuccesses(deps: Deps): Promise<PaystackTransaction[]> {
  const from = new Date(deps.clock().getTime() - RECONCILE_LOOKBACK_MS);
  return deps.paystack.listTransactions({ from, status: 'success' });
}

export async function reconcilePayments(deps: Deps): Promise<ReconcileReport> {
  const { db } = deps;
  const counts = {
    transactions: 0,
    settled: 0,
    flagged: 0,
    unknown: 0,
    refundsOwed: 0,
    refunded: 0,
    refundsFailed: 0,
    errors: 0,
  };

  // 1. Money Paystack holds that Firestore has not settled.
  let successes: PaystackTransaction[] = [];
  try {
    successes = await recentSuccesses(deps);
  } catch (error) {
    counts.errors += 1;
    reconcileFailed('list transactions', null, error);
  }
  counts.transactions = successes.length;
  const snapshots = await getAllTyped(
    db,
    successes.map((t) => paymentDoc(db, t.reference)),
  );
  for (const [i, snapshot] of snapshots.entries()) {
    const verified = successes[i]!;
    const payment = dataOf(snapshot);
    if (!payment) {
      counts.unknown += 1;
      continue;
    }
    if (payment.status === 'success' || payment.review) continue;
    try {
      const result = await settleByReference(deps, verified.reference, { source: 'reconcile', verified });
      if (result.outcome === 'settled') counts.settled += 1;
    } catch (error) {
      if (isDomainError(error) && error.code === 'payment/amount-mismatch') counts.flagged += 1;
      else {
        counts.errors += 1;
        reconcileFailed('settle', verified.reference, error);
      }
    }
  }

  // 2. Refunds flagged on the payment only (before refunds were records): make them records.
  const legacy = await paymentsCol(db).where('refundRequired', '==', true).where('refundedAt', '==', null).get();
  for (const doc of legacy.docs) {
    const payment = doc.data();
    try {
      const created = await runTransaction(db, async (tx) => {
        const write = await prepareOwedRefund(tx, db, {
          reference: doc.id,
          orderId: payment.orderId,
          amountKobo: payment.amountKobo,
          reason: 'unpayable',
        });
        const order = dataOf(await tx.get(orderDoc(db, payment.orderId)));
        return write(order, deps.clock());
      });
      if (created) counts.refundsOwed += 1;
    } catch (error) {
      counts.errors += 1;
      reconcileFailed('owe legacy refund', doc.id, error);
    }
  }

  // 3. Refunds whose time has come.
  const now = deps.clock();
  for (const refund of await openRefunds(db)) {
    if (!isRefundDue(refund, now)) continue;
    try {
      const outcome = await attemptRefund(deps, refund.reference);
      if (outcome === 'refunded') counts.refunded += 1;
      if (outcome === 'failed' || outcome === 'declined') counts.refundsFailed += 1;
    } catch (error) {
      counts.errors += 1;
      reconcileFailed('refund', refund.reference, error);
    }
  }
  reconcileRun(counts);
  return counts;
}
