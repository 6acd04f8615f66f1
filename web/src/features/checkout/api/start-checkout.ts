// startCheckout: the server re-prices the cart, reserves stock, writes the order and starts the Paystack
// transaction; its answer is what the popup resumes and the total the customer is charged.
import { startCheckoutInput } from '@aso/domain/checkout/schemas/order';
import { assertInput } from '@aso/domain/shared/validate';
import { callFunction } from '../../../lib/firebase';
import type { CallableRequest, CallableResult } from '@aso/domain/contract';

/**
 * What the checkout form sends: the contract's request with the zone and measurements as the form holds them.
 * `checkoutErrors` checks the whole request against the callable's schema before Pay, and the server parses it again.
 */
export type CheckoutRequest = Omit<CallableRequest<'startCheckout'>, 'shipping' | 'measurements'> & {
  readonly shipping: {
    readonly address: string;
    readonly country?: string;
    readonly zone: string;
    readonly phone?: string;
  };
  readonly measurements: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
};

/** startCheckout's answer; amounts are whole naira. */
export type StartedCheckout = CallableResult<'startCheckout'>;

/** Refuses (DomainError with the fields) a request the callable's schema would refuse, before any round trip. */
export async function startCheckout(request: CheckoutRequest): Promise<StartedCheckout> {
  assertInput(startCheckoutInput, request);
  return callFunction('startCheckout', request);
}
