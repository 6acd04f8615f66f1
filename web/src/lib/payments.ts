// After the server started a Paystack transaction (startCheckout or payBalance): open the popup, then let the
// server settle it. Shared by checkout and My Orders' Pay balance. The server verifies with Paystack; the
// browser's "paid" proves nothing by itself (docs/architecture.md#checkout-and-settlement).
import { userMessage } from '@aso/domain/shared/errors';
import {
  PAYMENT_AWAITING,
  PAYMENT_FAILED_OR_CANCELLED,
  PAYMENT_NOT_VERIFIED,
  PAYMENT_SCRIPT_MISSING,
} from '@aso/domain/checkout/messages';
import { callFunction } from './firebase';
import { openPaystackPopup } from './paystack';
import type { CallableResult } from '@aso/domain/contract';

export type ConfirmedPayment = CallableResult<'confirmPayment'>;

export type CancelledCheckout = CallableResult<'cancelCheckout'>;

/**
 * Paid and settled; or not (the message says why); or a bank transfer or USSD payment Paystack is still waiting for
 * (`awaiting`: the pieces stay held and the order says so in My Orders).
 */
export type PaymentOutcome =
  | { readonly ok: true; readonly payment: ConfirmedPayment }
  | { readonly ok: false; readonly message: string; readonly awaiting?: { readonly orderId: string } };

export function confirmPayment(reference: string): Promise<ConfirmedPayment> {
  return callFunction('confirmPayment', { reference });
}

export function cancelCheckout(reference: string): Promise<CancelledCheckout> {
  return callFunction('cancelCheckout', { reference });
}

async function confirmed(reference: string): Promise<PaymentOutcome> {
  try {
    return { ok: true, payment: await confirmPayment(reference) };
  } catch (error) {
    return { ok: false, message: userMessage(error, PAYMENT_NOT_VERIFIED) };
  }
}

/**
 * Popup, then settlement. Declined or closed: the server is told at once so a reservation is released (a payment
 * that went through after all is still settled, and one Paystack is still waiting for keeps the pieces). The
 * messages are docs/product.md#checkout's.
 */
export async function payWithPaystack(started: {
  readonly accessCode: string;
  readonly reference: string;
}): Promise<PaymentOutcome> {
  const popup = await openPaystackPopup(started.accessCode, started.reference);
  if (popup.kind === 'paid') return confirmed(started.reference);
  try {
    const cancelled = await cancelCheckout(started.reference);
    if (cancelled.outcome === 'paid') return confirmed(started.reference);
    if (cancelled.outcome === 'awaiting')
      return { ok: false, message: PAYMENT_AWAITING, awaiting: { orderId: cancelled.orderId } };
  } catch (error) {
    // Expiry releases the reservation later; the customer still hears what happened.
    console.warn('Could not cancel the checkout', error);
  }
  return { ok: false, message: popup.kind === 'unavailable' ? PAYMENT_SCRIPT_MISSING : PAYMENT_FAILED_OR_CANCELLED };
}
