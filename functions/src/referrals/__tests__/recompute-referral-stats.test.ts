// recomputeReferralStats: rebuilds referralStats from the paid referred orders; admins only.
import { referralStatsSchema } from '@aso/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { parseDoc } from '../../lib/converters';
import { makeStaffUser } from '../../../test/auth';
import { call, callOk } from '../../../test/callables';
import { db, patchSettings } from '../../../test/factories';

import { makeCustomer, makeReferredOrder, uniqueCode } from '../../../test/factories';
import type { RecomputeReferralStatsResult } from '@aso/domain/contract';

const readStats = async (code: string) => parseDoc(referralStatsSchema, await db().doc(`referralStats/${code}`).get());

const restores: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (restores.length) await restores.pop()!();
});

describe('recomputeReferralStats', () => {
  it('rebuilds a code from its paid orders, overwriting drifted figures and deleting stale documents', async () => {
    restores.push(await patchSettings({ referral: { discountPercent: 5, rewardPercent: 10 } }));
    const admin = await makeStaffUser('admin');
    const code = uniqueCode('RE');
    const owner = await makeCustomer({ name: 'Ngozi Eze', referralCode: code });
    const lastPaid = new Date(Date.now() - 60_000);
    await makeReferredOrder({ code, paymentStatus: 'paid', amountPaid: 20_000, discount: 1_000 });
    await makeReferredOrder({
      code,
      paymentStatus: 'deposit_paid',
      amountPaid: 12_345,
      discount: 500,
      paidAt: lastPaid,
    });
    await makeReferredOrder({ code, paymentStatus: 'unpaid', amountPaid: 8_000, discount: 400 });
    await makeReferredOrder({ code, paymentStatus: 'paid', status: 'cancelled', amountPaid: 9_000, discount: 450 });
    // Figures that drifted, and a code whose only order was refunded.
    await db().doc(`referralStats/${code}`).set({
      customerId: owner.id,
      customerName: 'Old',
      customerEmail: '',
      customerPhone: '',
      referredCount: 99,
      revenue: 1,
      discountGiven: 0,
      totalRewardAccrued: 0,
      lastRedemptionAt: null,
    });
    const refundedCode = uniqueCode('GONE');
    await makeCustomer({ referralCode: refundedCode });
    await makeReferredOrder({ code: refundedCode, paymentStatus: 'refunded', amountPaid: 5_000, discount: 250 });
    await db().doc(`referralStats/${refundedCode}`).set({ customerId: 'x', referredCount: 1, revenue: 5_000 });

    const result = await callOk<RecomputeReferralStatsResult>('recomputeReferralStats', {}, admin.idToken);
    expect(result.codes).toBeGreaterThanOrEqual(1);
    expect(result.orders).toBeGreaterThanOrEqual(5);
    expect(result.removed).toBeGreaterThanOrEqual(1);

    expect(await readStats(code)).toEqual({
      customerId: owner.id,
      customerName: 'Ngozi Eze',
      customerEmail: owner.email,
      customerPhone: '+2348011111111',
      referredCount: 2,
      revenue: 32_345,
      discountGiven: 1_500,
      totalRewardAccrued: 2_000 + 1_235,
      lastRedemptionAt: lastPaid,
    });
    expect((await db().doc(`referralStats/${refundedCode}`).get()).exists).toBe(false);
  });

  it('input must be empty, and a refused input changes nothing', async () => {
    const code = uniqueCode('KEEP');
    await makeCustomer({ referralCode: code });
    await db().doc(`referralStats/${code}`).set({ customerId: 'c', referredCount: 7, revenue: 7 });
    const admin = await makeStaffUser('admin');
    expect(await call('recomputeReferralStats', { all: true }, admin.idToken)).toMatchObject({
      ok: false,
      status: 'INVALID_ARGUMENT',
    });
    // None of the refusals touched the (deliberately wrong) document.
    expect((await db().doc(`referralStats/${code}`).get()).get('referredCount')).toBe(7);
  });
});
