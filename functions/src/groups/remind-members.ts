/**
 * remindGroupMembers (the organiser, or staff): one mail per member who still owes their share or measurements,
 * queued in `mail` in the Trigger Email format and branded like the receipt (domain groupReminderMail: what is owed,
 * the piece, the event, the last day and the group's link). Emails are in the members' private part, which the
 * organiser cannot read; the function reads them. Ids are per member and day, so pressing the button twice a day
 * sends one mail.
 */
import {
  DomainError,
  GROUP_NOT_FOUND,
  GROUP_ONLY_ORGANISER,
  groupNeedsMeasurements,
  groupReminderMail,
  lagosDayKey,
  mailBrand,
  memberOwes,
} from '@aso/domain';
import type { RemindGroupResult } from '@aso/domain/contract';
import { hasRole, type Caller } from '../lib/callable';
import { siteUrl } from '../lib/config';
import { groupDoc, groupMemberPrivateDoc, groupMembersCol, mailCol } from '../lib/collections';
import type { Deps } from '../lib/deps';
import { readSettings } from '../lib/settings';

export async function handleRemindGroupMembers(
  deps: Pick<Deps, 'db' | 'clock'>,
  caller: Caller,
  input: { groupId: string },
): Promise<RemindGroupResult> {
  const { db } = deps;
  const group = (await groupDoc(db, input.groupId).get()).data();
  if (!group) throw new DomainError('not_found', 'group/not-found', GROUP_NOT_FOUND);
  if (group.organiserUid !== caller.uid && !hasRole(caller.role, 'staff'))
    throw new DomainError('not_allowed', 'group/not-allowed', GROUP_ONLY_ORGANISER);
  const members = await groupMembersCol(db, input.groupId).get();
  const needsMeasurements = groupNeedsMeasurements(group.productType);
  const owing = members.docs.filter((m) => {
    const owes = memberOwes(m.data(), needsMeasurements);
    return owes.payment || owes.measurements;
  });
  if (owing.length === 0) return { groupId: input.groupId, mailsQueued: 0 };
  const [details, settings] = await Promise.all([
    db.getAll(...owing.map((m) => groupMemberPrivateDoc(db, input.groupId, m.id))),
    readSettings(db),
  ]);
  const brand = mailBrand(settings.branding, siteUrl());
  const day = lagosDayKey(deps.clock());
  const batch = db.batch();
  let queued = 0;
  owing.forEach((m, i) => {
    const email = details[i]?.get('email') as string | undefined;
    if (!email) return;
    const member = m.data();
    const owes = memberOwes(member, needsMeasurements);
    const payment = !owes.payment ? 'none' : member.paymentStatus === 'deposit_paid' ? 'balance' : 'share';
    batch.set(
      mailCol(db).doc(`group-reminder-${input.groupId}-${m.id}-${day}`),
      groupReminderMail(
        {
          to: email,
          group: { id: input.groupId, ...group },
          member,
          owes: { payment, measurements: owes.measurements },
          today: day,
        },
        brand,
      ),
    );
    queued += 1;
  });
  if (queued > 0) await batch.commit();
  return { groupId: input.groupId, mailsQueued: queued };
}
