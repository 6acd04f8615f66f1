/** closeGroup: the organiser (or staff) stops taking members; shares can still be paid after closing. */
import { DomainError, GROUP_NOT_FOUND, GROUP_ONLY_ORGANISER } from '@aso/domain';
import { runTransaction } from '../lib/transactions';
import type { CloseGroupResult } from '@aso/domain/contract';
import { hasRole, type Caller } from '../lib/callable';
import { groupDoc } from '../lib/collections';
import type { Deps } from '../lib/deps';

export async function handleCloseGroup(
  deps: Pick<Deps, 'db' | 'clock'>,
  caller: Caller,
  input: { groupId: string },
): Promise<CloseGroupResult> {
  const ref = groupDoc(deps.db, input.groupId);
  return runTransaction(deps.db, async (tx) => {
    const group = (await tx.get(ref)).data();
    if (!group) throw new DomainError('not_found', 'group/not-found', GROUP_NOT_FOUND);
    if (group.organiserUid !== caller.uid && !hasRole(caller.role, 'staff'))
      throw new DomainError('not_allowed', 'group/not-allowed', GROUP_ONLY_ORGANISER);
    if (group.status === 'closed') return { groupId: ref.id, closed: false };
    const now = deps.clock();
    tx.update(ref, { status: 'closed', closedAt: now, updatedAt: now });
    return { groupId: ref.id, closed: true };
  });
}
