// The checkout's steps (docs/product.md#checkout, done soundly): validate, sync the cart, let the server price and
// reserve (startCheckout), resume the Paystack popup, let the server verify and settle (which takes the paid pieces
// off the account's cart: the screen shows the cart as the server has it then). A bank transfer or USSD payment still
// on its way leaves the screen waiting, following the order live: when the money lands it flips to the receipt
// (docs/architecture.md#live-carts). Every outcome ends in one of docs/product.md#checkout's messages.
import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { userMessage, type FieldErrors } from '@aso/domain/shared/errors';
import { CART_SYNC_FAILED, PAYMENT_SUCCESS } from '@aso/domain/checkout/messages';
import { GENERIC_ERROR } from '@aso/domain/shared/messages';
import { useCart } from '../../../lib/cart/cart-provider';
import { payWithPaystack, type ConfirmedPayment } from '../../../lib/payments';
import { useToast } from '../../../lib/toast';
import { serverFieldErrors } from '../../../lib/server-field-errors';
import { useWhenPaid, type WatchedOrder } from '../../../lib/paid-orders';
import { startCheckout, type CheckoutRequest, type StartedCheckout } from '../api/start-checkout';
import { queryKeys } from '../../../lib/data/query-keys';

export type CheckoutPhase =
  | { readonly kind: 'editing' }
  | { readonly kind: 'starting' }
  | { readonly kind: 'paying'; readonly started: StartedCheckout }
  | { readonly kind: 'paid'; readonly started: StartedCheckout; readonly payment: ConfirmedPayment }
  /** Paystack waits for a bank transfer or USSD payment: the order holds the pieces until it lands. */
  | { readonly kind: 'awaiting'; readonly started: StartedCheckout }
  | { readonly kind: 'failed'; readonly message: string; readonly started: StartedCheckout | null };

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

  /** Settled: the cart as the server left it (the paid pieces gone), then the receipt. */
  const paid = useCallback(
    async (started: StartedCheckout, payment: ConfirmedPayment) => {
      await cart.reload().catch((error: unknown) => console.error('Could not read the cart after the payment', error));
      await queryClient.invalidateQueries({ queryKey: queryKeys.orders });
      await queryClient.invalidateQueries({ queryKey: queryKeys.customers });
      setPhase({ kind: 'paid', started, payment });
      toast(PAYMENT_SUCCESS, { tone: 'success' });
    },
    [cart, queryClient, toast],
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
        return serverFieldErrors(error);
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
      await paid(started, outcome.payment);
      return {};
    },
    [cart, fail, toast, paid],
  );

  // Waiting for a transfer: the order's payment landing (the webhook settled it) ends the checkout here too.
  const awaitingOrder = phase.kind === 'awaiting' ? phase.started.orderId : null;
  const landed = useCallback(
    (order: WatchedOrder) => {
      setPhase((current) =>
        current.kind === 'awaiting' && current.started.orderId === order.id
          ? {
              kind: 'paid',
              started: current.started,
              payment: {
                orderId: order.id,
                purpose: 'order',
                paymentStatus: order.paymentStatus,
                amountPaid: order.amountPaid,
                balanceDue: order.balanceDue,
              },
            }
          : current,
      );
      toast(PAYMENT_SUCCESS, { tone: 'success' });
      cart.reload().catch((error: unknown) => console.error('Could not read the cart after the payment', error));
    },
    [cart, toast],
  );
  useWhenPaid(awaitingOrder, landed);

  const edit = useCallback(() => setPhase((p) => (p.kind === 'failed' ? { kind: 'editing' } : p)), []);

  return { phase, pay, edit };
}
