/**
 * The durable refund path. A refund owed is a `refunds/{reference}` document, written in the same transaction that
 * decides the money cannot be kept (settlement of an unpayable payment or a late one whose pieces sold, a staff
 * cancel of a paid order, an admin's decision). `attemptRefund` then asks Paystack — first whether the transaction
 * already has a refund (so a retry after a lost answer never refunds twice), and only then creates one — and records
 * the outcome; a failure sets a backoff and the reconciler tries again until Paystack confirms it. Paystack's
 * `refund.*` webhooks run the same check at once (`syncRefund`). A refund counts only on its own fields — this
 * payment's transaction, amount and currency — never because Paystack was asked about this transaction
 * (docs/paystack-contract.md). A refund Paystack could not complete is `failed`, with Paystack's words, until an
 * admin asks again. Confirmation is counted once: the transaction that marks a refund `refunded` re-reads it.
 */
import { runTransaction } from '../lib/transactions';
import {
  koboToNaira,
  nextRefundAttemptAt,
  orderRefundSummary,
  paystackRefundFailure,
  paystackRefundState,
  refundDoneNote,
  refundFailedNote,
  isFinalRefundFailure,
  refundStartedNote,
  refundsOfPayment,
  type Order,
  type Refund,
  type RefundReason,
} from '@aso/domain';
import { FieldValue, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { customerDoc, dataOf, orderDoc, paymentDoc, refundDoc, refundsCol, timelineCol } from '../lib/collections';
import type { Deps } from '../lib/deps';
import { paymentRefunded, refundAttemptFailed, refundDeclined, refundOwed, refundRequested } from '../lib/logs';
import { PaystackError, type PaystackRefund } from '../lib/paystack';
import type { RefundAttemptOutcome } from '@aso/domain/contract';
import { prepareMailOfKind } from '../mail/status-mails';

/** How long one attempt may hold a refund before another runner may try (Paystack answers in seconds). */
const LEASE_MS = 2 * 60_000;
/** After Paystack queued a refund, when to look again if no `refund.processed` webhook arrived. */
const RECHECK_MS = 5 * 60_000;

export const refundRef = refundDoc;

export interface OwedRefund {
  readonly reference: string;
  readonly orderId: string;
  readonly amountKobo: number;
  readonly reason: RefundReason;
}

type StoredRefund = Refund & { readonly reference: string };

async function refundsOfOrder(tx: Transaction, db: Firestore, orderId: string): Promise<StoredRefund[]> {
  const snapshot = await tx.get(refundsCol(db).where('orderId', '==', orderId));
  return snapshot.docs.map((doc) => storedRefund(doc.id, doc.data()));
}

/**
 * The customer's cancellation mail ('We are refunding ₦… to the card or account you paid with') is queued only once
 * Paystack has accepted every refund of the cancelled order — queued or processed — never at the release, so a refund
 * Paystack then declines has promised nothing (docs/product.md#refunds). Reads here; the writer goes with the change
 * that made the last refund accepted, in its transaction. Once per order (the mail's id is the order's).
 */
async function prepareCancelledMail(tx: Transaction, db: Firestore, changed: StoredRefund): Promise<() => void> {
  const nothing = () => undefined;
  if (changed.reason !== 'order_cancelled') return nothing;
  const own = (await refundsOfOrder(tx, db, changed.orderId))
    .map((r) => (r.reference === changed.reference ? changed : r))
    .filter((r) => r.reason === 'order_cancelled');
  if (!own.every((r) => r.status === 'requested' || r.status === 'refunded')) return nothing;
  const order = dataOf(await tx.get(orderDoc(db, changed.orderId)));
  if (order?.status !== 'cancelled') return nothing;
  const write = await prepareMailOfKind(tx, db, changed.orderId, order, 'cancelled');
  const refundKobo = own.reduce((sum, r) => sum + r.amountKobo, 0);
  return () => write({ note: '', refundKobo });
}

/** A refund read through its typed reference (already parsed), with its Paystack reference. */
function storedRefund(reference: string, refund: Refund | undefined): StoredRefund {
  if (!refund) throw new Error(`refunds/${reference} does not exist`);
  return { ...refund, reference };
}

/**
 * Reads what owing refunds for one order needs (call before any write of the transaction), and returns the writer:
 * a refund document for each reference that owes none yet, the order's `refund` summary and a timeline event per
 * new refund. The writer answers how many new refunds it recorded.
 */
export async function prepareOwedRefunds(
  tx: Transaction,
  db: Firestore,
  orderId: string,
  owed: readonly Omit<OwedRefund, 'orderId'>[],
): Promise<(order: Order | null, now: Date) => number> {
  if (owed.length === 0) return () => 0;
  const existing = await refundsOfOrder(tx, db, orderId);
  const strays = await tx.getAll(...owed.map((o) => refundRef(db, o.reference)));
  const fresh = owed.filter((o, i) => !existing.some((r) => r.reference === o.reference) && !strays[i]!.exists);
  return (order, now) => {
    if (fresh.length === 0) return 0;
    const created: StoredRefund[] = fresh.map((o) => ({
      reference: o.reference,
      orderId,
      amountKobo: o.amountKobo,
      reason: o.reason,
      status: 'owed',
      attempts: 0,
      nextAttemptAt: now,
      lastError: null,
      paystackRefundId: null,
      createdAt: now,
      updatedAt: now,
      refundedAt: null,
      history: [{ at: now, note: refundStartedNote(o.amountKobo) }],
      leaseUntil: null,
    }));
    for (const { reference, ...refund } of created) {
      tx.set(refundRef(db, reference), refund);
      refundOwed(orderId, reference, refund.amountKobo, refund.reason);
      if (order) {
        tx.set(timelineCol(db, orderId).doc(`refund-owed-${reference}`), {
          status: order.status,
          note: refundStartedNote(refund.amountKobo),
          authorId: null,
          createdAt: now,
        });
      }
    }
    if (order)
      tx.update(orderDoc(db, orderId), { refund: orderRefundSummary([...existing, ...created]), updatedAt: now });
    return created.length;
  };
}

/** One refund owed (see prepareOwedRefunds); the writer answers whether it was new. */
export async function prepareOwedRefund(
  tx: Transaction,
  db: Firestore,
  owed: OwedRefund,
): Promise<(order: Order | null, now: Date) => boolean> {
  const write = await prepareOwedRefunds(tx, db, owed.orderId, [owed]);
  return (order, now) => write(order, now) > 0;
}

export interface AttemptOptions {
  /**
   * An admin's "refund now": try at once even while backing off, and ask again for a refund Paystack failed (never
   * while another attempt holds it).
   */
  readonly ignoreBackoff?: boolean;
}

export type AttemptOutcome = RefundAttemptOutcome;

/**
 * One try at a refund owed: sync with Paystack, create the refund only if Paystack has none alive for this payment,
 * record what happened. A refund Paystack failed is asked again only by an admin ('declined' otherwise).
 */
export async function attemptRefund(
  deps: Deps,
  reference: string,
  options: AttemptOptions = {},
): Promise<AttemptOutcome> {
  const claimed = await claim(deps, reference, options);
  if (claimed !== 'claimed') return claimed;
  try {
    const synced = await syncRefund(deps, reference);
    if (synced === 'refunded' || synced === 'requested') return synced;
    if (synced === 'failed' && !options.ignoreBackoff) return 'declined';
    const created = await deps.paystack.refund(reference);
    refundRequested(reference, created.id, false);
    // Paystack usually queues it; look again at once (it may already be processed, or failed) and on later runs.
    const after = await syncRefund(deps, reference, created);
    return after === 'refunded' ? 'refunded' : after === 'failed' ? 'declined' : 'requested';
  } catch (error) {
    await recordFailure(deps, reference, error);
    return 'failed';
  } finally {
    await refundRef(deps.db, reference)
      .update({ leaseUntil: null })
      .catch(() => undefined);
  }
}

async function claim(
  deps: Deps,
  reference: string,
  options: AttemptOptions,
): Promise<'claimed' | 'not_due' | 'busy' | 'unknown' | 'refunded'> {
  const { db } = deps;
  return runTransaction(db, async (tx) => {
    const snap = await tx.get(refundRef(db, reference));
    if (!snap.exists) return 'unknown';
    const refund = storedRefund(reference, snap.data());
    const now = deps.clock();
    if (refund.status === 'refunded') return 'refunded';
    if (refund.leaseUntil && refund.leaseUntil > now) return 'busy';
    if (!options.ignoreBackoff && (refund.status === 'failed' || refund.nextAttemptAt > now)) return 'not_due';
    tx.update(refundRef(db, reference), { leaseUntil: new Date(now.getTime() + LEASE_MS) });
    return 'claimed';
  });
}

/**
 * What Paystack has for this payment, from its own fields: a processed refund marks ours refunded (once); a queued
 * one marks it requested; one Paystack failed marks it failed with Paystack's reason; none leaves it owed. A
 * transaction Paystack reports fully reversed counts as refunded. Paystack's answers are re-read here, never taken
 * from a webhook's payload.
 */
export async function syncRefund(
  deps: Deps,
  reference: string,
  justCreated?: PaystackRefund,
): Promise<'refunded' | 'requested' | 'failed' | 'none'> {
  const stored = (await refundRef(deps.db, reference).get()).data();
  if (!stored) return 'none';
  const verified = await deps.paystack.verify(reference);
  let listed: PaystackRefund[];
  try {
    listed = await deps.paystack.listRefunds({
      transaction: verified.id,
      ...(verified.paidAt ? { from: new Date(verified.paidAt) } : {}),
    });
  } catch (error) {
    if (!(error instanceof PaystackError && error.notFound)) throw error;
    listed = [];
  }
  const seen = justCreated && !listed.some((r) => r.id === justCreated.id) ? [...listed, justCreated] : listed;
  const mine = refundsOfPayment(seen, { transactionId: verified.id, reference, amountKobo: stored.amountKobo });
  const done = mine.find((r) => paystackRefundState(r.status) === 'processed');
  if (done || verified.status === 'reversed') {
    await markRefunded(deps, reference, done?.id ?? null);
    return 'refunded';
  }
  const alive = mine.find((r) => paystackRefundState(r.status) === 'alive');
  if (alive) {
    await markRequested(deps, reference, alive.id, !justCreated);
    return 'requested';
  }
  const failed = mine.filter((r) => paystackRefundState(r.status) === 'failed').sort((a, b) => b.id - a.id)[0];
  if (failed) {
    await markFailed(deps, reference, failed.id, paystackRefundFailure(failed));
    return 'failed';
  }
  if (!justCreated) await markOwedAgain(deps, reference);
  return 'none';
}

/** The order's refund summary after one refund of it changed (pending, failed or refunded, for staff and customer). */
async function summariseOrder(
  tx: Transaction,
  db: Firestore,
  orderId: string,
  changed: StoredRefund,
): Promise<(now: Date) => void> {
  const siblings = await refundsOfOrder(tx, db, orderId);
  const orderSnap = await tx.get(orderDoc(db, orderId));
  return (now) => {
    if (!orderSnap.exists) return;
    const summary = orderRefundSummary(siblings.map((r) => (r.reference === changed.reference ? changed : r)));
    tx.update(orderDoc(db, orderId), { refund: summary, updatedAt: now });
  };
}

/** Paystack has no live refund for a reference we thought requested (it failed there): owe it again, now. */
async function markOwedAgain(deps: Deps, reference: string): Promise<void> {
  const { db } = deps;
  await runTransaction(db, async (tx) => {
    const snap = await tx.get(refundRef(db, reference));
    if (!snap.exists) return;
    const refund = storedRefund(reference, snap.data());
    if (refund.status !== 'requested') return;
    const now = deps.clock();
    tx.update(refundRef(db, reference), {
      status: 'owed',
      nextAttemptAt: now,
      updatedAt: now,
      history: FieldValue.arrayUnion({
        at: now,
        note: `Paystack has no live refund ${refund.paystackRefundId ?? ''}; asking again`.trim(),
      }),
    });
  });
}

async function markRequested(deps: Deps, reference: string, paystackRefundId: number, adopted: boolean): Promise<void> {
  const written = await onOpenRefund(deps, reference, async (tx, refund) => {
    // Paystack never revives a refund it failed: a read of it taken before the failure landed (a slow delivery's)
    // must not undo the failure. Leaving `failed` is for a new refund (an admin asked again), or for one Paystack
    // finishes once it has the customer's bank details.
    if (
      refund.status === 'failed' &&
      refund.paystackRefundId === paystackRefundId &&
      isFinalRefundFailure(refund.lastError)
    )
      return null;
    const fresh = refund.status !== 'requested' || refund.paystackRefundId !== paystackRefundId;
    // Leaving `failed` (an admin asked again): the order reads "Refund pending" once more.
    const summarise =
      refund.status === 'failed'
        ? await summariseOrder(tx, deps.db, refund.orderId, { ...refund, status: 'requested' })
        : null;
    const mail = fresh ? await prepareCancelledMail(tx, deps.db, { ...refund, status: 'requested' }) : null;
    return (now) => {
      tx.update(refundRef(deps.db, reference), {
        status: 'requested',
        paystackRefundId,
        lastError: null,
        nextAttemptAt: new Date(now.getTime() + RECHECK_MS),
        updatedAt: now,
        ...(fresh
          ? {
              history: FieldValue.arrayUnion({
                at: now,
                note: adopted
                  ? `Paystack already had refund ${paystackRefundId}`
                  : `Paystack queued refund ${paystackRefundId}`,
              }),
            }
          : {}),
      });
      summarise?.(now);
      mail?.();
      return true;
    };
  });
  if (adopted && written) refundRequested(reference, paystackRefundId, true);
}

/**
 * Paystack could not complete the refund (failed, or needs the customer's bank details): it waits for an admin, who
 * sees Paystack's words on Payments to review and the order's detail; the reconciler does not ask again by itself.
 */
async function markFailed(deps: Deps, reference: string, paystackRefundId: number, failure: string): Promise<void> {
  const orderId = await onOpenRefund(deps, reference, async (tx, refund) => {
    if (refund.status === 'failed' && refund.paystackRefundId === paystackRefundId && refund.lastError === failure)
      return null;
    const changed: StoredRefund = { ...refund, status: 'failed', lastError: failure };
    const summarise = await summariseOrder(tx, deps.db, refund.orderId, changed);
    return (now) => {
      tx.update(refundRef(deps.db, reference), {
        status: 'failed',
        paystackRefundId,
        lastError: failure,
        updatedAt: now,
        history: FieldValue.arrayUnion({ at: now, note: refundFailedNote(refund.amountKobo, failure) }),
      });
      summarise(now);
      return refund.orderId;
    };
  });
  if (orderId) refundDeclined(orderId, reference, paystackRefundId, failure);
}

/**
 * One transaction on a refund that is not refunded yet (nothing happens to an unknown or refunded one): `prepare`
 * does the reads and answers the writer, or null to change nothing; the writer gets the clock's time.
 */
async function onOpenRefund<T>(
  deps: Deps,
  reference: string,
  prepare: (tx: Transaction, refund: StoredRefund) => Promise<((now: Date) => T) | null>,
): Promise<T | null> {
  const { db } = deps;
  return runTransaction(db, async (tx) => {
    const snap = await tx.get(refundRef(db, reference));
    if (!snap.exists) return null;
    const refund = storedRefund(reference, snap.data());
    if (refund.status === 'refunded') return null;
    const write = await prepare(tx, refund);
    return write ? write(deps.clock()) : null;
  });
}

/** The one place a refund becomes refunded: the refund, the payment, the order's summary (and status), once. */
async function markRefunded(deps: Deps, reference: string, paystackRefundId: number | null): Promise<void> {
  const { db } = deps;
  const orderId = await runTransaction(db, async (tx) => {
    const snap = await tx.get(refundRef(db, reference));
    if (!snap.exists) return null;
    const refund = storedRefund(reference, snap.data());
    if (refund.status === 'refunded') return null;
    const siblings = await refundsOfOrder(tx, db, refund.orderId);
    const orderRef = orderDoc(db, refund.orderId);
    const order = dataOf(await tx.get(orderRef));
    const customerRef = order ? customerDoc(db, order.customerId) : null;
    const customerExists = customerRef ? (await tx.get(customerRef)).exists : false;
    const now = deps.clock();
    const done: StoredRefund = { ...refund, status: 'refunded', refundedAt: now };
    // Processed without being seen queued first: the cancellation mail goes now (once), if it has not gone.
    const mail = await prepareCancelledMail(tx, db, done);
    tx.update(refundRef(db, reference), {
      status: 'refunded',
      refundedAt: now,
      updatedAt: now,
      lastError: null,
      ...(paystackRefundId !== null ? { paystackRefundId } : {}),
      history: FieldValue.arrayUnion({ at: now, note: refundDoneNote(refund.amountKobo) }),
    });
    tx.set(paymentDoc(db, reference), { refundedAt: now }, { merge: true });
    if (order) {
      const summary = orderRefundSummary(siblings.map((r) => (r.reference === reference ? done : r)));
      // The order's own money went back (a staff cancel): it now reads Refunded; stats already dropped it at cancel.
      const ownMoneyBack =
        refund.reason === 'order_cancelled' && summary?.status === 'refunded' && order.status === 'cancelled';
      tx.update(orderRef, { refund: summary, updatedAt: now, ...(ownMoneyBack ? { paymentStatus: 'refunded' } : {}) });
      tx.set(timelineCol(db, refund.orderId).doc(`refund-done-${reference}`), {
        status: order.status,
        note: refundDoneNote(refund.amountKobo),
        authorId: null,
        createdAt: now,
      });
      if (refund.reason === 'order_cancelled' && customerRef && customerExists) {
        tx.update(customerRef, { lifetimeValue: FieldValue.increment(-koboToNaira(refund.amountKobo)) });
      }
      mail();
    }
    return refund.orderId;
  });
  if (orderId) paymentRefunded(orderId, reference);
}

async function recordFailure(deps: Deps, reference: string, error: unknown): Promise<void> {
  const { db } = deps;
  const message = error instanceof Error ? error.message : String(error);
  const attempts = await runTransaction(db, async (tx) => {
    const snap = await tx.get(refundRef(db, reference));
    if (!snap.exists) return 0;
    const refund = storedRefund(reference, snap.data());
    if (refund.status === 'refunded') return refund.attempts;
    const now = deps.clock();
    const next = refund.attempts + 1;
    tx.update(refundRef(db, reference), {
      status: 'owed',
      attempts: next,
      lastError: message,
      nextAttemptAt: nextRefundAttemptAt(next, now),
      updatedAt: now,
      history: FieldValue.arrayUnion({ at: now, note: `Try ${next} failed: ${message}` }),
    });
    return next;
  });
  refundAttemptFailed(reference, attempts, error);
}

/** Refunds not yet confirmed, oldest first (the reconciler's and the review screen's list), failed ones included. */
export async function openRefunds(db: Firestore): Promise<StoredRefund[]> {
  const snapshot = await refundsCol(db).where('status', 'in', ['owed', 'requested', 'failed']).get();
  return snapshot.docs
    .map((doc) => storedRefund(doc.id, doc.data()))
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}
