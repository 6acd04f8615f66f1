/**
 * The durable refund path. A refund owed is a `refunds/{reference}` document, written in the same transaction that
 * decides the money cannot be kept (settlement of an unpayable payment, a staff cancel of a paid order, an admin's
 * decision). `attemptRefund` then asks Paystack — first whether the transaction already has a refund (so a retry
 * after a lost answer never refunds twice), and only then creates one — and records the outcome; a failure sets a
 * backoff and the reconciler tries again until Paystack confirms it. Confirmation is counted once: the transaction
 * that marks a refund `refunded` re-reads it.
 */
import {
  isPaystackPending,
  koboToNaira,
  nextRefundAttemptAt,
  orderRefundSummary,
  orderSchema,
  paystackRefundIsAlive,
  paystackRefundIsDone,
  refundDoneNote,
  refundStartedNote,
  type Order,
  type Refund,
  type RefundReason,
} from '@aso/domain';
import { FieldValue, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { refundDoc, refundsCol } from '../lib/collections';
import { parseDoc } from '../lib/converters';
import type { Deps } from '../lib/deps';
import { paymentRefunded, refundAttemptFailed, refundOwed, refundRequested } from '../lib/logs';
import { PaystackError, type PaystackRefund } from '../lib/paystack';
import type { RefundAttemptOutcome } from '@aso/domain/contract';

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
        tx.set(db.collection(`orders/${orderId}/events`).doc(`refund-owed-${reference}`), {
          status: order.status,
          note: refundStartedNote(refund.amountKobo),
          authorId: null,
          createdAt: now,
        });
      }
    }
    if (order)
      tx.update(db.doc(`orders/${orderId}`), { refund: orderRefundSummary([...existing, ...created]), updatedAt: now });
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
  /** An admin's "refund now": try at once even while backing off (never while another attempt holds it). */
  readonly ignoreBackoff?: boolean;
}

export type AttemptOutcome = RefundAttemptOutcome;

/** One try at a refund owed: sync with Paystack, create the refund only if Paystack has none alive, record what happened. */
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
    const created = await deps.paystack.refund(reference);
    refundRequested(reference, created.id, false);
    // Paystack usually queues it; look again at once (it may already be processed) and on later runs.
    const after = await syncRefund(deps, reference, created);
    return after === 'refunded' ? 'refunded' : 'requested';
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
  return db.runTransaction(async (tx) => {
    const snap = await tx.get(refundRef(db, reference));
    if (!snap.exists) return 'unknown';
    const refund = storedRefund(reference, snap.data());
    const now = deps.clock();
    if (refund.status === 'refunded') return 'refunded';
    if (refund.leaseUntil && refund.leaseUntil > now) return 'busy';
    if (!options.ignoreBackoff && refund.nextAttemptAt > now) return 'not_due';
    tx.update(refundRef(db, reference), { leaseUntil: new Date(now.getTime() + LEASE_MS) });
    return 'claimed';
  });
}

/**
 * What Paystack has for this transaction: a processed refund marks ours refunded (once); a queued one marks it
 * requested; none alive leaves it owed. A transaction Paystack reports fully reversed counts as refunded.
 */
export async function syncRefund(
  deps: Deps,
  reference: string,
  justCreated?: PaystackRefund,
): Promise<'refunded' | 'requested' | 'none'> {
  const verified = await deps.paystack.verify(reference);
  let refunds: PaystackRefund[];
  try {
    refunds = await deps.paystack.listRefunds(verified.id ?? reference);
  } catch (error) {
    if (!(error instanceof PaystackError && error.notFound)) throw error;
    refunds = [];
  }
  if (justCreated && !refunds.some((r) => r.id === justCreated.id)) refunds = [...refunds, justCreated];
  const done = refunds.find((r) => paystackRefundIsDone(r.status));
  if (done || verified.status === 'reversed') {
    await markRefunded(deps, reference, done?.id ?? null);
    return 'refunded';
  }
  const alive = refunds.find((r) => paystackRefundIsAlive(r.status) || isPaystackPending(r.status));
  if (alive) {
    await markRequested(deps, reference, alive.id, !justCreated);
    return 'requested';
  }
  if (!justCreated) await markOwedAgain(deps, reference);
  return 'none';
}

/** Paystack has no live refund for a reference we thought requested (it failed there): owe it again, now. */
async function markOwedAgain(deps: Deps, reference: string): Promise<void> {
  const { db } = deps;
  await db.runTransaction(async (tx) => {
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
  const { db } = deps;
  await db.runTransaction(async (tx) => {
    const snap = await tx.get(refundRef(db, reference));
    if (!snap.exists) return;
    const refund = storedRefund(reference, snap.data());
    if (refund.status === 'refunded') return;
    const now = deps.clock();
    const fresh = refund.status !== 'requested' || refund.paystackRefundId !== paystackRefundId;
    tx.update(refundRef(db, reference), {
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
  });
  if (adopted) refundRequested(reference, paystackRefundId, true);
}

/** The one place a refund becomes refunded: the refund, the payment, the order's summary (and status), once. */
async function markRefunded(deps: Deps, reference: string, paystackRefundId: number | null): Promise<void> {
  const { db } = deps;
  const orderId = await db.runTransaction(async (tx) => {
    const snap = await tx.get(refundRef(db, reference));
    if (!snap.exists) return null;
    const refund = storedRefund(reference, snap.data());
    if (refund.status === 'refunded') return null;
    const siblings = await refundsOfOrder(tx, db, refund.orderId);
    const orderRef = db.doc(`orders/${refund.orderId}`);
    const order = parseDoc(orderSchema, await tx.get(orderRef));
    const customerRef = order ? db.doc(`customers/${order.customerId}`) : null;
    const customerExists = customerRef ? (await tx.get(customerRef)).exists : false;
    const now = deps.clock();
    const done: StoredRefund = { ...refund, status: 'refunded', refundedAt: now };
    tx.update(refundRef(db, reference), {
      status: 'refunded',
      refundedAt: now,
      updatedAt: now,
      lastError: null,
      ...(paystackRefundId !== null ? { paystackRefundId } : {}),
      history: FieldValue.arrayUnion({ at: now, note: refundDoneNote(refund.amountKobo) }),
    });
    tx.set(db.doc(`payments/${reference}`), { refundedAt: now }, { merge: true });
    if (order) {
      const summary = orderRefundSummary(siblings.map((r) => (r.reference === reference ? done : r)));
      // The order's own money went back (a staff cancel): it now reads Refunded; stats already dropped it at cancel.
      const ownMoneyBack =
        refund.reason === 'order_cancelled' && summary?.status === 'refunded' && order.status === 'cancelled';
      tx.update(orderRef, { refund: summary, updatedAt: now, ...(ownMoneyBack ? { paymentStatus: 'refunded' } : {}) });
      tx.set(db.collection(`orders/${refund.orderId}/events`).doc(`refund-done-${reference}`), {
        status: order.status,
        note: refundDoneNote(refund.amountKobo),
        authorId: null,
        createdAt: now,
      });
      if (refund.reason === 'order_cancelled' && customerRef && customerExists) {
        tx.update(customerRef, { lifetimeValue: FieldValue.increment(-koboToNaira(refund.amountKobo)) });
      }
    }
    return refund.orderId;
  });
  if (orderId) paymentRefunded(orderId, reference);
}

async function recordFailure(deps: Deps, reference: string, error: unknown): Promise<void> {
  const { db } = deps;
  const message = error instanceof Error ? error.message : String(error);
  const attempts = await db.runTransaction(async (tx) => {
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

/** Refunds not yet confirmed, oldest first (the reconciler's and the review screen's list). */
export async function openRefunds(db: Firestore): Promise<StoredRefund[]> {
  const snapshot = await refundsCol(db).where('status', 'in', ['owed', 'requested']).get();
  return snapshot.docs
    .map((doc) => storedRefund(doc.id, doc.data()))
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}
