/**
 * checkReferralCode {code} (anyone, signed in or not): whether the code gives a discount now, and how much, so the
 * cart can show the discount when the code is applied instead of at Pay. It answers only the code and the
 * settings' discount percent — never whose code it is. A signed-in customer's own code is refused as at checkout.
 */
import { acceptedReferral, type CheckReferralCodeInput } from '@aso/domain';
import type { Firestore } from 'firebase-admin/firestore';
import type { Caller } from '../lib/callable';
import { customerDoc, dataOf, referralCodeDoc } from '../lib/collections';
import { readSettings } from '../lib/settings';
import type { CheckReferralCodeResult } from '@aso/domain/contract';

export async function handleCheckReferralCode(
  deps: { readonly db: Firestore },
  caller: Caller | null,
  input: CheckReferralCodeInput,
): Promise<CheckReferralCodeResult> {
  const { db } = deps;
  const [codeSnap, customerSnap, settings] = await Promise.all([
    referralCodeDoc(db, input.code).get(),
    caller ? customerDoc(db, caller.uid).get() : Promise.resolve(null),
    readSettings(db),
  ]);
  const ownerId = dataOf(codeSnap)?.customerId ?? null;
  const buyerOwnCode = customerSnap ? (dataOf(customerSnap)?.referralCode ?? null) : null;
  const { code } = acceptedReferral({ code: input.code, ownerId, buyerId: caller?.uid ?? null, buyerOwnCode });
  return { code, discountPercent: settings.referral.discountPercent };
}
