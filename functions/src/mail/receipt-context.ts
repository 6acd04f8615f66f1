/**
 * What a receipt says beyond the order (docs/product.md#order-mails), read inside the settlement's transaction
 * before its writes: the aso-ebi share the order pays (group, wearer, style, event) and, for a deposit, the day its
 * pre-order window closes, when the balance falls due.
 */
import { balanceDueDay, groupMemberSchema, groupSchema, type Order, type ReceiptContext } from '@aso/domain';
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { groupDoc, groupMembersCol } from '../lib/collections';
import { parseDoc } from '../lib/converters';
import { depositWindowsOf } from './balance-reminders';

export async function readReceiptContext(tx: Transaction, db: Firestore, after: Order): Promise<ReceiptContext> {
  const [share, balanceDueOn] = await Promise.all([
    after.group ? readShare(tx, db, after.group) : null,
    after.balanceDue > 0 ? readBalanceDueOn(tx, db, after) : null,
  ]);
  return { share, balanceDueOn };
}

async function readShare(tx: Transaction, db: Firestore, ref: { groupId: string; memberId: string }) {
  const [groupSnap, memberSnap] = await Promise.all([
    tx.get(groupDoc(db, ref.groupId)),
    tx.get(groupMembersCol(db, ref.groupId).doc(ref.memberId)),
  ]);
  const group = parseDoc(groupSchema, groupSnap);
  const member = parseDoc(groupMemberSchema, memberSnap);
  if (!group || !member) return null;
  return {
    groupId: ref.groupId,
    title: group.title,
    memberName: member.name,
    style: member.choice,
    size: member.size,
    eventDate: group.eventDate,
    city: group.city,
  };
}

/** The latest end among the deposit lines' windows (the balance is due once all have closed), or null. */
async function readBalanceDueOn(tx: Transaction, db: Firestore, order: Order): Promise<string | null> {
  const windows = [...(await depositWindowsOf(tx, db, order.items)).values()];
  // A line whose window names no end (or is gone) leaves the day unknown: the mail says when in words instead.
  return balanceDueDay(windows.map((w) => w?.endAt ?? null));
}
