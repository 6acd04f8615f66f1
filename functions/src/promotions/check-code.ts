/**
 * checkCode {code} (anyone, signed in or not; docs/product.md#promotions): the cart's code box asks what one code
 * gives before Paystack. A discount code answers what it gives, on which pieces and from which subtotal (never how
 * often it was used, never the other codes); a customer's referral code answers the settings' percent (never whose
 * it is); anything else is refused in words. One code at a time, and at most 10 per account (30 per client address
 * when signed out) per 10 minutes, so codes cannot be guessed by trying them. startCheckout checks the code again.
 */
import { createHash } from 'node:crypto';
import {
  CODE_CHECKS_TOO_MANY,
  CODE_UNKNOWN,
  DomainError,
  acceptedReferral,
  codeCheckAllowed,
  codeCheckWindow,
  isDomainError,
  type CheckCodeInput,
} from '@aso/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import type { Visitor } from '../lib/callable';
import {
  customerDoc,
  dataOf,
  promotionCodeDoc,
  promotionDoc,
  promotionRedemptionDoc,
  rateLimitDoc,
  referralCodeDoc,
} from '../lib/collections';
import type { DbClockDeps } from '../lib/deps';
import { codeChecksLimited, codeRefused } from '../lib/logs';
import { readSettings } from '../lib/settings';
import { acceptedCode } from './accept-code';
import type { CheckCodeResult } from '@aso/domain/contract';

const hashed = (kind: string, value: string): string =>
  createHash('sha256').update(`${kind}:${value}`).digest('hex').slice(0, 40);

/**
 * One more check in this window for the account (signed in) or the client address (signed out); refused past the
 * allowance. An atomic increment read back, as subscribe's: a burst cannot slip past it.
 */
async function countCheck(deps: DbClockDeps, caller: Pick<Visitor, 'uid' | 'ip'>): Promise<void> {
  const window = codeCheckWindow(deps.clock());
  const who = caller.uid ? hashed('uid', caller.uid) : hashed('ip', caller.ip);
  const counter = rateLimitDoc(deps.db, `code-check-${who}-${window.index}`);
  await counter.set({ count: FieldValue.increment(1), expiresAt: window.endsAt }, { merge: true });
  const count = ((await counter.get()).get('count') as number | undefined) ?? Number.POSITIVE_INFINITY;
  if (!codeCheckAllowed(count, caller.uid !== null)) {
    codeChecksLimited(caller.uid !== null);
    throw new HttpsError('resource-exhausted', CODE_CHECKS_TOO_MANY);
  }
}

export async function handleCheckCode(
  deps: DbClockDeps,
  caller: Pick<Visitor, 'uid' | 'ip'>,
  input: CheckCodeInput,
): Promise<CheckCodeResult> {
  await countCheck(deps, caller);
  const { db } = deps;
  const { code } = input;
  try {
    const [indexSnap, referralSnap, customerSnap] = await Promise.all([
      promotionCodeDoc(db, code).get(),
      referralCodeDoc(db, code).get(),
      caller.uid ? customerDoc(db, caller.uid).get() : Promise.resolve(null),
    ]);
    const customer = customerSnap ? dataOf(customerSnap) : null;
    const promotionId = dataOf(indexSnap)?.promotionId ?? null;
    if (promotionId) {
      const [promotionSnap, redemptionSnap] = await Promise.all([
        promotionDoc(db, promotionId).get(),
        caller.uid ? promotionRedemptionDoc(db, promotionId, caller.uid).get() : Promise.resolve(null),
      ]);
      const rule = acceptedCode(promotionId, dataOf(promotionSnap), {
        now: deps.clock(),
        customer,
        redemption: redemptionSnap ? dataOf(redemptionSnap) : null,
        signedIn: caller.uid !== null,
      });
      return { kind: 'promotion', code, rule };
    }
    const ownerId = dataOf(referralSnap)?.customerId ?? null;
    if (ownerId === null)
      throw new DomainError('invalid_data', 'promotion/unknown', CODE_UNKNOWN, { code: CODE_UNKNOWN });
    acceptedReferral({ code, ownerId, buyerId: caller.uid, buyerOwnCode: customer?.referralCode ?? null });
    const settings = await readSettings(db);
    return { kind: 'referral', code, discountPercent: settings.referral.discountPercent };
  } catch (error) {
    if (isDomainError(error)) codeRefused(error.code, caller.uid !== null);
    throw error;
  }
}
