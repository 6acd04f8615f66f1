// checkReferralCode: the cart checks a code when it is applied — valid codes give the settings' discount, unknown
// codes and a customer's own code are refused with the checkout's words, and the answer names no owner.
import { REFERRAL_OWN_CODE, REFERRAL_UNKNOWN } from '@aso/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/auth';
import { call, callOk } from '../../../test/callables';
import { db, patchSettings } from '../../../test/factories';
import { customerData, makeCustomer, uniqueCode } from '../../../test/factories';
import type { CheckReferralCodeResult } from '@aso/domain/contract';

const restores: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const restore of restores.reverse()) await restore();
});

describe('checkReferralCode', () => {
  it("accepts someone else's code (trimmed, upper-cased) with the discount percent only, signed in or not", async () => {
    restores.push(await patchSettings({ referral: { discountPercent: 10, rewardPercent: 5 } }));
    const code = uniqueCode('ADA');
    await makeCustomer({ name: 'Ada Obi', referralCode: code });
    const buyer = await makeUser('buyer');

    const signedIn = await callOk<CheckReferralCodeResult>(
      'checkReferralCode',
      { code: ` ${code.toLowerCase()} ` },
      buyer.idToken,
    );
    expect(signedIn).toEqual({ code, discountPercent: 10 });
    const guest = await call<CheckReferralCodeResult>('checkReferralCode', { code }, null);
    expect(guest).toEqual({ ok: true, data: { code, discountPercent: 10 } });
  });

  it('refuses an unknown code, a blank one and the customer’s own code with a clear message', async () => {
    const buyer = await makeUser('owner');
    const mine = uniqueCode('MINE');
    // The buyer's own customer record (customers/{uid}) carries the code, as the CRM writes it.
    await db()
      .doc(`customers/${buyer.uid}`)
      .set(customerData({ userId: buyer.uid, name: 'Own Code', email: buyer.email, referralCode: mine }));
    await db().doc(`referralCodes/${mine}`).set({ customerId: buyer.uid });

    const unknown = await call('checkReferralCode', { code: uniqueCode('NOPE') }, null);
    expect(unknown).toMatchObject({ ok: false, status: 'INVALID_ARGUMENT', message: REFERRAL_UNKNOWN });
    expect(unknown.ok || unknown.details).toMatchObject({ fields: { referralCode: REFERRAL_UNKNOWN } });
    const blank = await call('checkReferralCode', { code: '   ' }, null);
    expect(blank).toMatchObject({ ok: false, status: 'INVALID_ARGUMENT', message: REFERRAL_UNKNOWN });
    const own = await call('checkReferralCode', { code: mine }, buyer.idToken);
    expect(own).toMatchObject({ ok: false, status: 'INVALID_ARGUMENT', message: REFERRAL_OWN_CODE });
  });
});
