/**
 * "Payments to review" (admin): every money case the shop could not close by itself — a refund owed or failing,
 * a payment whose amount or currency did not match, money that arrived for a cancelled order — with its history,
 * and the two decisions that make sense: refund, or apply. Each decision takes effect once: it re-reads the case
 * in a transaction (a double click or a second admin gets "already resolved"), and a refund attempt holds a lease
 * so two clicks never ask Paystack twice.
 */
import {
  APPLY_NOT_POSSIBLE,
  CASE_ALREADY_RESOLVED,
  CASE_NOT_FOUND,
  CURRENCY,
  DomainError,
  REFUND_ALREADY_STARTED,
  REFUND_FAILING_AFTER_ATTEMPTS,
  REFUND_REASON_LABELS,
  formatNairaAdmin,
  koboToNaira,
  lagosDayKey,
  paymentSchema,
  refundSchema,
  reserveStock,
  statsDelta,
  statsIncrements,
  statsNames,
  stockRequestsByProduct,
  type MoneyHistoryEntry,
  type Order,
  type ResolvePaymentInput,
  type StockRequest,
} from '@aso/domain';
import { FieldValue } from 'firebase-admin/firestore';
import type { Caller } from '../lib/callable';
import { parseData, parseDoc } from '../lib/converters';
import {
  customerDoc,
  dataOf,
  getAllTyped,
  orderDoc,
  paymentDoc,
  paymentsCol,
  statsDoc,
  timelineCol,
  untyped,
} from '../lib/collections';
import type { Deps } from '../lib/deps';
import { paymentReviewResolved } from '../lib/logs';
import { readStock, writeStock } from '../lib/stock';
import { CONTENDED_TX, runTransaction } from '../lib/transactions';
import { nestedIncrements } from '../orders/stats-increments';
import { readOrderCostOfGoods } from '../production/cost-of-goods';
import { attemptRefund, openRefunds, prepareOwedRefund, refundRef } from './refund-queue';
import type { PaymentCase, PaymentReviewList, ResolvePaymentResult } from '@aso/domain/contract';

const historyJson = (history: readonly MoneyHistoryEntry[]) =>
  history.map((h) => ({ at: h.at.toISOString(), note: h.note }));

export async function handleListPaymentReviews(deps: Pick<Deps, 'db'>): Promise<PaymentReviewList> {
  const { db } = deps;
  const [refunds, flagged] = await Promise.all([
    openRefunds(db),
    paymentsCol(db).where('review.status', '==', 'open').get(),
  ]);
  const mismatches = flagged.docs.map((doc) => ({
    reference: doc.id,
    payment: doc.data(),
  }));
  const orderIds = [...new Set([...refunds.map((r) => r.orderId), ...mismatches.map((m) => m.payment.orderId)])];
  const orderSnaps = await getAllTyped(
    db,
    orderIds.map((id) => orderDoc(db, id)),
  );
  const orders = new Map<string, Order | null>(orderSnaps.map((snap) => [snap.id, dataOf(snap)]));
  const orderOf = (id: string) => {
    const order = orders.get(id);
    return order ? { status: order.status, paymentStatus: order.paymentStatus, email: order.email } : null;
  };

  const cases: PaymentCase[] = [
    ...refunds.map((r): PaymentCase => ({
      reference: r.reference,
      orderId: r.orderId,
      kind: 'refund',
      title: REFUND_REASON_LABELS[r.reason],
      amountKobo: r.amountKobo,
      expectedKobo: null,
      currency: CURRENCY,
      status: r.status,
      failing: r.attempts >= REFUND_FAILING_AFTER_ATTEMPTS,
      attempts: r.attempts,
      lastError: r.lastError,
      createdAt: r.createdAt.toISOString(),
      history: historyJson(r.history),
      // Owed (failing to reach Paystack) or failed at Paystack: an admin may ask again now.
      actions: r.status === 'owed' || r.status === 'failed' ? ['refund'] : [],
      order: orderOf(r.orderId),
    })),
    ...mismatches.map(({ reference, payment }): PaymentCase => ({
      reference,
      orderId: payment.orderId,
      kind: 'mismatch',
      title:
        payment.review!.receivedCurrency === CURRENCY
          ? 'Amount does not match the order'
          : 'Currency does not match the order',
      amountKobo: payment.review!.receivedKobo,
      expectedKobo: payment.amountKobo,
      currency: payment.review!.receivedCurrency,
      status: 'open',
      failing: false,
      attempts: 0,
      lastError: null,
      createdAt: payment.review!.flaggedAt.toISOString(),
      history: historyJson(payment.review!.history),
      actions: ['refund', 'apply'],
      order: orderOf(payment.orderId),
    })),
  ];
  return { cases: cases.sort((a, b) => a.createdAt.localeCompare(b.createdAt)) };
}

const alreadyResolved = () => new DomainError('conflict', 'payment/already-resolved', CASE_ALREADY_RESOLVED);
const cannotApply = (message = APPLY_NOT_POSSIBLE) => new DomainError('conflict', 'payment/cannot-apply', message);

export async function handleResolvePayment(
  deps: Deps,
  caller: Caller,
  input: ResolvePaymentInput,
): Promise<ResolvePaymentResult> {
  const { db } = deps;
  const [refundSnap, paymentSnap] = await db.getAll(
    refundRef(db, input.reference),
    untyped(paymentDoc(db, input.reference)),
  );
  const payment = parseDoc(paymentSchema, paymentSnap!);

  // A refund owed (failing, or money on a cancelled order): the one decision is to try it now.
  if (refundSnap!.exists && !payment?.review) {
    const refund = parseData(refundSchema, refundSnap!.ref.path, refundSnap!.data()!);
    if (input.action === 'apply') throw cannotApply();
    if (refund.status === 'refunded') throw alreadyResolved();
    if (refund.status === 'requested')
      throw new DomainError('conflict', 'payment/already-resolved', REFUND_ALREADY_STARTED);
    const outcome = await attemptRefund(deps, input.reference, { ignoreBackoff: true });
    if (outcome === 'busy') throw new DomainError('conflict', 'payment/already-resolved', REFUND_ALREADY_STARTED);
    if (outcome === 'refunded' && refund.status !== 'owed' && refund.status !== 'failed') throw alreadyResolved();
    paymentReviewResolved(input.reference, 'refund', caller.uid);
    return { reference: input.reference, action: 'refund', refund: outcome };
  }
  if (!payment?.review) throw new DomainError('not_found', 'not-found', CASE_NOT_FOUND);
  if (payment.review.status !== 'open') throw alreadyResolved();

  if (input.action === 'refund') {
    await runTransaction(
      db,
      async (tx) => {
        const fresh = dataOf(await tx.get(paymentDoc(db, input.reference)));
        if (fresh?.review?.status !== 'open') throw alreadyResolved();
        const owe = await prepareOwedRefund(tx, db, {
          reference: input.reference,
          orderId: fresh.orderId,
          amountKobo: fresh.review.receivedKobo,
          reason: 'review',
        });
        const order = dataOf(await tx.get(orderDoc(db, fresh.orderId)));
        const now = deps.clock();
        tx.update(paymentDoc(db, input.reference), {
          status: 'success',
          refundRequired: true,
          'review.status': 'refunded',
          'review.resolvedBy': caller.uid,
          'review.resolvedAt': now,
          'review.history': FieldValue.arrayUnion({ at: now, note: 'An admin chose to refund it' }),
        });
        owe(order, now);
      },
      CONTENDED_TX,
    );
    paymentReviewResolved(input.reference, 'refund', caller.uid);
    const outcome = await attemptRefund(deps, input.reference);
    return { reference: input.reference, action: 'refund', refund: outcome };
  }

  await applyReviewedPayment(deps, caller, input.reference);
  paymentReviewResolved(input.reference, 'apply', caller.uid);
  return { reference: input.reference, action: 'apply', refund: null };
}

/**
 * Apply money an admin accepts although it is not what was asked (never more than was due): a first payment
 * reopens the order it was held for (its stock taken again) with the rest as a balance due; a balance payment
 * lowers the balance. Stats, the customer's totals and the timeline move in the same transaction.
 */
async function applyReviewedPayment(deps: Deps, caller: Caller, reference: string): Promise<void> {
  const { db } = deps;
  await runTransaction(
    db,
    async (tx) => {
      const payment = dataOf(await tx.get(paymentDoc(db, reference)));
      if (payment?.review?.status !== 'open') throw alreadyResolved();
      const review = payment.review;
      if (review.receivedCurrency !== CURRENCY) throw cannotApply();
      const orderRef = orderDoc(db, payment.orderId);
      const order = dataOf(await tx.get(orderRef));
      if (!order) throw cannotApply();
      const received = koboToNaira(review.receivedKobo);
      const first = payment.purpose === 'order';
      const reopen =
        first &&
        order.status === 'cancelled' &&
        (order.paymentStatus === 'unpaid' || order.paymentStatus === 'pending') &&
        !order.refund;
      const due = first ? order.amountDueNow : order.balanceDue;
      const payable = first
        ? reopen || (order.status === 'pending' && order.paymentStatus === 'unpaid')
        : order.paymentStatus === 'deposit_paid' && order.status !== 'cancelled';
      if (!payable || received <= 0) throw cannotApply();
      if (received > due)
        throw cannotApply(
          `Paystack received ${formatNairaAdmin(received)} but only ${formatNairaAdmin(due)} was due; refund it instead.`,
        );

      const requests = reopen ? stockRequestsByProduct(order.items) : new Map<string, StockRequest[]>();
      const stock = await readStock(tx, db, [...requests.keys()]);
      // A first payment fixes the order's cost of goods, as settlement does, so its day counts the goods it sold.
      const costs = first && !order.costOfGoods ? await readOrderCostOfGoods(tx, db, order.items) : {};
      const customerRef = customerDoc(db, order.customerId);
      const now = deps.clock();
      for (const [productId, wanted] of requests) {
        const entry = stock.get(productId);
        // Sold since the order was cancelled: reserveStock refuses with "… is sold out in size M." and nothing changes.
        if (entry) writeStock(tx, db, entry, reserveStock(entry.sizes, wanted));
      }
      const amountPaid = order.amountPaid + received;
      const balanceDue = Math.max(0, order.total - amountPaid);
      const after: Order = {
        ...order,
        status: reopen ? 'pending' : order.status,
        paymentStatus: balanceDue > 0 ? 'deposit_paid' : 'paid',
        amountPaid,
        balanceDue,
        depositPaid: balanceDue > 0 ? (first ? received : order.depositPaid) : order.depositPaid,
        ...costs,
        paidAt: now,
        updatedAt: now,
      };
      tx.update(orderRef, {
        ...costs,
        status: after.status,
        paymentStatus: after.paymentStatus,
        amountPaid,
        balanceDue,
        depositPaid: after.depositPaid,
        paidAt: now,
        updatedAt: now,
      });
      tx.set(timelineCol(db, payment.orderId).doc(`applied-${reference}`), {
        status: after.status,
        note: `Payment of ${formatNairaAdmin(received)} applied after review`,
        authorId: caller.uid,
        createdAt: now,
      });
      const { delta } = statsDelta(order, after);
      const increments = statsIncrements(delta);
      if (increments.length > 0)
        tx.set(untyped(statsDoc(db, lagosDayKey(order.createdAt))), nestedIncrements(increments, statsNames(delta)), {
          merge: true,
        });
      tx.set(
        customerRef,
        {
          lifetimeValue: FieldValue.increment(received),
          orderCount: FieldValue.increment(first ? 1 : 0),
          lastOrderAt: now,
        },
        { merge: true },
      );
      tx.update(paymentDoc(db, reference), {
        status: 'success',
        verifiedAt: now,
        'review.status': 'applied',
        'review.resolvedBy': caller.uid,
        'review.resolvedAt': now,
        'review.history': FieldValue.arrayUnion({
          at: now,
          note: `An admin applied ${formatNairaAdmin(received)} to the order`,
        }),
      });
    },
    CONTENDED_TX,
  );
}
