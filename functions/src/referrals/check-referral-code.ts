/**
 * checkReferralCode {code} (anyone, signed in or not): whether the code gives a discount now, and how much, so the
 * cart can show the discount when the code is applied instead of at Pay. It answers only the code and the
 * settings' discount percent — never whose code it is. A signed-in customer's own code is refused as at checkout.
 */
import { acceptedReferral, customerSchema, referralCodeDocSchema, type CheckReferralCodeInput } from '@aso/domain';
import type { Firestore } from 'firebase-admin/firestore';
import type { Caller } from '../lib/callable';
import { parseDoc } from '../lib/converters';
import { readSettings } from '../lib/settings';
import type { CheckReferralCodeResult } from '@aso/domain/contract';

export async function handleCheckReferralCode(
  deps: { readonly db: Firestore },
  caller: Caller | null,
  input: CheckReferralCodeInput,
): Promise<CheckReferralCodeResult> {
  const { db } = deps;
  const [codeSnap, customerSnap, settings] = await Promise.all([
    db.doc(`referralCodes/${input.code}`).get(),
    caller ? db.doc(`customers/${caller.uid}`).get() : Promise.resolve(null),
    readSettings(db),
  ]);
  const ownerId = parseDoc(referralCodeDocSchema, codeSnap)?.customerId ?? null;
  const buyerOwnCode = customerSnap ? (parseDoc(customerSchema, customerSnap)?.referralCode ?? null) : null;
  const { code } = acceptedReferral({ code: input.code, ownerId, buyerId: caller?.uid ?? null, buyerOwnCode });
  return { code, discountPercent: settings.referral.discountPercent };
}
