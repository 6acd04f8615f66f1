// The checkout's steps (docs/product.md#checkout, done soundly): validate, sync the cart, let the server price and
// reserve (startCheckout), resume the Paystack popup, let the server verify and settle, then clear the cart.
// Every outcome ends in one of docs/product.md#checkout's messages.
import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { domainErrorFromDetails, isDomainError, userMessage, type FieldErrors } from '@aso/domain/shared/errors';
import { CART_SYNC_FAILED, PAYMENT_SUCCESS } from '@aso/domain/checkout/messages';
import { GENERIC_ERROR } from '@aso/domain/shared/messages';
import { useCart } from '../../../lib/cart/cart-provider';
import { payWithPaystack, type ConfirmedPayment } from '../../../lib/payments';
import { useToast } from '../../../lib/toast';
import { startCheckout, type CheckoutRequest, type StartedCheckout } from '../api/start-checkout';

export type CheckoutPhase =
  | { readonly kind: 'editing' }
  | { readonly kind: 'starting' }
  | { readonly kind: 'paying'; readonly started: StartedCheckout }
  | { readonly kind: 'paid'; readonly started: StartedCheckout; readonly payment: ConfirmedPayment }
  /** Paystack waits for a bank transfer or USSD payment: the order holds the pieces until it lands. */
  | { readonly kind: 'awaiting'; readonly started: StartedCheckout }
  | { readonly kind: 'failed'; readonly message: string; readonly started: StartedCheckout | null };

function fieldsOf(error: unknown): FieldErrors {
  if (isDomainError(error)) return error.fields ?? {};
  if (typeof error !== 'object' || error === null) return {};
  const { details, message } = error as { details?: unknown; message?: unknown };
  return domainErrorFromDetails(details, typeof message === 'string' ? message : '')?.fields ?? {};
}

export function useCheckoutFlow() {
  const cart = useCart();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<CheckoutPhase>({ kind: 'editing' });

  const fail = useCallback(
    (message: string, started: StartedCheckout | null) => {
      setPhase({ kind: 'failed', message, started });
      toast(message, { tone: 'error' });
    },
    [toast],
  );

  const pay = useCallback(
    /** Resolves with the server's field errors when it refused the checkout (empty otherwise). */
    async (request: CheckoutRequest): Promise<FieldErrors> => {
      setPhase({ kind: 'starting' });
      try {
        await cart.syncToServer();
      } catch (error) {
        console.error('Cart sync failed', error);
        fail(CART_SYNC_FAILED, null);
        return {};
      }
      let started: StartedCheckout;
      try {
        started = await startCheckout(request);
      } catch (error) {
        fail(userMessage(error, GENERIC_ERROR), null);
        return fieldsOf(error);
      }
      setPhase({ kind: 'paying', started });
      const outcome = await payWithPaystack(started);
      if (!outcome.ok && outcome.awaiting) {
        setPhase({ kind: 'awaiting', started });
        toast(outcome.message, { tone: 'info' });
        return {};
      }
      if (!outcome.ok) {
        fail(outcome.message, started);
        return {};
      }
      cart.clear();
      await queryClient.invalidateQueries({ queryKey: ['orders'] });
      await queryClient.invalidateQueries({ queryKey: ['customers'] });
      setPhase({ kind: 'paid', started, payment: outcome.payment });
      toast(PAYMENT_SUCCESS, { tone: 'success' });
      return {};
    },
    [cart, fail, queryClient, toast],
  );

  const edit = useCallback(() => setPhase((p) => (p.kind === 'failed' ? { kind: 'editing' } : p)), []);

  return { phase, pay, edit };
}
