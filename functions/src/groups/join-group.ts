/**
 * joinGroup (signed in): join yourself (member id = your uid) or someone else you will pay or measure for (a new
 * member id), with measurements from one of your profiles, typed in, or none yet (then the member owes them).
 * The member list (organiser-readable) and the private part (measurements, email) are written together.
 */
import {
  DomainError,
  GROUP_ALREADY_JOINED,
  GROUP_CHOICE_UNKNOWN,
  GROUP_MEMBER_NOT_FOUND,
  GROUP_NOT_FOUND,
  GROUP_PROFILE_NOT_FOUND,
  GROUP_SIZE_REQUIRED,
  checkCanJoin,
  lagosDayKey,
  type GroupMember,
  type GroupMemberPrivate,
  type Measurements,
} from '@aso/domain';
import { FieldValue } from 'firebase-admin/firestore';
import type { Handler } from '../lib/callable';
import { groupDoc, groupMemberPrivateDoc, groupMembersCol, measurementProfileDoc } from '../lib/collections';
import type { DbClockDeps } from '../lib/deps';
import { CONTENDED_TX, runTransaction } from '../lib/transactions';

export const handleJoinGroup: Handler<'joinGroup', DbClockDeps> = async (deps, caller, input) => {
  const { db } = deps;
  const now = deps.clock();
  const groupRef = groupDoc(db, input.groupId);
  const profile = input.profileId
    ? (await measurementProfileDoc(db, caller.uid, input.profileId).get()).data()
    : undefined;
  if (input.profileId && !profile) {
    throw new DomainError('invalid_data', 'input/invalid', GROUP_PROFILE_NOT_FOUND, {
      profileId: GROUP_PROFILE_NOT_FOUND,
    });
  }
  const measurements: Measurements | null = profile?.measurements ?? input.measurements;

  return runTransaction(
    db,
    async (tx) => {
      const group = (await tx.get(groupRef)).data();
      if (!group) throw new DomainError('not_found', 'group/not-found', GROUP_NOT_FOUND);
      checkCanJoin(group, lagosDayKey(now));
      if (input.choice !== null && input.choice !== '' && !group.choices.includes(input.choice))
        throw new DomainError('invalid_data', 'input/invalid', GROUP_CHOICE_UNKNOWN, { choice: GROUP_CHOICE_UNKNOWN });
      if (group.productType === 'RTW' && (!input.size || !group.sizeOptions.includes(input.size)))
        throw new DomainError('invalid_data', 'input/invalid', GROUP_SIZE_REQUIRED, { size: GROUP_SIZE_REQUIRED });

      const members = groupMembersCol(db, input.groupId);
      const memberId = input.memberId ?? (input.forSelf ? caller.uid : members.doc().id);
      const memberRef = members.doc(memberId);
      const privateRef = groupMemberPrivateDoc(db, input.groupId, memberId);
      const [existingSnap, existingPrivateSnap] = await Promise.all([tx.get(memberRef), tx.get(privateRef)]);
      const existing = existingSnap.data();
      if (input.memberId && existing?.uid !== caller.uid)
        throw new DomainError('not_found', 'group/not-found', GROUP_MEMBER_NOT_FOUND);
      if (!input.memberId && existing) throw new DomainError('conflict', 'group/already-joined', GROUP_ALREADY_JOINED);

      const kept = existingPrivateSnap.data();
      const finalMeasurements = measurements ?? kept?.measurements ?? null;
      const member: GroupMember = {
        uid: caller.uid,
        name: input.name,
        forSelf: existing?.forSelf ?? input.forSelf,
        choice: input.choice || (group.choices.length === 1 ? group.choices[0]! : null),
        size: group.productType === 'RTW' ? input.size : null,
        measurementsGiven: finalMeasurements !== null,
        shareWithOrganiser: input.shareWithOrganiser,
        paymentStatus: existing?.paymentStatus ?? 'unpaid',
        amountPaid: existing?.amountPaid ?? 0,
        orderId: existing?.orderId ?? null,
        paidBy: existing?.paidBy ?? null,
        joinedAt: existing?.joinedAt ?? now,
        updatedAt: now,
      };
      const details: GroupMemberPrivate = {
        email: kept?.email || caller.email || '',
        measurements: finalMeasurements,
        profileName: profile?.name ?? (measurements ? null : (kept?.profileName ?? null)),
      };
      tx.set(memberRef, member);
      tx.set(privateRef, details);
      if (!existing) tx.update(groupRef, { memberCount: FieldValue.increment(1), updatedAt: now });
      return { groupId: input.groupId, memberId, created: !existing, measurementsGiven: member.measurementsGiven };
    },
    CONTENDED_TX,
  );
};
