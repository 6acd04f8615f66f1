/**
 * A customer's open checkouts (orders started, not yet paid, still holding stock): find them, answer a returning
 * customer with the same order and the same Paystack transaction, or release one a new checkout replaces. Used by
 * startCheckout (the customer pressed Pay again after a refresh or a closed tab) and by payBalance (My Orders' Pay
 * on an order awaiting payment).
 */
import {
  DomainError,
  REPLACED_EVENT_NOTE,
  canResumeCheckout,
  isOpenCheckout,
  paystackAmount,
  type Order,
} from '@aso/domain';
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import type { Caller } from '../lib/callable';
import { orderDoc, timelineCol, ordersCol, paymentDoc } from '../lib/collections';
import type { Deps } from '../lib/deps';
import { checkoutReplaced } from '../lib/logs';
import { settleByReference, verifyWithPaystack } from './settlement';
import type { StartCheckoutResult } from '@aso/domain/contract';

export interface OpenCheckout {
  readonly id: string;
  readonly order: Order;
}

/** The caller's orders still waiting for their first payment and holding stock (within 30 minutes). */
export async function openCheckoutsOf(db: Firestore, uid: string, now: Date): Promise<OpenCheckout[]> {
  const snap = await ordersCol(db).where('userId', '==', uid).where('status', '==', 'pending').get();
  return snap.docs.map((d) => ({ id: d.id, order: d.data() })).filter(({ order }) => isOpenCheckout(order, now));
}

export function checkoutAnswer(
  orderId: string,
  reference: string,
  handle: { accessCode: string; authorizationUrl: string },
  order: Order,
  resumed: boolean,
): StartCheckoutResult {
  return {
    orderId,
    reference,
    accessCode: handle.accessCode,
    authorizationUrl: handle.authorizationUrl,
    amount: order.amountDueNow,
    amountKobo: paystackAmount(order.amountDueNow),
    subtotal: order.subtotal,
    shippingFee: order.shippingFee,
    discount: order.discount,
    total: order.total,
    balanceDue: order.total - order.amountDueNow,
    resumed,
  };
}

/**
 * The open checkout's own Paystack transaction, when it can still be paid: the order has time left and its
 * payment record is pending with the access code Paystack gave. Null otherwise (the caller starts afresh).
 */
export async function resumeOpenCheckout(
  deps: Pick<Deps, 'db' | 'clock'>,
  open: OpenCheckout,
): Promise<StartCheckoutResult | null> {
  const reference = open.order.paystackReference;
  if (!reference || !canResumeCheckout(open.order, deps.clock())) return null;
  const payment = (await paymentDoc(deps.db, reference).get()).data();
  if (payment?.status !== 'pending' || !payment.accessCode || !payment.authorizationUrl) return null;
  return checkoutAnswer(
    open.id,
    reference,
    { accessCode: payment.accessCode, authorizationUrl: payment.authorizationUrl },
    open.order,
    true,
  );
}

/** Paystack statuses that mean nothing was paid and nothing is on its way (a bank transfer is 'pending'). */
const RELEASABLE_AT_PAYSTACK = new Set(['abandoned', 'failed']);

/**
 * Which of these open checkouts a new one may replace: Paystack is asked first, as the popup's Cancel would, so a
 * payment that did go through is settled (and kept), a transfer on its way is left alone, and when Paystack cannot
 * be reached the order is left to expiry. Returns the order ids that are safe to release.
 */
export async function replaceableCheckouts(
  deps: Deps,
  caller: Caller,
  candidates: readonly OpenCheckout[],
): Promise<Set<string>> {
  const ids = new Set<string>();
  for (const { id, order } of candidates) {
    const reference = order.paystackReference;
    let outcome: string;
    try {
      const status = reference ? (await verifyWithPaystack(deps, reference)).status : 'abandoned';
      if (status === 'success' && reference)
        outcome = (await settleByReference(deps, reference, { source: 'abandon' })).outcome;
      else outcome = RELEASABLE_AT_PAYSTACK.has(status) ? 'released' : `kept: ${status}`;
    } catch (error) {
      // Paystack never saw the reference: nothing can have been paid.
      outcome =
        error instanceof DomainError && error.code === 'payment/not-verified'
          ? 'released'
          : `kept: ${error instanceof Error ? error.message : String(error)}`;
    }
    if (outcome === 'released') ids.add(id);
    checkoutReplaced(id, reference ?? null, caller.uid, outcome);
  }
  return ids;
}

export interface CallerCheckouts {
  /** Open checkouts this one replaces, still unpaid as read in the transaction, with their payment records. */
  readonly replaced: readonly { id: string; order: Order; paymentPending: boolean }[];
  /** The caller's other open checkouts: what counts towards the hold caps. */
  readonly others: readonly Order[];
}

/**
 * Inside startCheckout's transaction (reads): the caller's open checkouts, split into replaced and kept. They are
 * found by a query outside the transaction, on every attempt, and read inside it by id: a query inside a transaction
 * locks more than its own documents (Google's emulator locks the whole collection, so every buyer's checkout waited on
 * every other's). What keeps one buyer's two checkouts from both passing the hold caps is their customer record, which
 * every checkout writes (`lastCheckoutAt`): the second waits for the first and, retried, finds its order.
 */
export async function readCallerCheckouts(
  tx: Transaction,
  db: Firestore,
  uid: string,
  replaceIds: ReadonlySet<string>,
  now: Date,
): Promise<CallerCheckouts> {
  const found = await ordersCol(db).where('userId', '==', uid).where('status', '==', 'pending').get();
  const read = found.empty ? [] : await tx.getAll(...found.docs.map((d) => d.ref));
  const open = read
    .flatMap((snapshot) => {
      const order = snapshot.data();
      return order ? [{ id: snapshot.id, order }] : [];
    })
    .filter(({ order }) => order.status === 'pending' && isOpenCheckout(order, now));
  const replacing = open.filter(({ id }) => replaceIds.has(id));
  const refs = replacing.flatMap(({ order }) =>
    order.paystackReference ? [paymentDoc(db, order.paystackReference)] : [],
  );
  const payments = refs.length > 0 ? await tx.getAll(...refs) : [];
  const pending = new Set(payments.filter((p) => p.data()?.status === 'pending').map((p) => p.id));
  return {
    replaced: replacing.map(({ id, order }) => ({
      id,
      order,
      paymentPending: !!order.paystackReference && pending.has(order.paystackReference),
    })),
    others: open.filter(({ id }) => !replaceIds.has(id)).map(({ order }) => order),
  };
}

/** Inside the transaction (writes): the replaced checkouts close unpaid ('abandoned') with a timeline event; their
 * stock is released by the caller together with the new reservation. */
export function cancelReplaced(tx: Transaction, db: Firestore, replaced: CallerCheckouts['replaced'], now: Date): void {
  for (const { id, order, paymentPending } of replaced) {
    tx.update(orderDoc(db, id), { status: 'abandoned', closedReason: 'replaced', updatedAt: now });
    tx.set(timelineCol(db, id).doc(), {
      status: 'abandoned',
      note: REPLACED_EVENT_NOTE,
      authorId: null,
      createdAt: now,
    });
    if (paymentPending && order.paystackReference)
      tx.update(paymentDoc(db, order.paystackReference), { status: 'failed', verifiedAt: now });
  }
}
