/**
 * remindGroupMembers (the organiser, or staff): one mail per member who still owes their share or measurements,
 * queued in `mail` in the Trigger Email format. Emails are in the members' private part, which the organiser cannot
 * read; the function reads them. Ids are per member and day, so pressing the button twice a day sends one mail.
 */
import {
  DomainError,
  GROUP_NOT_FOUND,
  GROUP_ONLY_ORGANISER,
  escapeHtml,
  groupNeedsMeasurements,
  groupReminder,
  lagosDayKey,
  memberOwes,
  owesWords,
} from '@aso/domain';
import type { RemindGroupResult } from '@aso/domain/contract';
import { hasRole, type Caller } from '../lib/callable';
import { siteUrl } from '../lib/config';
import { groupDoc, groupMemberPrivateDoc, groupMembersCol, mailCol } from '../lib/collections';
import type { Deps } from '../lib/deps';

/** The group's page for links in mails (the shop's `SITE_URL`); without it the mail gives the path. */
export const groupLink = (groupId: string): string => `${siteUrl()}/groups/${groupId}`;

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
  const details = await db.getAll(...owing.map((m) => groupMemberPrivateDoc(db, input.groupId, m.id)));
  const day = lagosDayKey(deps.clock());
  const batch = db.batch();
  let queued = 0;
  owing.forEach((m, i) => {
    const email = details[i]?.get('email') as string | undefined;
    if (!email) return;
    const member = m.data();
    const text = groupReminder({
      title: group.title,
      name: member.name,
      owes: owesWords(memberOwes(member, needsMeasurements)),
      url: groupLink(input.groupId),
    });
    batch.set(mailCol(db).doc(`group-reminder-${input.groupId}-${m.id}-${day}`), {
      to: email,
      message: { subject: `Reminder: ${group.title}`, text, html: `<p>${escapeHtml(text)}</p>` },
    });
    queued += 1;
  });
  if (queued > 0) await batch.commit();
  return { groupId: input.groupId, mailsQueued: queued };
}
