/**
 * payBalance: My Orders' Pay button. For a deposit order it is the second payment
 * (docs/architecture.md#deposits-and-balances): a Paystack transaction for exactly `balanceDue`, with its own reference
 * and payment record, which settlement applies like any other. One balance transaction per order is open at a time: the
 * order names it (`openBalanceReference`), and a second tab or a second press gets the same one back while it is open,
 * so the customer can never be charged twice. For an order still awaiting its first payment (the customer left the
 * checkout), Pay resumes that checkout's own transaction.
 */
import { runTransaction } from '../lib/transactions';
import {
  CHECKOUT_NOT_RESUMABLE,
  DomainError,
  NOT_FOUND,
  PAYMENT_FAILED_OR_CANCELLED,
  UNPAID_ORDER_TIMEOUT_MINUTES,
  amountToPay,
  paymentReference,
  paystackAmount,
  type Order,
  type Payment,
} from '@aso/domain';
import type { Caller } from '../lib/callable';
import { hasRole } from '../lib/callable';
import { orderDoc, paymentDoc } from '../lib/collections';
import type { Deps } from '../lib/deps';
import { balancePaymentStarted, checkoutResumed, paystackInitializeFailed } from '../lib/logs';
import { pendingPayment } from '../lib/new-records';
import { paymentMetadata } from './metadata';
import { resumeOpenCheckout } from './open-checkouts';
import type { PayBalanceResult } from '@aso/domain/contract';

/** How long a balance transaction is reused; an older one is replaced by a fresh one. */
const OPEN_BALANCE_MINUTES = UNPAID_ORDER_TIMEOUT_MINUTES;
/** A second tab that finds the first one's transaction still being started waits this long for its access code. */
const WAIT_FOR_ACCESS_CODE_MS = 8_000;

const isOpenBalance = (payment: Payment | undefined, amountKobo: number, now: Date): payment is Payment =>
  !!payment &&
  payment.purpose === 'balance' &&
  payment.status === 'pending' &&
  payment.amountKobo === amountKobo &&
  now.getTime() - payment.createdAt.getTime() < OPEN_BALANCE_MINUTES * 60_000;

type Claim = { kind: 'reuse'; reference: string } | { kind: 'new'; reference: string; order: Order; amount: number };

/** One transaction: reuse the order's open balance payment, or record a new one and name it on the order. */
async function claimBalancePayment(deps: Deps, orderId: string): Promise<Claim> {
  const { db } = deps;
  return runTransaction(db, async (tx) => {
    const order = (await tx.get(orderDoc(db, orderId))).data();
    if (!order) throw new DomainError('not_found', 'order/not-found', NOT_FOUND, { orderId: NOT_FOUND });
    const amount = amountToPay(order, 'balance');
    const amountKobo = paystackAmount(amount);
    const now = deps.clock();
    const openRef = order.openBalanceReference;
    if (openRef && isOpenBalance((await tx.get(paymentDoc(db, openRef))).data(), amountKobo, now))
      return { kind: 'reuse', reference: openRef };
    const reference = paymentReference(now, deps.random);
    const payment = pendingPayment({ orderId, userId: order.userId, purpose: 'balance', amountKobo, createdAt: now });
    tx.create(paymentDoc(db, reference), payment);
    tx.update(orderDoc(db, orderId), { openBalanceReference: reference });
    return { kind: 'new', reference, order, amount };
  });
}

/** The open transaction's access code; a tab that lost the race waits briefly for the winner's initialize. */
async function reusedAnswer(deps: Deps, orderId: string, reference: string): Promise<PayBalanceResult> {
  const deadline = Date.now() + WAIT_FOR_ACCESS_CODE_MS;
  for (;;) {
    const payment = (await paymentDoc(deps.db, reference).get()).data();
    if (payment?.status === 'pending' && payment.accessCode && payment.authorizationUrl) {
      const amountKobo = payment.amountKobo;
      return {
        orderId,
        reference,
        accessCode: payment.accessCode,
        authorizationUrl: payment.authorizationUrl,
        amount: amountKobo / 100,
        amountKobo,
      };
    }
    if (payment?.status !== 'pending' || Date.now() > deadline)
      throw new DomainError('payment_failed', 'payment/failed', PAYMENT_FAILED_OR_CANCELLED);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export async function handlePayBalance(
  deps: Deps,
  caller: Caller,
  input: { orderId: string },
): Promise<PayBalanceResult> {
  const { db } = deps;
  const order = (await orderDoc(db, input.orderId).get()).data();
  if (!order || (order.userId !== caller.uid && !hasRole(caller.role, 'staff'))) {
    throw new DomainError('not_found', 'order/not-found', NOT_FOUND, { orderId: NOT_FOUND });
  }
  if (order.status === 'pending' && (order.paymentStatus === 'unpaid' || order.paymentStatus === 'pending')) {
    const resumed = await resumeOpenCheckout(deps, { id: input.orderId, order });
    if (!resumed) throw new DomainError('conflict', 'checkout/not-resumable', CHECKOUT_NOT_RESUMABLE);
    checkoutResumed(input.orderId, resumed.reference, caller.uid, 'orders');
    const { orderId, reference, accessCode, authorizationUrl, amount, amountKobo } = resumed;
    return { orderId, reference, accessCode, authorizationUrl, amount, amountKobo };
  }

  const claim = await claimBalancePayment(deps, input.orderId);
  if (claim.kind === 'reuse') return reusedAnswer(deps, input.orderId, claim.reference);
  const { reference, amount } = claim;
  const amountKobo = paystackAmount(amount);
  try {
    const initialized = await deps.paystack.initialize({
      email: claim.order.email,
      amountKobo,
      reference,
      metadata: paymentMetadata(input.orderId, 'balance', claim.order),
    });
    await paymentDoc(db, reference).update({
      accessCode: initialized.accessCode,
      authorizationUrl: initialized.authorizationUrl,
    });
    balancePaymentStarted(input.orderId, reference, amountKobo);
    return {
      orderId: input.orderId,
      reference,
      accessCode: initialized.accessCode,
      authorizationUrl: initialized.authorizationUrl,
      amount,
      amountKobo,
    };
  } catch (error) {
    paystackInitializeFailed(input.orderId, reference, error);
    await paymentDoc(db, reference).update({ status: 'failed', verifiedAt: deps.clock() });
    throw new DomainError('payment_failed', 'payment/failed', PAYMENT_FAILED_OR_CANCELLED);
  }
}
