/**
 * Giving a cancelled paid order's money back is one irreversible step, taken on purpose (docs/product.md#orders):
 * cancelling a paid order asks for the refund (the order's `refundRequest`, awaiting); an admin — or staff, when the
 * settings allow it — releases it, for the exact amount they confirmed, either with the cancel itself or later through
 * `releaseRefund`. Only a release owes the refunds of the durable refund path (payments/refund-queue.ts), and the
 * timeline records who asked and who released. The customer's cancellation mail waits until Paystack has accepted the
 * refund (payments/refund-queue.ts), so it never promises money an admin then keeps or Paystack then declines.
 */
import {
  DomainError,
  NOT_FOUND,
  REFUND_ALREADY_RELEASED,
  REFUND_NONE_AWAITING,
  REFUND_RELEASE_NOT_ALLOWED,
  checkRefundRelease,
  formatNairaAdmin,
  koboToNaira,
  mayReleaseRefunds,
  refundReleasedNote,
  refundablePayments,
  type Order,
  type RefundRequest,
} from '@aso/domain';
import type { ReleaseRefundResult } from '@aso/domain/contract';
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import type { Caller, Handler } from '../lib/callable';
import { orderDoc, paymentDoc, paymentsCol, timelineCol } from '../lib/collections';
import type { Deps } from '../lib/deps';
import { refundAttemptFailed, refundReleased } from '../lib/logs';
import { readSettings } from '../lib/settings';
import { CONTENDED_TX, runTransaction } from '../lib/transactions';
import { attemptRefund, prepareOwedRefunds } from '../payments/refund-queue';

export interface OrderRefund {
  /** What a release would give back now: every payment Paystack took that is not owed back already, in kobo. */
  readonly amountKobo: number;
  readonly references: string[];
  /** Writes (call after every read): each payment marked owed back and its refund record, summary and timeline. */
  readonly owe: (order: Order, now: Date) => void;
}

/** Reads what refunding a cancelled order takes (call before the transaction's writes). */
export async function prepareOrderRefund(tx: Transaction, db: Firestore, orderId: string): Promise<OrderRefund> {
  const snapshot = await tx.get(paymentsCol(db).where('orderId', '==', orderId).where('status', '==', 'success'));
  const paid = refundablePayments(snapshot.docs.map((doc) => ({ reference: doc.id, ...doc.data() })));
  const oweRefunds = await prepareOwedRefunds(
    tx,
    db,
    orderId,
    paid.map((p) => ({ reference: p.reference, amountKobo: p.amountKobo, reason: 'order_cancelled' as const })),
  );
  return {
    amountKobo: paid.reduce((sum, p) => sum + p.amountKobo, 0),
    references: paid.map((p) => p.reference),
    owe: (order, now) => {
      for (const { reference } of paid) tx.update(paymentDoc(db, reference), { refundRequired: true });
      oweRefunds(order, now);
    },
  };
}

/** How a person appears in the timeline's notes: their sign-in email, else their account id. */
export const personOf = (caller: Caller): string => caller.email ?? caller.uid;

/** The request after someone decided it (released or withdrawn). */
export function decidedRequest(
  request: RefundRequest,
  status: 'released' | 'withdrawn',
  caller: Caller,
  now: Date,
): RefundRequest {
  return { ...request, status, decidedBy: caller.uid, decidedByEmail: caller.email, decidedAt: now };
}

/** A new request by `caller` for `amountKobo`. */
export function newRequest(amountKobo: number, caller: Caller, now: Date): RefundRequest {
  return {
    status: 'awaiting',
    amountKobo,
    requestedBy: caller.uid,
    requestedByEmail: caller.email,
    requestedAt: now,
    decidedBy: null,
    decidedByEmail: null,
    decidedAt: null,
  };
}

/** The timeline entry naming who released a refund and how much. */
export function writeReleasedEvent(
  tx: Transaction,
  db: Firestore,
  orderId: string,
  order: Order,
  caller: Caller,
  now: Date,
  amountKobo: number,
): void {
  tx.set(timelineCol(db, orderId).doc(), {
    status: order.status,
    note: refundReleasedNote(formatNairaAdmin(koboToNaira(amountKobo)), personOf(caller)),
    authorId: caller.uid,
    createdAt: now,
  });
}

/** After the transaction: Paystack is asked at once (a courtesy; the reconciler retries whatever fails). */
export async function tryRefundsNow(deps: Deps, references: readonly string[]): Promise<void> {
  for (const reference of references) {
    await attemptRefund(deps, reference).catch((error: unknown) => refundAttemptFailed(reference, 0, error));
  }
}

/** releaseRefund: an admin (or staff, when settings allow) gives back the money of a cancelled order that awaits it. */
export const handleReleaseRefund: Handler<'releaseRefund', Deps> = async (deps, caller, input) => {
  const { db } = deps;
  const orderRef = orderDoc(db, input.orderId);
  const result = await runTransaction(
    db,
    async (tx): Promise<ReleaseRefundResult> => {
      const order = (await tx.get(orderRef)).data();
      if (!order) throw new DomainError('not_found', 'order/not-found', NOT_FOUND);
      const settings = await readSettings(db, tx);
      if (!mayReleaseRefunds(caller.role, settings))
        throw new DomainError('not_allowed', 'refund/not-allowed', REFUND_RELEASE_NOT_ALLOWED);
      const request = order.refundRequest;
      if (order.status !== 'cancelled' || request?.status !== 'awaiting') {
        if (order.refund || request?.status === 'released')
          throw new DomainError('conflict', 'refund/already-released', REFUND_ALREADY_RELEASED);
        throw new DomainError('conflict', 'refund/none-awaiting', REFUND_NONE_AWAITING);
      }
      const refund = await prepareOrderRefund(tx, db, input.orderId);
      checkRefundRelease(caller.role, settings, input.amountKobo, refund.amountKobo);
      const now = deps.clock();
      refund.owe(order, now);
      tx.update(orderRef, { refundRequest: decidedRequest(request, 'released', caller, now), updatedAt: now });
      writeReleasedEvent(tx, db, input.orderId, order, caller, now, refund.amountKobo);
      return { orderId: input.orderId, refundsOwed: refund.references, amountKobo: refund.amountKobo };
    },
    CONTENDED_TX,
  );
  refundReleased(result.orderId, result.amountKobo, caller.uid);
  await tryRefundsNow(deps, result.refundsOwed);
  return result;
};
