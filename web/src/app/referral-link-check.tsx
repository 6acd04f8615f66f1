// A visitor who lands through a `?ref=CODE` link hears at once what the code does (docs/product.md#referrals): the
// code is checked with the server as a typed one is (checkReferralCode), and one that gives a discount goes into the
// cart — so the cart and checkout show it with its discount — while one that does not is forgotten, with the reason.
// It waits until the session and the cart have settled, so the code lands in the cart the visitor will pay from.
import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { userMessage } from '@aso/domain/shared/errors';
import { REFERRAL_UNKNOWN } from '@aso/domain/checkout/messages';
import { referralLinkApplied, referralLinkNotReplacing, referralLinkRefused } from '@aso/domain/referrals/messages';
import { isValidReferralCode } from '@aso/domain/referrals/referrals';
import { useCart } from '../lib/cart/cart-provider';
import { referralCheckQuery } from '../lib/cart/referral-check';
import { forgetReferral, landedReferral, markReferralChecked, uncheckedReferral } from '../lib/referral-link';
import { useSession } from '../lib/session';
import { useToast } from '../lib/toast';

/** The callable errors that are an answer about the code itself (its words say why). */
const REFUSALS = new Set(['invalid-argument', 'failed-precondition', 'not-found', 'permission-denied']);

function ReferralLinkCheck() {
  const session = useSession();
  const cart = useCart();
  const toast = useToast();
  const queryClient = useQueryClient();
  // This URL's `?ref=`, else a code an earlier page of the visit remembered but left before its check answered.
  const [code] = useState(() => landedReferral(window.location.search) ?? uncheckedReferral());
  const started = useRef(false);
  // The cart as it is when the answer arrives, not as it was when the question left.
  const latest = useRef(cart);
  useEffect(() => {
    latest.current = cart;
  });

  const uid = session.status === 'signed-in' ? (session.user?.uid ?? null) : null;
  const settled =
    session.status !== 'loading' &&
    !cart.syncing &&
    (uid === null ? cart.owner.kind === 'guest' : cart.owner.kind === 'account' && cart.owner.uid === uid);

  useEffect(() => {
    if (!code || !settled || started.current) return;
    started.current = true;
    const refuse = (reason: string) => {
      markReferralChecked(code);
      forgetReferral(code);
      toast(referralLinkRefused(code, reason), { tone: 'error' });
    };
    if (!isValidReferralCode(code)) {
      refuse(REFERRAL_UNKNOWN);
      return;
    }
    queryClient.fetchQuery(referralCheckQuery(code, uid)).then(
      (check) => {
        markReferralChecked(code);
        const { cart: current, replace } = latest.current;
        if (current.referralCode && current.referralCode !== check.code) {
          toast(referralLinkNotReplacing(check.code, current.referralCode), { tone: 'info' });
          return;
        }
        if (current.referralCode !== check.code) replace({ ...current, referralCode: check.code });
        toast(referralLinkApplied(check.code, check.discountPercent), { tone: 'success' });
      },
      (error: unknown) => {
        // Only the server's answer about the code refuses it; a check that could not reach the server (a cold
        // start, no network) keeps the code for checkout and the next page, where it is checked again.
        const answer = (error as { code?: unknown }).code;
        if (typeof answer === 'string' && REFUSALS.has(answer.replace(/^functions\//, ''))) refuse(userMessage(error));
      },
    );
  }, [code, settled, uid, queryClient, toast]);

  return null;
}

export { ReferralLinkCheck as default };
