// checkReferralCode: whether a referral code gives a discount now (and how much). The cart asks when a code is
// applied, and the cart and checkout show the discount from the answer; startCheckout checks again when paying.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { normaliseReferralCode } from '@aso/domain/referrals/referrals';
import { useSession } from '../session';
import { queryKeys } from '../data/query-keys';
import { callableQuery } from '../data/callables';

/** Keyed by the account too: a customer's own code is refused, a guest's is not. */
export const referralCheckQuery = (code: string, uid: string | null) =>
  queryOptions({
    ...callableQuery(queryKeys.referralCheck(uid, code), 'checkReferralCode', { code }),
    retry: false,
    staleTime: 5 * 60_000,
  });

/** The check of a code (null/blank: no code, nothing asked). */
export function useReferralCheck(code: string | null | undefined) {
  const session = useSession();
  const uid = session.status === 'signed-in' ? (session.user?.uid ?? null) : null;
  const normalised = normaliseReferralCode(code);
  return useQuery({
    ...referralCheckQuery(normalised ?? '', uid),
    enabled: normalised !== null && session.status !== 'loading',
  });
}
