import { userMessage } from '@aso/domain/errors';
import { Button } from '../../../components/button';
import { formatNaira } from '../../../lib/format';
import { useToast } from '../../../lib/toast';
import { usePayBalance, type PayBalanceResult } from '../api/pay-balance';

export interface PayBalanceButtonProps {
  readonly orderId: string;
  readonly amount: number;
  /** Opens the payment popup for the started transaction (wired by checkout's Paystack integration). */
  readonly onStarted?: (result: PayBalanceResult) => void;
}

export function PayBalanceButton({ orderId, amount, onStarted }: PayBalanceButtonProps) {
  const toast = useToast();
  const pay = usePayBalance();
  return (
    <Button
      variant="accent"
      loading={pay.isPending}
      onClick={() =>
        pay.mutate(orderId, {
          onSuccess: (result) => onStarted?.(result),
          onError: (error) => toast(userMessage(error), { tone: 'error' }),
        })
      }
    >
      Pay balance {formatNaira(amount)}
    </Button>
  );
}
