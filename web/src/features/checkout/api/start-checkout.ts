// startCheckout: the server re-prices the cart, reserves stock, writes the order and starts the Paystack
// transaction; its answer is what the popup resumes and the total the customer is charged.
import { callFunction } from '../../../lib/firebase';

export interface CheckoutRequest {
  readonly lines: ReadonlyArray<{ readonly productId: string; readonly size: string | null; readonly qty: number; readonly payMode?: 'full' | 'deposit' | null }>;
  readonly email: string;
  readonly shipping: { readonly address: string; readonly zone: string };
  readonly referralCode: string | null;
  readonly payModes: Readonly<Record<string, 'full' | 'deposit'>>;
  readonly measurements: Readonly<Record<string, unknown>>;
  readonly eventId: string | null;
}

/** startCheckout's answer (functions/src/checkout/start-checkout.ts); amounts are whole naira. */
export interface StartedCheckout {
  readonly orderId: string;
  readonly reference: string;
  readonly accessCode: string;
  readonly authorizationUrl: string;
  /** Charged now: the deposit part of deposit orders. */
  readonly amount: number;
  readonly subtotal: number;
  readonly shippingFee: number;
  readonly discount: number;
  readonly total: number;
  readonly balanceDue: number;
}

export function startCheckout(request: CheckoutRequest): Promise<StartedCheckout> {
  return callFunction<CheckoutRequest, StartedCheckout>('startCheckout', request);
}
