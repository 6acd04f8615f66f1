// Aso-ebi groups (docs/product.md#aso-ebi-groups): one fabric, many wearers, each sewn to their own measurements
// and paid for by themselves or by the organiser. Dates are Lagos days (YYYY-MM-DD), compared as strings.
import { DomainError } from '../shared/errors';
import { addDays, dayKeyWords, type DayKey } from '../shared/lagos-time';

export const GROUP_STATUSES = ['open', 'closed'] as const;
export type GroupStatus = (typeof GROUP_STATUSES)[number];
/** 'self': each member pays their own share; 'organiser': the organiser pays for everyone. */
export const GROUP_PAY_MODES = ['self', 'organiser'] as const;
export type GroupPayMode = (typeof GROUP_PAY_MODES)[number];
export const MEMBER_PAYMENT_STATUSES = ['unpaid', 'deposit_paid', 'paid'] as const;
export type MemberPaymentStatus = (typeof MEMBER_PAYMENT_STATUSES)[number];

export const PROFILE_NAME_BLANK = 'Give this set of measurements a name, such as “Me” or “Mum”.';
export const GROUP_TITLE_BLANK = 'Give the group a name, such as “Tolu & Femi’s wedding”.';
export const GROUP_EVENT_DATE_INVALID = 'Enter the event date.';
export const GROUP_DEADLINE_INVALID = 'Enter the last day to join.';
export const GROUP_DEADLINE_PAST = 'The last day to join cannot be in the past.';
export const GROUP_EVENT_PAST = 'The event date cannot be in the past.';
export const GROUP_PRODUCT_UNAVAILABLE = 'This piece cannot be ordered for a group. Choose another.';
export const GROUP_NOT_FOUND = 'This group does not exist. Check the link you were sent.';
export const GROUP_CLOSED = 'This group is closed: the organiser is no longer taking members.';
export const GROUP_DEADLINE_PASSED = 'The last day to join this group has passed.';
export const GROUP_ALREADY_JOINED = 'You have already joined this group.';
export const GROUP_MEMBER_NAME_BLANK = 'Enter the name of the person who will wear it.';
export const GROUP_ONLY_ORGANISER = 'Only the organiser can do this.';
export const GROUP_MEMBER_NOT_FOUND = 'This member is not in the group.';
export const GROUP_MEMBER_PAID = 'This share is already paid.';
export const GROUP_PAYMENT_UNDER_WAY = 'A payment for this share is already under way. Try again in a few minutes.';
export const GROUP_ORGANISER_PAYS = 'The organiser pays for everyone in this group.';
export const GROUP_NOT_YOUR_SHARE = 'You can pay only your own share, or any share if you are the organiser.';
export const GROUP_WRONG_PIECE = 'A group share is one piece of the group’s fabric and style.';
export const GROUP_SIZE_REQUIRED = 'Choose a size.';
export const GROUP_CHOICE_UNKNOWN = 'Choose one of the organiser’s styles.';
export const GROUP_PROFILE_NOT_FOUND = 'That measurement profile no longer exists. Choose another.';

/** 'The last day to join must be on or before 12 Dec 2026: Aso Oke Agbada takes 14 days to make before the event on 26 Dec 2026.' */
export function groupDeadlineTooLate(latest: DayKey, productName: string, leadDays: number, eventDate: DayKey): string {
  return `The last day to join must be on or before ${dayKeyWords(latest)}: ${productName} takes ${leadDays} day${leadDays === 1 ? '' : 's'} to make before the event on ${dayKeyWords(eventDate)}.`;
}
export const groupMeasurementsOwed = (name: string): string =>
  `${name} still owes measurements: add them before paying this share.`;

/** The last day members may join: the event date minus the piece's lead time. */
export function latestJoinDeadline(eventDate: DayKey, leadTimeDays: number): DayKey {
  return addDays(eventDate, -leadTimeDays);
}

/**
 * Creation rule: the event is today or later, the deadline is not past, and the deadline leaves the tailor the
 * product's lead time before the event. Refused with words that say which date to move.
 */
export function checkGroupDates(args: {
  eventDate: DayKey;
  joinDeadline: DayKey;
  today: DayKey;
  leadTimeDays: number;
  productName: string;
}): void {
  const { eventDate, joinDeadline, today, leadTimeDays, productName } = args;
  if (eventDate < today) throw groupRefusal(GROUP_EVENT_PAST, { eventDate: GROUP_EVENT_PAST });
  if (joinDeadline < today) throw groupRefusal(GROUP_DEADLINE_PAST, { joinDeadline: GROUP_DEADLINE_PAST });
  const latest = latestJoinDeadline(eventDate, leadTimeDays);
  if (joinDeadline > latest) {
    const message = groupDeadlineTooLate(latest, productName, leadTimeDays, eventDate);
    throw new DomainError('invalid_data', 'group/deadline-too-late', message, { joinDeadline: message });
  }
}

/** Joining: open, and not past the last day to join. */
export function checkCanJoin(group: { status: GroupStatus; joinDeadline: DayKey }, today: DayKey): void {
  if (group.status !== 'open') throw new DomainError('conflict', 'group/closed', GROUP_CLOSED);
  if (today > group.joinDeadline) throw new DomainError('conflict', 'group/closed', GROUP_DEADLINE_PASSED);
}

/**
 * Who may pay a member's share: the member who joined them (when members pay for themselves) or the organiser
 * (always, so they can pay for those who have not). A paid share is never paid twice.
 */
export function checkCanPayShare(args: {
  callerUid: string;
  group: { organiserUid: string; payMode: GroupPayMode };
  member: { uid: string; name: string; paymentStatus: MemberPaymentStatus };
  needsMeasurements: boolean;
  hasMeasurements: boolean;
}): void {
  const { callerUid, group, member } = args;
  const isOrganiser = callerUid === group.organiserUid;
  if (!isOrganiser && callerUid !== member.uid)
    throw new DomainError('not_allowed', 'group/not-allowed', GROUP_NOT_YOUR_SHARE);
  if (!isOrganiser && group.payMode === 'organiser')
    throw new DomainError('not_allowed', 'group/not-allowed', GROUP_ORGANISER_PAYS);
  if (member.paymentStatus !== 'unpaid') throw new DomainError('conflict', 'group/share-paid', GROUP_MEMBER_PAID);
  if (args.needsMeasurements && !args.hasMeasurements)
    throw new DomainError('conflict', 'group/measurements-owed', groupMeasurementsOwed(member.name));
}

/** The member's payment state after their order's payment was applied. */
export function memberPaymentStatus(order: { paymentStatus: string }): MemberPaymentStatus {
  if (order.paymentStatus === 'paid') return 'paid';
  if (order.paymentStatus === 'deposit_paid') return 'deposit_paid';
  return 'unpaid';
}

/** The organiser's page and the reminder: who still owes money or measurements. */
export function memberOwes(
  member: { paymentStatus: MemberPaymentStatus; measurementsGiven: boolean },
  needsMeasurements: boolean,
): { payment: boolean; measurements: boolean } {
  return {
    payment: member.paymentStatus !== 'paid',
    measurements: needsMeasurements && !member.measurementsGiven,
  };
}

/** Made-to-order and pre-order fabric-and-style pieces are cut to each wearer's measurements; RTW goes by size. */
export function groupNeedsMeasurements(productType: string): boolean {
  return productType !== 'RTW';
}

function groupRefusal(message: string, fields: Record<string, string>): DomainError {
  return new DomainError('invalid_data', 'input/invalid', message, fields);
}

/** The WhatsApp invitation text (share link and reminder). */
export function groupInvitation(args: { title: string; productName: string; joinDeadline: DayKey; url: string }) {
  return `You're invited to ${args.title}! We're wearing ${args.productName}. Join, add your measurements and pay your share by ${dayKeyWords(args.joinDeadline)}: ${args.url}`;
}
export function groupReminder(args: { title: string; name: string; owes: string; url: string }) {
  return `Hello ${args.name}, a reminder from ${args.title}: please ${args.owes}. ${args.url}`;
}
/** 'pay your share and add your measurements' */
export function owesWords(owes: { payment: boolean; measurements: boolean }): string {
  const parts = [owes.payment ? 'pay your share' : null, owes.measurements ? 'add your measurements' : null].filter(
    (p): p is string => p !== null,
  );
  return parts.join(' and ');
}
/** https://wa.me/?text=… (click-to-chat with a prefilled message, no number: the sender picks the chat). */
export function whatsappShareUrl(text: string, phone?: string): string {
  const digits = phone ? phone.replace(/\D/g, '') : '';
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}
