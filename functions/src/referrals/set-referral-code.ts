/**
 * setReferralCode (staff): give a customer a code, change it, or clear it (null), unique among customers
 * (docs/product.md#referrals). One transaction reads the customer, the index `referralCodes/{CODE}`, any customer
 * document that already carries the code (data older than the index) and `referralStats/{CODE}` (a code with another
 * customer's history stays theirs) and `promotionCodes/{CODE}` (a discount code is nobody's referral code), then moves the index entry and the customer's field together. Two staff
 * giving the same code to two customers at once: one wins, the other is told the code is in use.
 */
import { DomainError, NOT_FOUND, REFERRAL_CODE_IN_USE } from '@aso/domain';
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import type { Handler } from '../lib/callable';
import { customerDoc, customersCol, promotionCodeDoc, referralCodeDoc, referralStatsDoc } from '../lib/collections';
import { referralCodeSet } from '../lib/logs';
import { CONTENDED_TX, runTransaction } from '../lib/transactions';
import type { DbClockDeps } from '../lib/deps';

const inUse = (): DomainError =>
  new DomainError('conflict', 'referral/in-use', REFERRAL_CODE_IN_USE, { code: REFERRAL_CODE_IN_USE });

/**
 * Whether `code` may be this customer's: nobody else holds it in the index, in its history (referralStats) or on a
 * customer document older than the index. Reads only, inside the caller's transaction.
 */
export async function referralCodeFree(
  tx: Transaction,
  db: Firestore,
  code: string,
  customerId: string,
): Promise<boolean> {
  const [indexSnap, statsSnap, holders, promotionSnap] = await Promise.all([
    tx.get(referralCodeDoc(db, code)),
    tx.get(referralStatsDoc(db, code)),
    tx.get(customersCol(db).where('referralCode', '==', code).limit(2)),
    // A discount code is one code box's too (docs/product.md#promotions): never also someone's referral code.
    tx.get(promotionCodeDoc(db, code)),
  ]);
  const owner = indexSnap.data()?.customerId;
  const history = statsSnap.data()?.customerId;
  return (
    !promotionSnap.exists &&
    (!owner || owner === customerId) &&
    (!history || history === customerId) &&
    holders.docs.every((d) => d.id === customerId)
  );
}

export const handleSetReferralCode: Handler<'setReferralCode', DbClockDeps> = async (deps, caller, input) => {
  const { db } = deps;
  const { customerId, code } = input;
  const customerRef = customerDoc(db, customerId);
  const result = await runTransaction(
    db,
    async (tx) => {
      const customer = (await tx.get(customerRef)).data();
      if (!customer) throw new DomainError('not_found', 'not-found', NOT_FOUND);
      const previousCode = customer.referralCode;
      if (code === previousCode) return { customerId, code, previousCode };

      const indexRef = code ? referralCodeDoc(db, code) : null;
      if (code && !(await referralCodeFree(tx, db, code, customerId))) throw inUse();
      const oldRef = previousCode ? referralCodeDoc(db, previousCode) : null;
      const oldOwner = oldRef ? (await tx.get(oldRef)).data()?.customerId : undefined;

      // Writes, after every read.
      if (oldRef && oldOwner === customerId) tx.delete(oldRef);
      if (indexRef) tx.set(indexRef, { customerId });
      // A cleared code stays cleared: claimReferralCode makes no new one until staff give one again.
      tx.update(customerRef, { referralCode: code, referralCodeWithdrawn: code === null, updatedAt: deps.clock() });
      return { customerId, code, previousCode };
    },
    CONTENDED_TX,
  );
  if (result.code !== result.previousCode) referralCodeSet(customerId, result.previousCode, result.code, caller.uid);
  return result;
};
