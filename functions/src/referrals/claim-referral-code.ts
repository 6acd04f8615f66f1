/**
 * claimReferralCode {} (a signed-in customer): the caller's own referral code, which My Orders and My Account show
 * to share (docs/product.md#referral-codes-for-customers). The shop's rule: a customer who has paid for an order
 * has a code. One who has none yet gets one now, built from their name as staff's Generate builds it and unique
 * among customers (the same checks as setReferralCode, in one transaction with the index entry), so an account
 * that paid before the rule — or never opened these pages — is served the moment it looks. Without a paid order, or
 * when staff cleared the customer's code (`referralCodeWithdrawn`), the answer is no code; staff may still give
 * anyone one.
 */
import { DomainError, REFERRAL_CODE_IN_USE, generateReferralCode } from '@aso/domain';
import type { Handler } from '../lib/callable';
import { customerDoc, referralCodeDoc } from '../lib/collections';
import type { StaffDeps } from '../lib/deps';
import { referralCodeSet } from '../lib/logs';
import { readSettings } from '../lib/settings';
import { CONTENDED_TX, runTransaction } from '../lib/transactions';
import { referralCodeFree } from './set-referral-code';

/** Generated codes tried before giving up: 4 random characters make a clash rare, five in a row unheard of. */
const ATTEMPTS = 5;

export const handleClaimReferralCode: Handler<'claimReferralCode', StaffDeps> = async (deps, caller) => {
  const { db } = deps;
  const customerRef = customerDoc(db, caller.uid);
  const [claimed, settings] = await Promise.all([
    runTransaction(
      db,
      async (tx) => {
        const customer = (await tx.get(customerRef)).data();
        if (!customer || customer.referralCode) return { code: customer?.referralCode ?? null, made: false };
        if (customer.orderCount < 1 || customer.referralCodeWithdrawn) return { code: null, made: false };
        for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
          const code = generateReferralCode(customer.name, deps.random);
          if (!(await referralCodeFree(tx, db, code, caller.uid))) continue;
          tx.set(referralCodeDoc(db, code), { customerId: caller.uid });
          tx.update(customerRef, { referralCode: code, updatedAt: deps.clock() });
          return { code, made: true };
        }
        throw new DomainError('conflict', 'referral/in-use', REFERRAL_CODE_IN_USE);
      },
      CONTENDED_TX,
    ),
    readSettings(db),
  ]);
  if (claimed.made) referralCodeSet(caller.uid, null, claimed.code, caller.uid);
  return { code: claimed.code, discountPercent: settings.referral.discountPercent };
};
