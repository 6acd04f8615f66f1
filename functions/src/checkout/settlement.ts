/**
 * The one settlement of a payment, shared by confirmPayment (the browser), paystackWebhook (Paystack) and expiry
 * (a late payment found before cancelling). docs/architecture.md#settlement and docs/architecture.md#style-functions:
 *
 * 1. `payments/{reference}` is the idempotency record: unknown → nothing to do; already `success` → done.
 * 2. Verify with Paystack (never trust the caller): data.status 'success', amount, currency and reference match.
 * 3. One transaction, which re-reads the payment so concurrent confirm + webhook + retries settle exactly once:
 *    the order becomes paid (or deposit_paid with balanceDue), its timeline event, the customer's totals and
 *    measurements, referral stats and reward, a discount code's use spent, the Lagos day's stats (with each
 *    promotion's discount), the cart cleared and the receipt mail.
 * Money that lands after its checkout closed unpaid (a bank transfer confirmed after the hold ran out) is taken
 * when the pieces are still there — reserved again in the same transaction, the order confirmed — and otherwise
 * owed back (docs/architecture.md#late-payments); the timeline, the order and the mail say which.
 * Money that arrives for an order that cannot take it (cancelled, or already paid by another attempt) is recorded
 * and owed back in the same transaction (`refunds/{reference}`, payments/refund-queue.ts), then refunded through
 * Paystack at once or by the reconciler's retries. Money whose amount or currency does not match is never applied:
 * the payment is flagged for review and an unpaid order's stock released (mismatch.ts).
 */
import {
  BALANCE_PAID_EVENT_NOTE,
  DomainError,
  LATE_PAYMENT_APPLIED_NOTE,
  PAYMENT_NOT_VERIFIED,
  PAYMENT_VERIFICATION_FAILED,
  SETTLED_EVENT_NOTE,
  canTakeLatePayment,
  cartDocSchema,
  checkVerifiedTransaction,
  customerSchema,
  formatNairaAdmin,
  isDomainError,
  latePaymentRefundMail,
  latePaymentRefundMailId,
  latePaymentRefundedNote,
  koboToNaira,
  lagosDayKey,
  orderSchema,
  paymentSchema,
  mailBrand,
  receiptMail,
  referralCodeDocSchema,
  referralReward,
  reserveStock,
  settlePayment,
  statsDelta,
  statsIncrements,
  statsNames,
  stockRequestsByProduct,
  withoutPaidPieces,
  type Cart,
  type Customer,
  type Order,
  type Payment,
  type PaymentPurpose,
  type PaymentStatus,
  type Settings,
} from '@aso/domain';
import { FieldValue, type DocumentReference, type Firestore, type Transaction } from 'firebase-admin/firestore';
import {
  cartDoc,
  customerDoc,
  dataOf,
  mailCol,
  orderDoc,
  paymentDoc,
  referralCodeDoc,
  referralStatsDoc,
  statsDoc,
  timelineCol,
  untyped,
} from '../lib/collections';
import { siteUrl } from '../lib/config';
import { parseDoc } from '../lib/converters';
import type { Deps } from '../lib/deps';
import {
  latePaymentApplied,
  latePaymentRefunded,
  paymentAlreadySettled,
  paymentNeedsRefund,
  paymentNotVerified,
  paymentSettled,
  refundAttemptFailed,
} from '../lib/logs';
import { readStock, writeStock, type StockEntry } from '../lib/stock';
import { PaystackError, type PaystackTransaction } from '../lib/paystack';
import { readSettings } from '../lib/settings';
import { CONTENDED_TX, runTransaction } from '../lib/transactions';
import { flagMismatch } from '../payments/mismatch';
import { readOrderCostOfGoods } from '../production/cost-of-goods';
import { nestedIncrements } from '../orders/stats-increments';
import { attemptRefund, prepareOwedRefund } from '../payments/refund-queue';
import { markShareSettled } from '../groups/settle-share';
import { readReceiptContext } from '../mail/receipt-context';
import { spendCodeUse, spendOf } from '../promotions/code-uses';

export type SettlementSource = 'confirm' | 'webhook' | 'expiry' | 'abandon' | 'reconcile';

export type SettlementOutcome =
  /** This call applied the payment. */
  | 'settled'
  /** An earlier call (or a concurrent one) did. */
  | 'already_settled'
  /** The money could not be applied and is being given back. */
  | 'refunded'
  /** No payment record has this reference. */
  | 'unknown_reference';

export interface SettlementResult {
  readonly outcome: SettlementOutcome;
  readonly reference: string;
  readonly orderId: string | null;
  readonly purpose: PaymentPurpose | null;
  readonly paymentStatus: PaymentStatus | null;
  readonly amountPaid: number;
  readonly balanceDue: number;
}

export interface SettleOptions {
  readonly source: SettlementSource;
  /** Runs once the payment record is read; throw to refuse (confirmPayment checks the caller owns it). */
  readonly authorize?: (payment: Payment) => void;
  /** A verify answer the caller already has (expiry verifies before deciding); otherwise settlement asks. */
  readonly verified?: PaystackTransaction;
}

function resultOf(
  outcome: SettlementOutcome,
  reference: string,
  orderId: string | null,
  purpose: PaymentPurpose | null,
  order: Order | null,
): SettlementResult {
  return {
    outcome,
    reference,
    orderId,
    purpose,
    paymentStatus: order?.paymentStatus ?? null,
    amountPaid: order?.amountPaid ?? 0,
    balanceDue: order?.balanceDue ?? 0,
  };
}

/** Paystack's answer for a reference; a reference Paystack never saw cannot be verified. */
export async function verifyWithPaystack(
  deps: Pick<Deps, 'paystack'>,
  reference: string,
): Promise<PaystackTransaction> {
  try {
    return await deps.paystack.verify(reference);
  } catch (error) {
    if (error instanceof PaystackError && error.notFound) {
      throw new DomainError('payment_failed', 'payment/not-verified', PAYMENT_NOT_VERIFIED);
    }
    throw error;
  }
}

export async function settleByReference(
  deps: Deps,
  reference: string,
  options: SettleOptions,
): Promise<SettlementResult> {
  const { db } = deps;
  const payment = dataOf(await paymentDoc(db, reference).get());
  if (!payment) return resultOf('unknown_reference', reference, null, null, null);
  options.authorize?.(payment);
  // Flagged for review (amount or currency did not match): never applied here, whoever asks.
  if (payment.review?.status === 'open')
    throw new DomainError('payment_failed', 'payment/amount-mismatch', PAYMENT_VERIFICATION_FAILED);
  // Settled before (here or by a concurrent call): the answer says so, refunded when the money went back.
  const alreadySettled = (refunded: boolean, order: Order | null): SettlementResult => {
    paymentAlreadySettled(payment.orderId, reference, options.source);
    return resultOf(refunded ? 'refunded' : 'already_settled', reference, payment.orderId, payment.purpose, order);
  };
  if (payment.status === 'success') {
    const order = dataOf(await orderDoc(db, payment.orderId).get());
    return alreadySettled(payment.refundRequired, order);
  }

  let verified: PaystackTransaction | undefined = options.verified;
  try {
    verified ??= await verifyWithPaystack(deps, reference);
    checkVerifiedTransaction(verified, { reference, amountKobo: payment.amountKobo });
  } catch (error) {
    if (error instanceof DomainError)
      paymentNotVerified(reference, options.source, error.message, options.verified?.status ?? null);
    // Paystack took money, but not what the order asked: hold it for an admin and free the order's stock.
    if (error instanceof DomainError && error.code === 'payment/amount-mismatch' && verified?.status === 'success') {
      await flagMismatch(deps, reference, verified);
    }
    throw error;
  }

  const settings = await readSettings(db);
  const applied = await runTransaction(
    db,
    (tx) => applyPayment(tx, deps, reference, payment.orderId, verified, settings),
    CONTENDED_TX,
  );
  const { order } = applied;
  switch (applied.kind) {
    case 'already':
      return alreadySettled(applied.refunded, order);
    case 'settled':
      paymentSettled(payment.orderId, reference, payment.purpose, options.source, verified.amount);
      if (applied.late) latePaymentApplied(payment.orderId, reference, options.source);
      return resultOf('settled', reference, payment.orderId, payment.purpose, order);
    case 'unpayable':
      if (applied.late) latePaymentRefunded(payment.orderId, reference, options.source);
      paymentNeedsRefund(payment.orderId, reference, applied.reason);
      await attemptRefund(deps, reference).catch((error: unknown) => refundAttemptFailed(reference, 0, error));
      return resultOf('refunded', reference, payment.orderId, payment.purpose, order);
  }
}

type Applied =
  | { kind: 'already'; order: Order | null; refunded: boolean }
  | { kind: 'settled'; order: Order; late: boolean }
  | { kind: 'unpayable'; order: Order | null; reason: string; late: boolean };

/**
 * A checkout that closed unpaid and can still take this payment: its pieces reserved again (the stock to write),
 * or null when one of them has sold since. Reads only; the caller writes after its other reads.
 */
async function reReserve(
  tx: Transaction,
  db: Firestore,
  order: Order,
): Promise<{ entry: StockEntry; next: ReturnType<typeof reserveStock> }[] | null> {
  const requests = stockRequestsByProduct(order.items);
  const stock = await readStock(tx, db, [...requests.keys()]);
  const moves: { entry: StockEntry; next: ReturnType<typeof reserveStock> }[] = [];
  try {
    for (const [productId, wanted] of requests) {
      const entry = stock.get(productId);
      if (!entry) return null;
      moves.push({ entry, next: reserveStock(entry.sizes, wanted) });
    }
  } catch (error) {
    if (isDomainError(error) && error.kind === 'out_of_stock') return null;
    throw error;
  }
  return moves;
}

async function applyPayment(
  tx: Transaction,
  deps: Deps,
  reference: string,
  orderId: string,
  verified: PaystackTransaction,
  settings: Settings,
): Promise<Applied> {
  const { db } = deps;
  const now = deps.clock();
  const paymentRef = untyped(paymentDoc(db, reference));
  const orderRef = untyped(orderDoc(db, orderId));
  const [paymentSnap, orderSnap] = await tx.getAll(paymentRef, orderRef);
  const payment = parseDoc(paymentSchema, paymentSnap!)!;
  const order = parseDoc(orderSchema, orderSnap!);
  if (payment.status === 'success') return { kind: 'already', order, refunded: payment.refundRequired };

  const amount = koboToNaira(verified.amount);
  // Money for a checkout that closed unpaid: taken when its pieces are still there, else owed back.
  const late = order !== null && canTakeLatePayment(order, payment.purpose);
  const stockMoves = late ? await reReserve(tx, db, order) : null;
  const payable = order && late && stockMoves ? { ...order, status: 'pending' as const } : order;
  const settlement = payable
    ? settlePayment(payable, payment.purpose, amount, now)
    : ({ outcome: 'not_payable' } as const);
  if (!order || !payable || settlement.outcome !== 'settled') {
    const oweRefund = await prepareOwedRefund(tx, db, {
      reference,
      orderId,
      amountKobo: verified.amount,
      reason: late ? 'late_payment' : 'unpayable',
    });
    tx.update(paymentRef, { status: 'success', verifiedAt: now, refundRequired: true });
    oweRefund(order, now);
    if (order && late) {
      tx.update(orderRef, { latePayment: 'refunded', updatedAt: now });
      tx.set(untyped(timelineCol(db, orderId).doc(`late-refund-${reference}`)), {
        status: order.status,
        note: latePaymentRefundedNote(formatNairaAdmin(amount)),
        authorId: null,
        createdAt: now,
      });
      tx.set(
        untyped(mailCol(db).doc(latePaymentRefundMailId(reference))),
        latePaymentRefundMail({ id: orderId, ...order }, amount, mailBrand(settings.branding, siteUrl())),
      );
    }
    const reason = !order
      ? 'order not found'
      : late
        ? 'paid after the checkout closed; the pieces had sold'
        : settlement.outcome === 'already_settled'
          ? 'order already paid'
          : `order ${order.status}, ${order.paymentStatus}`;
    return { kind: 'unpayable', order, reason, late };
  }

  // The rest of the reads: the customer, and for a referred order the code's owner.
  const firstPayment = payment.purpose === 'order';
  const customerRef = untyped(customerDoc(db, order.customerId));
  const codeRef = order.referralCode ? untyped(referralCodeDoc(db, order.referralCode)) : null;
  const [customerSnap, codeSnap] = await tx.getAll(customerRef, ...(codeRef ? [codeRef] : []));
  const customer = parseDoc(customerSchema, customerSnap!);
  const ownerId = codeSnap ? (parseDoc(referralCodeDocSchema, codeSnap)?.customerId ?? null) : null;
  const owner = ownerId ? dataOf(await tx.get(customerDoc(db, ownerId))) : null;

  // Cost of goods is fixed at the first payment, so the day's stats carry it and a cancellation takes it off.
  const costs = firstPayment ? await readOrderCostOfGoods(tx, db, order.items) : {};
  // A late payment reopens the checkout: its pieces are taken again and it is an order like any other.
  const revived = late ? { status: 'pending' as const, closedReason: null, latePayment: 'applied' as const } : {};
  const channel = firstPayment && verified.channel ? { paymentChannel: verified.channel } : {};
  // The discount code's use is spent with the first payment (promotions/code-uses.ts).
  const spent = firstPayment ? spendOf(order) : null;
  const patch = {
    ...settlement.patch,
    ...costs,
    ...revived,
    ...channel,
    ...(spent ? { codeUse: spent.codeUse } : {}),
    updatedAt: now,
  };
  const after: Order = { ...order, ...patch };
  // Every read before the first write (a Firestore transaction's rule).
  const receiptContext = await readReceiptContext(tx, db, after);
  // The balance's due day as the receipt states it, kept on the order for My Orders (one truth).
  if (after.balanceDue > 0 && receiptContext.balanceDueOn !== undefined) {
    Object.assign(patch, { balanceDueOn: receiptContext.balanceDueOn });
    after.balanceDueOn = receiptContext.balanceDueOn;
  }
  const cartLeft = await readCartAfterPayment(tx, db, order, firstPayment);
  for (const { entry, next } of stockMoves ?? []) writeStock(tx, db, entry, next);
  if (spent) spendCodeUse(tx, db, spent, now);
  tx.update(orderRef, patch);
  tx.update(paymentRef, { status: 'success', verifiedAt: now });
  tx.set(untyped(timelineCol(db, orderId).doc(`paid-${reference}`)), {
    status: after.status,
    note: late ? LATE_PAYMENT_APPLIED_NOTE : firstPayment ? SETTLED_EVENT_NOTE : BALANCE_PAID_EVENT_NOTE,
    authorId: null,
    createdAt: now,
  });
  writeCustomerTotals(tx, customerRef, customer, order, amount, firstPayment, now);
  markShareSettled(tx, db, orderId, after, now);
  if (order.referralCode && ownerId) {
    tx.set(
      untyped(referralStatsDoc(db, order.referralCode)),
      {
        customerId: ownerId,
        customerName: owner?.name ?? '',
        customerEmail: owner?.email ?? '',
        customerPhone: owner?.phone ?? '',
        referredCount: FieldValue.increment(firstPayment ? 1 : 0),
        revenue: FieldValue.increment(amount),
        discountGiven: FieldValue.increment(firstPayment ? order.discount : 0),
        totalRewardAccrued: FieldValue.increment(referralReward(amount, settings.referral.rewardPercent)),
        lastRedemptionAt: now,
      },
      { merge: true },
    );
  }
  const { delta } = statsDelta(order, after);
  const increments = statsIncrements(delta);
  if (increments.length > 0)
    tx.set(untyped(statsDoc(db, lagosDayKey(order.createdAt))), nestedIncrements(increments, statsNames(delta)), {
      merge: true,
    });
  writeCartAfterPayment(tx, db, order.userId, cartLeft, now);
  tx.set(
    untyped(mailCol(db).doc(`receipt-${reference}`)),
    receiptMail({ id: orderId, ...after }, mailBrand(settings.branding, siteUrl()), {
      ...receiptContext,
      late,
      balancePaid: firstPayment ? null : amount,
    }),
  );
  return { kind: 'settled', order: after, late };
}

/**
 * The buyer's cart once this order is paid: the paid pieces come off it (domain withoutPaidPieces) in the payment's
 * own transaction, so every tab listening to `carts/{uid}` empties at once and no tab offers to charge them again
 * (docs/architecture.md#settlement). Only a first payment of an order placed from the cart: a balance sells nothing
 * new, and an aso-ebi share is paid from the group's page, never from the cart. Null: leave the cart alone (none, or
 * a document this reader cannot make sense of; settlement never fails over a cart).
 */
async function readCartAfterPayment(
  tx: Transaction,
  db: Firestore,
  order: Order,
  firstPayment: boolean,
): Promise<{ cart: Cart; updatedAt: unknown } | null> {
  if (!firstPayment || order.group) return null;
  const snap = await tx.get(untyped(cartDoc(db, order.userId)));
  if (!snap.exists) return null;
  const parsed = cartDocSchema.omit({ updatedAt: true }).safeParse(snap.data());
  if (!parsed.success) return null;
  const before: Cart = { lines: parsed.data.lines, referralCode: parsed.data.referralCode };
  const after = withoutPaidPieces(before, order.items);
  // Nothing left to buy: the cart goes, with the code it was paid with. Otherwise what is left keeps the time the
  // customer last changed it: paying is not leaving a cart (cart reminders).
  if (after === before && after.lines.length > 0) return null;
  return { cart: after, updatedAt: snap.get('updatedAt') ?? null };
}

function writeCartAfterPayment(
  tx: Transaction,
  db: Firestore,
  uid: string,
  left: { cart: Cart; updatedAt: unknown } | null,
  now: Date,
): void {
  if (!left) return;
  const ref = untyped(cartDoc(db, uid));
  if (left.cart.lines.length === 0) tx.delete(ref);
  else tx.set(ref, { lines: left.cart.lines, referralCode: left.cart.referralCode, updatedAt: left.updatedAt ?? now });
}

/**
 * lifetimeValue and lastOrderAt on every payment, orderCount on the first, the checkout's phone where the record has
 * none. Measurements stay on the order line and in the customer's named profiles: a made-to-order piece may be for
 * someone else ("Mum"), so the record keeps no single set (docs/product.md#measurement-profiles).
 */
function writeCustomerTotals(
  tx: Transaction,
  ref: DocumentReference,
  customer: Customer | null,
  order: Order,
  amount: number,
  firstPayment: boolean,
  now: Date,
): void {
  if (!customer) {
    const created: Customer = {
      userId: order.userId,
      name: '',
      email: order.email,
      phone: order.shippingPhone,
      city: '',
      tags: [],
      referralCode: null,
      lifetimeValue: amount,
      orderCount: firstPayment ? 1 : 0,
      lastOrderAt: now,
      measurements: null,
      createdAt: now,
    };
    tx.set(ref, created);
    return;
  }
  tx.set(
    ref,
    {
      lifetimeValue: FieldValue.increment(amount),
      orderCount: FieldValue.increment(firstPayment ? 1 : 0),
      lastOrderAt: now,
      // The number given at checkout reaches the CRM where it had none (staff's WhatsApp link uses it).
      ...(firstPayment && order.shippingPhone && !customer.phone ? { phone: order.shippingPhone } : {}),
    },
    { merge: true },
  );
}
