/**
 * A group share paid through the normal checkout (startCheckout with `group`): inside startCheckout's transaction,
 * the group and member are read first; the checkout is then the group's piece, once, in the member's size, made to
 * the member's own measurements (never what the browser sent), and the member is marked as being paid by this order
 * so a second payer (the member and the organiser at once) is refused until it is paid or given up.
 */
import {
  DomainError,
  GROUP_MEMBER_NOT_FOUND,
  GROUP_NOT_FOUND,
  GROUP_PAYMENT_UNDER_WAY,
  GROUP_WRONG_PIECE,
  checkCanPayShare,
  groupNeedsMeasurements,
  type StartCheckoutInput,
} from '@aso/domain';
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import type { Caller } from '../lib/callable';
import { dataOf, groupDoc, groupMemberPrivateDoc, groupMembersCol, orderDoc } from '../lib/collections';

export interface GroupShareCheckout {
  /** The checkout as the group allows it. */
  readonly input: StartCheckoutInput;
  /** Called with the new order's id among the transaction's writes. */
  readonly markPaying: (tx: Transaction, orderId: string, now: Date) => void;
}

export async function readGroupShare(
  tx: Transaction,
  db: Firestore,
  caller: Caller,
  input: StartCheckoutInput,
  replaceIds: ReadonlySet<string>,
): Promise<GroupShareCheckout | null> {
  if (!input.group) return null;
  const { groupId, memberId } = input.group;
  const memberRef = groupMembersCol(db, groupId).doc(memberId);
  const [groupSnap, memberSnap, privateSnap] = await Promise.all([
    tx.get(groupDoc(db, groupId)),
    tx.get(memberRef),
    tx.get(groupMemberPrivateDoc(db, groupId, memberId)),
  ]);
  const group = groupSnap.data();
  if (!group) throw new DomainError('not_found', 'group/not-found', GROUP_NOT_FOUND);
  const member = memberSnap.data();
  if (!member) throw new DomainError('not_found', 'group/not-found', GROUP_MEMBER_NOT_FOUND);
  const details = privateSnap.data();
  const needsMeasurements = groupNeedsMeasurements(group.productType);
  checkCanPayShare({
    callerUid: caller.uid,
    group,
    member,
    needsMeasurements,
    hasMeasurements: !!details?.measurements,
  });
  if (member.orderId && !replaceIds.has(member.orderId)) {
    const paying = dataOf(await tx.get(orderDoc(db, member.orderId)));
    if (paying?.status === 'pending' && paying.paymentStatus === 'unpaid')
      throw new DomainError('conflict', 'group/payment-under-way', GROUP_PAYMENT_UNDER_WAY);
  }
  const line = input.lines[0];
  if (input.lines.length !== 1 || line?.productId !== group.productId || line.qty !== 1)
    throw new DomainError('invalid_data', 'input/invalid', GROUP_WRONG_PIECE);

  const measured = needsMeasurements && details?.measurements ? details.measurements : null;
  return {
    input: {
      ...input,
      lines: [{ ...line, size: member.size }],
      measurements: measured ? { [group.productId]: measured } : {},
      measurementProfiles:
        measured && details?.profileName ? { [group.productId]: { name: details.profileName, takenOn: '' } } : {},
    },
    markPaying: (t, orderId, now) => t.update(memberRef, { orderId, updatedAt: now }),
  };
}
