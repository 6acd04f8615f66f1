// Aso-ebi group rules (docs/product.md#aso-ebi-groups): the lead-time deadline, joining, and who pays a share.
import { describe, expect, it } from 'vitest';
import {
  GROUP_CLOSED,
  GROUP_DEADLINE_PASSED,
  GROUP_MEMBER_PAID,
  GROUP_NOT_YOUR_SHARE,
  GROUP_ORGANISER_PAYS,
  checkCanJoin,
  checkCanPayShare,
  checkGroupDates,
  memberOwes,
  owesWords,
  whatsappShareUrl,
} from '../groups';

const dates = { today: '2026-11-25', leadTimeDays: 14, productName: 'Bespoke Agbada Set' };

describe('checkGroupDates', () => {
  it('accepts a deadline exactly the lead time before the event', () => {
    expect(() => checkGroupDates({ ...dates, eventDate: '2026-12-20', joinDeadline: '2026-12-06' })).not.toThrow();
  });
  it('refuses a day later, saying which date to move and why', () => {
    expect(() => checkGroupDates({ ...dates, eventDate: '2026-12-20', joinDeadline: '2026-12-07' })).toThrow(
      'The last day to join must be on or before 6 Dec 2026: Bespoke Agbada Set takes 14 days to make before the event on 20 Dec 2026.',
    );
  });
  it('refuses past dates', () => {
    expect(() => checkGroupDates({ ...dates, eventDate: '2026-11-24', joinDeadline: '2026-11-20' })).toThrow(
      'The event date cannot be in the past.',
    );
    expect(() => checkGroupDates({ ...dates, eventDate: '2027-02-01', joinDeadline: '2026-11-24' })).toThrow(
      'The last day to join cannot be in the past.',
    );
  });
});

describe('checkCanJoin', () => {
  it('is open until the end of the last day to join', () => {
    expect(() => checkCanJoin({ status: 'open', joinDeadline: '2026-11-25' }, '2026-11-25')).not.toThrow();
    expect(() => checkCanJoin({ status: 'open', joinDeadline: '2026-11-25' }, '2026-11-26')).toThrow(
      GROUP_DEADLINE_PASSED,
    );
    expect(() => checkCanJoin({ status: 'closed', joinDeadline: '2026-12-25' }, '2026-11-26')).toThrow(GROUP_CLOSED);
  });
});

describe('checkCanPayShare', () => {
  const member = { uid: 'kemi', name: 'Kemi', paymentStatus: 'unpaid' as const };
  const base = { needsMeasurements: true, hasMeasurements: true };
  it('lets the member pay their own share, and the organiser pay any', () => {
    const group = { organiserUid: 'org', payMode: 'self' as const };
    expect(() => checkCanPayShare({ ...base, callerUid: 'kemi', group, member })).not.toThrow();
    expect(() => checkCanPayShare({ ...base, callerUid: 'org', group, member })).not.toThrow();
    expect(() => checkCanPayShare({ ...base, callerUid: 'someone', group, member })).toThrow(GROUP_NOT_YOUR_SHARE);
  });
  it('refuses the member when the organiser pays for all, a paid share, and a share owing measurements', () => {
    const group = { organiserUid: 'org', payMode: 'organiser' as const };
    expect(() => checkCanPayShare({ ...base, callerUid: 'kemi', group, member })).toThrow(GROUP_ORGANISER_PAYS);
    expect(() =>
      checkCanPayShare({ ...base, callerUid: 'org', group, member: { ...member, paymentStatus: 'deposit_paid' } }),
    ).toThrow(GROUP_MEMBER_PAID);
    expect(() => checkCanPayShare({ ...base, hasMeasurements: false, callerUid: 'org', group, member })).toThrow(
      'Kemi still owes measurements: add them before paying this share.',
    );
  });
});

describe('reminders', () => {
  it('says what each member owes, and builds a click-to-chat link', () => {
    const owes = memberOwes({ paymentStatus: 'deposit_paid', measurementsGiven: false }, true);
    expect(owesWords(owes)).toBe('pay your share and add your measurements');
    expect(owesWords(memberOwes({ paymentStatus: 'paid', measurementsGiven: false }, false))).toBe('');
    expect(whatsappShareUrl('Join us & pay')).toBe('https://wa.me/?text=Join%20us%20%26%20pay');
  });
});
