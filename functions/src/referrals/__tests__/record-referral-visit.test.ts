// recordReferralVisit: a visit through a `?ref=` link adds one to the code's counter for the Lagos day; unknown
// codes add nothing, and one client address adds at most REFERRAL_VISITS_PER_ADDRESS_PER_DAY a day.
import { REFERRAL_UNKNOWN, REFERRAL_VISITS_PER_ADDRESS_PER_DAY, referralVisitsId } from '@aso/domain';
import { describe, expect, it } from 'vitest';
import { call } from '../../../test/callables';
import { db, testId } from '../../../test/factories';
import { handleRecordReferralVisit } from '../record-referral-visit';
import { makeCustomer, uniqueCode } from '../../../test/factories';

// 23:30 UTC on 24 Nov is 00:30 on 25 Nov in Lagos (UTC+1): the visit counts on the Lagos day.
const clock = () => new Date('2026-11-24T23:30:00Z');
const visits = async (code: string) =>
  (
    await db()
      .doc(`referralVisits/${referralVisitsId(code, '2026-11-25')}`)
      .get()
  ).get('visits') as number | undefined;

describe('recordReferralVisit', () => {
  it("counts visits on the code's counter for the Lagos day, and nothing for an unknown code", async () => {
    const code = uniqueCode('VISIT');
    await makeCustomer({ name: 'Visit Counter', referralCode: code });
    const caller = { uid: null, ip: `visitor-${testId('ip')}` };
    expect(await handleRecordReferralVisit({ db: db(), clock }, caller, { code })).toEqual({ counted: true });
    expect(await handleRecordReferralVisit({ db: db(), clock }, caller, { code })).toEqual({ counted: true });
    expect(await visits(code)).toBe(2);

    const unknown = uniqueCode('NOPE');
    expect(await handleRecordReferralVisit({ db: db(), clock }, caller, { code: unknown })).toEqual({ counted: false });
    expect(
      (
        await db()
          .doc(`referralVisits/${referralVisitsId(unknown, '2026-11-25')}`)
          .get()
      ).exists,
    ).toBe(false);
  });

  it('stops counting one address after the daily limit, while another address still counts', async () => {
    const code = uniqueCode('BURST');
    await makeCustomer({ name: 'Burst Counter', referralCode: code });
    const noisy = { uid: null, ip: `noisy-${testId('ip')}` };
    for (let i = 0; i < REFERRAL_VISITS_PER_ADDRESS_PER_DAY; i++)
      await handleRecordReferralVisit({ db: db(), clock }, noisy, { code });
    expect(await handleRecordReferralVisit({ db: db(), clock }, noisy, { code })).toEqual({ counted: false });
    expect(await visits(code)).toBe(REFERRAL_VISITS_PER_ADDRESS_PER_DAY);
    await handleRecordReferralVisit({ db: db(), clock }, { uid: null, ip: `quiet-${testId('ip')}` }, { code });
    expect(await visits(code)).toBe(REFERRAL_VISITS_PER_ADDRESS_PER_DAY + 1);
  });

  it('refuses a blank code at the callable with a clear message', async () => {
    const answer = await call('recordReferralVisit', { code: '' }, null);
    expect(answer).toMatchObject({ ok: false, status: 'INVALID_ARGUMENT', message: REFERRAL_UNKNOWN });
  });
});
