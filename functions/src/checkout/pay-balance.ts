/**
 * payBalance: a deposit order's second payment (PAYSTACK.md "Deposits"). A new Paystack transaction for exactly
 * `balanceDue`, with its own reference and payment record; settlement applies it like any other payment.
 */
import { DomainError, NOT_FOUND, PAYMENT_FAILED_OR_CANCELLED, amountToPay, paymentReference, paystackAmount, type Payment } from '@aso/domain';
import type { Caller } from '../lib/callable';
import { hasRole } from '../lib/callable';
import { orderDoc, paymentDoc } from '../lib/collections';
import type { Deps } from '../lib/deps';
import { balancePaymentStarted, paystackInitializeFailed } from '../lib/logs';
import { paymentMetadata } from './metadata';
import type { PayBalanceResult } from '@aso/domain/contract';

export async function handlePayBalance(deps: Deps, caller: Caller, input: { orderId: string }): Promise<PayBalanceResult> {
  const { db } = deps;
  const order = (await orderDoc(db, input.orderId).get()).data();
  if (!order || (order.userId !== caller.uid && !hasRole(caller.role, 'staff'))) {
    throw new DomainError('not_found', 'order/not-found', NOT_FOUND, { orderId: NOT_FOUND });
  }
  const amount = amountToPay(order, 'balance');
  const now = deps.clock();
  const reference = paymentReference(now, deps.random);
  const amountKobo = paystackAmount(amount);
  const payment: Payment = {
    orderId: input.orderId,
    userId: order.userId,
    purpose: 'balance',
    amountKobo,
    status: 'pending',
    createdAt: now,
    verifiedAt: null,
    refundRequired: false,
    refundedAt: null,
  };
  await paymentDoc(db, reference).create(payment);
  try {
    const initialized = await deps.paystack.initialize({
      email: order.email,
      amountKobo,
      reference,
      metadata: paymentMetadata(input.orderId, 'balance', order),
    });
    balancePaymentStarted(input.orderId, reference, amountKobo);
    return { orderId: input.orderId, reference, accessCode: initialized.accessCode, authorizationUrl: initialized.authorizationUrl, amount, amountKobo };
  } catch (error) {
    paystackInitializeFailed(input.orderId, reference, error);
    await paymentDoc(db, reference).update({ status: 'failed', verifiedAt: deps.clock() });
    throw new DomainError('payment_failed', 'payment/failed', PAYMENT_FAILED_OR_CANCELLED);
  }
}
