/**
 * Settlement of a group share: in the settlement's own transaction (so exactly once with the payment), the member
 * the order pays for gets the order's payment state. A merge write, so it needs no read of its own.
 */
import { memberPaymentStatus, type Order } from '@aso/domain';
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { groupMemberDoc } from '../lib/collections';

export function markShareSettled(tx: Transaction, db: Firestore, orderId: string, after: Order, now: Date): void {
  if (!after.group) return;
  const { groupId, memberId } = after.group;
  tx.set(
    groupMemberDoc(db, groupId, memberId),
    {
      paymentStatus: memberPaymentStatus(after),
      amountPaid: after.amountPaid,
      orderId,
      paidBy: after.userId,
      updatedAt: now,
    },
    { merge: true },
  );
}
