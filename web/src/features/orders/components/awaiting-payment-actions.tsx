// An order whose checkout was left unpaid (a refreshed or closed tab): Pay opens the same Paystack transaction
// again (payBalance resumes it), Cancel releases its pieces at once. Both end in the usual words.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { userMessage } from '@aso/domain/shared/errors';
import { PAYMENT_SUCCESS } from '@aso/domain/checkout/messages';
import { UNPAID_ORDER_TIMEOUT_MINUTES } from '@aso/domain/shared/constants';
import { Button } from '../../../components/button';
import { formatNaira } from '../../../lib/format';
import { cancelCheckout, payWithPaystack } from '../../../lib/payments';
import { useToast } from '../../../lib/toast';
import { usePayBalance } from '../api/pay-balance';
import { queryKeys } from '../../../lib/data/query-keys';

export const ORDER_CANCELLED = 'Order cancelled. Its pieces are back on sale.';

export interface AwaitingPaymentActionsProps {
  readonly orderId: string;
  readonly reference: string | null;
  readonly amount: number;
  readonly canPay: boolean;
}

export function AwaitingPaymentActions({ orderId, reference, amount, canPay }: AwaitingPaymentActionsProps) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const start = usePayBalance();
  const [busy, setBusy] = useState<'pay' | 'cancel' | null>(null);

  const run = async (kind: 'pay' | 'cancel', action: () => Promise<void>) => {
    setBusy(kind);
    try {
      await action();
    } catch (error) {
      toast(userMessage(error), { tone: 'error' });
    } finally {
      setBusy(null);
      await queryClient.invalidateQueries({ queryKey: queryKeys.orders });
    }
  };

  const pay = () =>
    run('pay', async () => {
      const outcome = await payWithPaystack(await start.mutateAsync(orderId));
      if (outcome.ok) toast(PAYMENT_SUCCESS, { tone: 'success' });
      else toast(outcome.message, { tone: outcome.awaiting ? 'info' : 'error' });
    });

  const cancel = () =>
    run('cancel', async () => {
      if (!reference) return;
      const result = await cancelCheckout(reference);
      if (result.outcome === 'paid') toast(PAYMENT_SUCCESS, { tone: 'success' });
      else toast(ORDER_CANCELLED, { tone: 'success' });
    });

  return (
    <div className="order__awaiting">
      <p className="muted">
        {canPay
          ? `Not paid yet. Pay within ${UNPAID_ORDER_TIMEOUT_MINUTES} minutes of ordering, or cancel to put the pieces back on sale.`
          : 'This checkout is about to expire; its pieces go back on sale in a few minutes.'}
      </p>
      <div className="order__actions">
        {canPay ? (
          <Button variant="accent" loading={busy === 'pay'} disabled={busy !== null} onClick={() => void pay()}>
            Pay {formatNaira(amount)}
          </Button>
        ) : null}
        {reference ? (
          <Button
            variant="secondary"
            loading={busy === 'cancel'}
            disabled={busy !== null}
            onClick={() => void cancel()}
          >
            Cancel order
          </Button>
        ) : null}
      </div>
    </div>
  );
}
