/**
 * Purchasing expenses in the daily stats (docs/product.md#finance): what stock received with a price cost, added to
 * the Lagos day it was received, in the transaction that receives it — so finance reads one document a day and an
 * ordered-but-not-delivered purchase order never counts as spent.
 */
import { lagosDayKey, roundToKobo } from '@aso/domain';
import { FieldValue, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { statsDoc } from '../lib/collections';

/** Queue `stats/{day}.purchasing += value` (a write: call after the transaction's reads). Nothing for 0. */
export function addPurchasingExpense(tx: Transaction, db: Firestore, now: Date, value: number): void {
  const amount = roundToKobo(value);
  if (amount === 0) return;
  tx.set(statsDoc(db, lagosDayKey(now)), { purchasing: FieldValue.increment(amount) }, { merge: true });
}
