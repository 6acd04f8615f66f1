// setReferralCode: codes unique among customers, enforced in one transaction with referralCodes/{CODE}.
import { REFERRAL_CODE_IN_USE } from '@aso/domain';
import { describe, expect, it } from 'vitest';
import { makeStaffUser } from '../../../test/auth';
import { call, callOk } from '../../../test/callables';
import { db } from '../../../test/factories';

import { makeCustomer, readCodeOwner, readCustomer, uniqueCode } from '../../../test/factories';
import type { SetReferralCodeResult } from '@aso/domain/contract';

describe('setReferralCode', () => {
  it('gives a customer a code (trimmed, upper-cased), changes it and clears it, moving the index with it', async () => {
    const staff = await makeStaffUser('staff');
    const customer = await makeCustomer({ name: 'Ada Obi' });
    const first = uniqueCode('ADA');

    const set = await callOk<SetReferralCodeResult>(
      'setReferralCode',
      { customerId: customer.id, code: ` ${first.toLowerCase()} ` },
      staff.idToken,
    );
    expect(set).toEqual({ customerId: customer.id, code: first, previousCode: null });
    expect((await readCustomer(customer.id))?.referralCode).toBe(first);
    expect(await readCodeOwner(first)).toBe(customer.id);

    const second = uniqueCode('OBI');
    await callOk('setReferralCode', { customerId: customer.id, code: second }, staff.idToken);
    expect((await readCustomer(customer.id))?.referralCode).toBe(second);
    expect(await readCodeOwner(second)).toBe(customer.id);
    expect(await readCodeOwner(first)).toBeNull();

    // Saving the same code again changes nothing.
    expect(await callOk('setReferralCode', { customerId: customer.id, code: second }, staff.idToken)).toEqual({
      customerId: customer.id,
      code: second,
      previousCode: second,
    });

    const cleared = await callOk<SetReferralCodeResult>(
      'setReferralCode',
      { customerId: customer.id, code: '   ' },
      staff.idToken,
    );
    expect(cleared).toEqual({ customerId: customer.id, code: null, previousCode: second });
    expect((await readCustomer(customer.id))?.referralCode).toBeNull();
    expect(await readCodeOwner(second)).toBeNull();
  });

  it("refuses another customer's code — from the index, from an older customer record, or from their referral history", async () => {
    const admin = await makeStaffUser('admin');
    const taken = uniqueCode('TAKEN');
    const owner = await makeCustomer({ referralCode: taken });
    const legacy = uniqueCode('OLD');
    await makeCustomer({ referralCode: legacy, index: false });
    const historic = uniqueCode('HIST');
    await db().doc(`referralStats/${historic}`).set({
      customerId: owner.id,
      customerName: 'x',
      customerEmail: '',
      customerPhone: '',
      referredCount: 1,
      revenue: 1000,
      discountGiven: 0,
      totalRewardAccrued: 0,
      lastRedemptionAt: new Date(),
    });
    const mine = uniqueCode('MINE');
    const customer = await makeCustomer({ referralCode: mine });

    for (const code of [taken, legacy, historic]) {
      const refused = await call('setReferralCode', { customerId: customer.id, code }, admin.idToken);
      expect(refused).toMatchObject({ ok: false, status: 'FAILED_PRECONDITION', message: REFERRAL_CODE_IN_USE });
      expect(refused.ok || refused.details).toMatchObject({
        kind: 'conflict',
        code: 'referral/in-use',
        fields: { code: REFERRAL_CODE_IN_USE },
      });
    }
    // Nothing moved: the customer keeps their code, the owner theirs.
    expect((await readCustomer(customer.id))?.referralCode).toBe(mine);
    expect(await readCodeOwner(mine)).toBe(customer.id);
    expect(await readCodeOwner(taken)).toBe(owner.id);
    expect(await readCodeOwner(legacy)).toBeNull();
  });

  it('two staff giving one new code to two customers at the same moment: exactly one gets it', async () => {
    const [staffA, staffB] = await Promise.all([makeStaffUser('staff'), makeStaffUser('staff')]);
    const customers = await Promise.all([makeCustomer(), makeCustomer(), makeCustomer(), makeCustomer()]);
    const code = uniqueCode('RACE');
    const results = await Promise.all(
      customers.map((c, i) =>
        call('setReferralCode', { customerId: c.id, code }, (i % 2 === 0 ? staffA : staffB).idToken),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    for (const r of results.filter((x) => !x.ok))
      expect(r).toMatchObject({ status: 'FAILED_PRECONDITION', message: REFERRAL_CODE_IN_USE });
    const holders = (await Promise.all(customers.map((c) => readCustomer(c.id)))).filter(
      (c) => c?.referralCode === code,
    );
    expect(holders).toHaveLength(1);
    const winner = customers[results.findIndex((r) => r.ok)]!;
    expect(await readCodeOwner(code)).toBe(winner.id);
  });

  it('refuses malformed codes and unknown customers, changing nothing (who may set one: who-may-call.test.ts)', async () => {
    const staff = await makeStaffUser('staff');
    const customer = await makeCustomer();
    const code = uniqueCode('NOPE');

    for (const bad of [
      { customerId: customer.id, code: 'A B' },
      { customerId: customer.id, code: 'AB' },
      { customerId: customer.id, code: 'X'.repeat(21) },
      { customerId: customer.id },
      { customerId: customer.id, code, role: 'x' },
    ]) {
      const refused = await call('setReferralCode', bad, staff.idToken);
      expect(refused, JSON.stringify(bad)).toMatchObject({ ok: false, status: 'INVALID_ARGUMENT' });
    }
    const format = await call('setReferralCode', { customerId: customer.id, code: 'A B' }, staff.idToken);
    expect(format.ok || format.details).toMatchObject({ fields: { code: 'Use 3 to 20 letters, digits or dashes.' } });
    expect(await call('setReferralCode', { customerId: 'no-such-customer', code }, staff.idToken)).toMatchObject({
      ok: false,
      status: 'NOT_FOUND',
    });
    expect((await readCustomer(customer.id))?.referralCode).toBeNull();
    expect(await readCodeOwner(code)).toBeNull();
  });
});
