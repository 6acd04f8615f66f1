// Pay balance (deposit orders): the server starts a Paystack transaction for exactly what is still owed, the
// popup takes the payment, and the server verifies and settles it — the same path as checkout (lib/payments).
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { userMessage } from '@aso/domain/shared/errors';
import { PAYMENT_SUCCESS } from '@aso/domain/checkout/messages';
import { Button } from '../../../components/button';
import { formatNaira } from '../../../lib/format';
import { payWithPaystack } from '../../../lib/payments';
import { useToast } from '../../../lib/toast';
import { usePayBalance } from '../api/pay-balance';
import { queryKeys } from '../../../lib/data/query-keys';

export interface PayBalanceButtonProps {
  readonly orderId: string;
  readonly amount: number;
}

export function PayBalanceButton({ orderId, amount }: PayBalanceButtonProps) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const start = usePayBalance();
  const [paying, setPaying] = useState(false);

  const pay = async () => {
    setPaying(true);
    try {
      const started = await start.mutateAsync(orderId);
      const outcome = await payWithPaystack(started);
      if (outcome.ok) toast(PAYMENT_SUCCESS, { tone: 'success' });
      else toast(outcome.message, { tone: outcome.awaiting ? 'info' : 'error' });
    } catch (error) {
      toast(userMessage(error), { tone: 'error' });
    } finally {
      setPaying(false);
      await queryClient.invalidateQueries({ queryKey: queryKeys.orders });
    }
  };

  return (
    <Button variant="accent" loading={paying} onClick={() => void pay()}>
      Pay balance {formatNaira(amount)}
    </Button>
  );
}
