/**
 * createGroup (signed in): the organiser opens an aso-ebi group for one piece. The piece's lead time decides the
 * last day to join: a deadline that leaves the tailor less than the lead time before the event is refused.
 */
import { DomainError, GROUP_PRODUCT_UNAVAILABLE, checkGroupDates, lagosDayKey, type Group } from '@aso/domain';
import type { Handler } from '../lib/callable';
import { dataOf, groupsCol, productDoc, profileDoc } from '../lib/collections';
import type { DbClockDeps } from '../lib/deps';

export const handleCreateGroup: Handler<'createGroup', DbClockDeps> = async (deps, caller, input) => {
  const { db } = deps;
  const now = deps.clock();
  const [product, profileSnap] = await Promise.all([
    productDoc(db, input.productId).get(),
    profileDoc(db, caller.uid).get(),
  ]);
  const piece = product.data();
  if (!piece?.active) {
    throw new DomainError('invalid_data', 'input/invalid', GROUP_PRODUCT_UNAVAILABLE, {
      productId: GROUP_PRODUCT_UNAVAILABLE,
    });
  }
  checkGroupDates({
    eventDate: input.eventDate,
    joinDeadline: input.joinDeadline,
    today: lagosDayKey(now),
    leadTimeDays: piece.leadTimeDays ?? 0,
    productName: piece.name,
  });
  const organiser = dataOf(profileSnap);
  const group: Group = {
    title: input.title,
    organiserUid: caller.uid,
    organiserName: organiser?.name ?? '',
    productId: product.id,
    productName: piece.name,
    productType: piece.type,
    productImage: piece.images[0] ?? null,
    price: piece.price,
    eventDate: input.eventDate,
    joinDeadline: input.joinDeadline,
    city: input.city,
    choices: [...new Set(input.choices)],
    sizeOptions: piece.type === 'RTW' ? piece.sizeOptions : [],
    payMode: input.payMode,
    status: 'open',
    memberCount: 0,
    createdAt: now,
    updatedAt: now,
    closedAt: null,
  };
  const ref = groupsCol(db).doc();
  await ref.set(group);
  return { groupId: ref.id, joinDeadline: group.joinDeadline };
};
