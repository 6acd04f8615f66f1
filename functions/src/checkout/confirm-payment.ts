/**
 * confirmPayment: the browser's "I paid" after the popup's onSuccess. It proves nothing by itself — settlement
 * verifies with Paystack — and only the payer (or staff) may ask about a reference.
 */
import { DomainError, PAYMENT_NOT_VERIFIED, PAYMENT_PERSISTENCE_FAILED } from '@aso/domain';
import type { Caller } from '../lib/callable';
import { hasRole } from '../lib/callable';
import type { Deps } from '../lib/deps';
import { settleByReference } from './settlement';
import type { ConfirmPaymentResult } from '@aso/domain/contract';

/** A reference that is not the caller's reads exactly like one that does not exist. */
const notVerified = (): DomainError => new DomainError('not_found', 'order/not-found', PAYMENT_NOT_VERIFIED);

export async function handleConfirmPayment(
  deps: Deps,
  caller: Caller,
  input: { reference: string },
): Promise<ConfirmPaymentResult> {
  const result = await settleByReference(deps, input.reference, {
    source: 'confirm',
    authorize: (payment) => {
      if (payment.userId !== caller.uid && !hasRole(caller.role, 'staff')) throw notVerified();
    },
  });
  if (result.outcome === 'unknown_reference' || !result.orderId || !result.purpose || !result.paymentStatus)
    throw notVerified();
  // Paid, but the order could not take it (it expired meanwhile): the money is being refunded.
  if (result.outcome === 'refunded')
    throw new DomainError('payment_failed', 'payment/failed', PAYMENT_PERSISTENCE_FAILED);
  return {
    orderId: result.orderId,
    purpose: result.purpose,
    paymentStatus: result.paymentStatus,
    amountPaid: result.amountPaid,
    balanceDue: result.balanceDue,
  };
}
