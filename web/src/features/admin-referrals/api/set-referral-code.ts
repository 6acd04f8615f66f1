// Give a customer a referral code, change it or clear it (''), through the `setReferralCode` callable: the
// uniqueness check and the move of the code index happen in one server transaction.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callFunction } from '../../../lib/firebase';
import { referralKeys } from './keys';

import type { SetReferralCodeResult } from '@aso/domain/contract';
export type { SetReferralCodeResult };

export function setReferralCode(input: { customerId: string; code: string }): Promise<SetReferralCodeResult> {
  return callFunction('setReferralCode', input);
}

export function useSetReferralCode() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setReferralCode,
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: referralKeys.customers() }),
        client.invalidateQueries({ queryKey: referralKeys.totals() }),
        // The CRM shows the code too.
        client.invalidateQueries({ queryKey: ['admin-customers'] }),
      ]);
    },
  });
}
