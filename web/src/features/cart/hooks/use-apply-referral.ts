// Applying a referral code in the cart: the code is checked first (checkReferralCode) and kept only when it gives
// a discount; a refused code says why ('That referral code is not valid.') and leaves the cart as it was.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { userMessage } from '@aso/domain/shared/errors';
import { normaliseReferralCode } from '@aso/domain/referrals/referrals';
import { useCart } from '../../../lib/cart/cart-provider';
import { useSession } from '../../../lib/session';
import { useToast } from '../../../lib/toast';
import { referralCheckQuery } from '../../../lib/cart/referral-check';

export function useApplyReferral() {
  const cart = useCart();
  const toast = useToast();
  const session = useSession();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const uid = session.status === 'signed-in' ? (session.user?.uid ?? null) : null;

  const apply = async (raw: string): Promise<void> => {
    const code = normaliseReferralCode(raw);
    setError(null);
    if (code === null) {
      cart.applyReferralCode('');
      return;
    }
    setChecking(true);
    try {
      await queryClient.fetchQuery(referralCheckQuery(code, uid));
      cart.applyReferralCode(code);
    } catch (failure) {
      const message = userMessage(failure);
      setError(message);
      toast(message, { tone: 'error' });
    } finally {
      setChecking(false);
    }
  };

  return { apply, error, checking, clearError: () => setError(null) };
}
