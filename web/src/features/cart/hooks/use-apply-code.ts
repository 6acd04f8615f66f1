// The cart's code box (docs/product.md#promotions): one box for a friend's referral code and a discount code. A code
// is checked first (checkCode) and kept only when it can be used: a referral code as the cart's referral, a
// discount code as its one discount code (a second replaces the first, and says so). A refused code says why in
// words and leaves the cart as it was; an empty box clears the referral ('Referral cleared.').
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { userMessage } from '@aso/domain/shared/errors';
import { normaliseDiscountCode } from '@aso/domain/checkout/cart';
import { offerWords } from '@aso/domain/promotions/promotions';
import { CODE_REMOVED, codeApplied, codeReplaced } from '@aso/domain/promotions/messages';
import { useCart } from '../../../lib/cart/cart-provider';
import { codeCheckQuery } from '../../../lib/cart/code-check';
import { useSession } from '../../../lib/session';
import { useToast } from '../../../lib/toast';

export function useApplyCode() {
  const cart = useCart();
  const toast = useToast();
  const session = useSession();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const uid = session.status === 'signed-in' ? (session.user?.uid ?? null) : null;

  const apply = async (raw: string): Promise<void> => {
    const code = normaliseDiscountCode(raw);
    setError(null);
    if (code === null) {
      cart.applyReferralCode('');
      return;
    }
    setChecking(true);
    try {
      const checked = await queryClient.fetchQuery(codeCheckQuery(code, uid));
      if (checked.kind === 'referral') {
        cart.applyReferralCode(code);
        return;
      }
      const previous = cart.cart.discountCode ?? null;
      cart.applyDiscountCode(code);
      toast(
        previous && previous !== code ? codeReplaced(code, previous) : codeApplied(code, offerWords(checked.rule)),
        { tone: 'success' },
      );
    } catch (failure) {
      const message = userMessage(failure);
      setError(message);
      toast(message, { tone: 'error' });
    } finally {
      setChecking(false);
    }
  };

  const removeDiscountCode = () => {
    cart.applyDiscountCode('');
    toast(CODE_REMOVED, { tone: 'info' });
  };

  return { apply, error, checking, clearError: () => setError(null), removeDiscountCode };
}
