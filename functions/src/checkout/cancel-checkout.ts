/**
 * cancelCheckout: the popup was declined or closed. Rather than hold the reserved stock for 30 minutes, ask
 * Paystack: a payment that did go through is settled as usual; a bank transfer or USSD payment Paystack calls
 * pending keeps the pieces and the order shows it awaited (awaiting-payment.ts); otherwise the checkout closes unpaid
 * and its units go back on sale at once. When Paystack cannot be reached nothing changes and expiry decides later.
 */
import { ABANDONED_EVENT_NOTE, DomainError, NOT_FOUND, isPaystackPending } from '@aso/domain';
import type { Caller } from '../lib/callable';
import { hasRole } from '../lib/callable';
import { paymentDoc } from '../lib/collections';
import type { Deps } from '../lib/deps';
import { checkoutAbandoned } from '../lib/logs';
import { markAwaitingPayment } from './awaiting-payment';
import { cancelUnpaidOrder } from './cancel-unpaid';
import { settleByReference, verifyWithPaystack } from './settlement';
import type { CancelCheckoutResult } from '@aso/domain/contract';

export async function handleCancelCheckout(
  deps: Deps,
  caller: Caller,
  input: { reference: string },
): Promise<CancelCheckoutResult> {
  const payment = (await paymentDoc(deps.db, input.reference).get()).data();
  if (!payment || (payment.userId !== caller.uid && !hasRole(caller.role, 'staff'))) {
    throw new DomainError('not_found', 'order/not-found', NOT_FOUND);
  }
  if (payment.status !== 'pending')
    return { outcome: payment.status === 'success' ? 'paid' : 'unchanged', orderId: payment.orderId };

  let status: string;
  let channel: string | null = null;
  try {
    ({ status, channel } = await verifyWithPaystack(deps, input.reference));
  } catch (error) {
    // Paystack never saw the reference: nothing can have been paid.
    if (!(error instanceof DomainError)) throw error;
    status = 'abandoned';
  }
  if (isPaystackPending(status)) {
    await markAwaitingPayment(deps, input.reference, channel);
    return { outcome: 'awaiting', orderId: payment.orderId };
  }
  if (status === 'success') {
    const settled = await settleByReference(deps, input.reference, { source: 'abandon' });
    return { outcome: settled.outcome === 'refunded' ? 'unchanged' : 'paid', orderId: payment.orderId };
  }
  // A balance payment has nothing reserved: the order simply keeps its balance.
  if (payment.purpose !== 'order') {
    await paymentDoc(deps.db, input.reference).update({ status: 'failed', verifiedAt: deps.clock() });
    return { outcome: 'unchanged', orderId: payment.orderId };
  }
  const result = await cancelUnpaidOrder(deps, payment.orderId, {
    note: ABANDONED_EVENT_NOTE,
    reason: 'closed',
    onlyIfExpired: false,
  });
  if (result.cancelled) checkoutAbandoned(payment.orderId, input.reference, result.units);
  return { outcome: result.cancelled ? 'cancelled' : 'unchanged', orderId: payment.orderId };
}
