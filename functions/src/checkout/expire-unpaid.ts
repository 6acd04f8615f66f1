/**
 * Expiry (docs/architecture.md#expiry-and-cancellation): unpaid orders older than 30 minutes close as never paid
 * ('abandoned') and their stock is released. Before closing one, Paystack is asked about the order's reference, so a
 * payment whose confirm and webhook both went missing is settled instead. Runs every few minutes (onSchedule in
 * production, a local timer under `npm start`); safe to run twice at once — the closing transaction re-checks the
 * order.
 * A payment Paystack calls pending (a bank transfer or USSD payment on its way) keeps its stock until 15 minutes
 * after Paystack last said so (never past four hours), and the order shows it awaited; a payment whose amount does
 * not match is flagged and its stock released. Money that lands after the checkout closed is settlement's to take or
 * give back (docs/architecture.md#late-payments).
 */
import { EXPIRED_EVENT_NOTE, holdsForTransfer, isDomainError, isExpiredUnpaid, isPaystackPending } from '@aso/domain';
import type { Deps } from '../lib/deps';
import { ordersCol, paymentDoc } from '../lib/collections';
import { expiryRun, expirySkipped, orderExpired } from '../lib/logs';
import { PaystackError } from '../lib/paystack';
import { markAwaitingPayment } from './awaiting-payment';
import { cancelUnpaidOrder } from './cancel-unpaid';
import { settleByReference } from './settlement';
import { sweepOrphanSlots } from '../promotions/use-slots';

export interface ExpiryReport {
  readonly candidates: number;
  readonly cancelled: number;
  readonly settled: number;
  readonly skipped: number;
  /** Kept for a bank transfer Paystack still calls pending. */
  readonly held: number;
  /** Paid, but not the amount or currency asked: flagged for review, stock released. */
  readonly flagged: number;
  /** Discount-code use slots a function took and died before its checkout was written, given back. */
  readonly slotsFreed: number;
}

/**
 * Equality on status and `in` on the payment status need no composite index (Firestore merges the single-field
 * ones), and pending-and-unpaid orders (or awaiting a transfer) are only the live checkouts, so the age filter runs
 * here.
 */
async function expiredOrders(
  deps: Pick<Deps, 'db' | 'clock'>,
): Promise<{ id: string; reference: string | null; createdAt: Date }[]> {
  const now = deps.clock();
  const snapshot = await ordersCol(deps.db)
    .where('status', '==', 'pending')
    .where('paymentStatus', 'in', ['unpaid', 'pending'])
    .get();
  const out: { id: string; reference: string | null; createdAt: Date }[] = [];
  for (const doc of snapshot.docs) {
    try {
      // The typed reference parses here: a broken order is skipped and logged, the others still expire.
      const order = doc.data();
      if (isExpiredUnpaid(order, now))
        out.push({ id: doc.id, reference: order.paystackReference, createdAt: order.createdAt });
    } catch (error) {
      expirySkipped(doc.id, error instanceof Error ? error.message : String(error));
    }
  }
  return out;
}

export async function expireUnpaidOrders(deps: Deps): Promise<ExpiryReport> {
  const candidates = await expiredOrders(deps);
  let cancelled = 0;
  let settled = 0;
  let skipped = 0;
  let held = 0;
  let flagged = 0;
  for (const { id, reference, createdAt } of candidates) {
    try {
      if (reference) {
        const verified = await deps.paystack.verify(reference).catch((error: unknown) => {
          if (error instanceof PaystackError && error.notFound) return null;
          throw error;
        });
        if (verified?.status === 'success') {
          try {
            const result = await settleByReference(deps, reference, { source: 'expiry', verified });
            if (result.outcome === 'settled') settled += 1;
          } catch (error) {
            // A mismatch is flagged (and its stock released) by settlement; anything else is retried next run.
            if (!(isDomainError(error) && error.code === 'payment/amount-mismatch')) throw error;
            flagged += 1;
          }
          continue;
        }
        const now = deps.clock();
        if (verified && isPaystackPending(verified.status)) {
          await markAwaitingPayment(deps, reference, verified.channel);
          if (holdsForTransfer({ createdAt }, now, now)) {
            held += 1;
            continue;
          }
        } else {
          const payment = (await paymentDoc(deps.db, reference).get()).data();
          if (holdsForTransfer({ createdAt }, payment?.pendingSeenAt ?? null, now)) {
            held += 1;
            continue;
          }
        }
      }
      const result = await cancelUnpaidOrder(deps, id, {
        note: EXPIRED_EVENT_NOTE,
        reason: 'expired',
        onlyIfExpired: true,
      });
      if (result.cancelled) {
        cancelled += 1;
        orderExpired(id, reference, result.units);
      }
    } catch (error) {
      // Paystack unreachable or a conflict: leave the order for the next run rather than guess.
      skipped += 1;
      expirySkipped(id, error instanceof Error ? error.message : String(error));
    }
  }
  expiryRun(candidates.length, cancelled, settled);
  const slotsFreed = await sweepOrphanSlots(deps);
  return { candidates: candidates.length, cancelled, settled, skipped, held, flagged, slotsFreed };
}
