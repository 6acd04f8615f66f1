// checkCode: what one code gives this shopper now (docs/product.md#promotions) — a discount code's rule (what it
// gives, on which pieces, from which subtotal) or a referral code's percent — or its refusal in words. The cart's
// code box asks when a code is applied and checkout when one is typed; the cart and checkout price with the answer
// (promotions/price-order.ts) and startCheckout checks the code again when paying. The server limits how many codes
// one account or address may try, so a code is asked about once and the answer kept.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { normaliseDiscountCode } from '@aso/domain/checkout/cart';
import type { CodeRule } from '@aso/domain/promotions/promotions';
import { useSession } from '../session';
import { queryKeys } from '../data/query-keys';
import { callableQuery } from '../data/callables';

/** Keyed by the account too: a first order's code or a customer's own referral code depend on who asks. */
export const codeCheckQuery = (code: string, uid: string | null) =>
  queryOptions({
    ...callableQuery(queryKeys.codeCheck(uid, code), 'checkCode', { code }),
    retry: false,
    staleTime: 5 * 60_000,
  });

/** The check of the cart's discount code (null/blank: none, nothing asked): its rule once the server accepts it. */
export function useDiscountCodeCheck(code: string | null | undefined) {
  const session = useSession();
  const uid = session.status === 'signed-in' ? (session.user?.uid ?? null) : null;
  const normalised = normaliseDiscountCode(code);
  const query = useQuery({
    ...codeCheckQuery(normalised ?? '', uid),
    enabled: normalised !== null && session.status !== 'loading',
  });
  const rule: CodeRule | null = query.data?.kind === 'promotion' ? query.data.rule : null;
  return { ...query, rule };
}
