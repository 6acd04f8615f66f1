// claimReferralCode: a customer who has paid for an order has a referral code to share — made the first time they
// look, from their name, unique among customers, once however often or concurrently they ask; none before a paid
// order; a code staff gave is kept, and one staff cleared is not made again.
import { randomUUID } from 'node:crypto';
import { NOT_SIGNED_IN } from '@aso/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { makeStaffUser, makeUser } from '../../../test/auth';
import { call, callOk } from '../../../test/callables';
import { customerData, db, patchSettings, readCodeOwner, testDeps, uniqueCode } from '../../../test/factories';
import type { ClaimReferralCodeResult } from '@aso/domain/contract';
import { handleClaimReferralCode } from '../claim-referral-code';

const restores: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const restore of restores.reverse()) await restore();
});

/** A signed-in customer with their record: `orderCount` paid orders, and the code staff gave them, if any. */
async function customerWith(orderCount: number, name = 'Kemi Adetiba', referralCode: string | null = null) {
  const user = await makeUser('referrer');
  await db()
    .doc(`customers/${user.uid}`)
    .set(customerData({ userId: user.uid, email: user.email, name, orderCount, referralCode }));
  if (referralCode) await db().doc(`referralCodes/${referralCode}`).set({ customerId: user.uid });
  return user;
}

const codeOf = async (uid: string): Promise<unknown> => (await db().doc(`customers/${uid}`).get()).get('referralCode');

describe('claimReferralCode', () => {
  it('gives a customer with a paid order a code from their name, with the discount a friend gets, once', async () => {
    restores.push(await patchSettings({ referral: { discountPercent: 5, rewardPercent: 10 } }));
    const kemi = await customerWith(4);
    const first = await callOk<ClaimReferralCodeResult>('claimReferralCode', {}, kemi.idToken);
    expect(first.code).toMatch(/^KEMIAD-[A-Z0-9]{4}$/);
    expect(first.discountPercent).toBe(5);
    expect(await codeOf(kemi.uid)).toBe(first.code);
    expect(await readCodeOwner(first.code!)).toBe(kemi.uid);
    // Asking again (another tab, the next visit) answers the same code and makes no other.
    expect(await callOk('claimReferralCode', {}, kemi.idToken)).toEqual(first);
    const owned = await db().collection('referralCodes').where('customerId', '==', kemi.uid).get();
    expect(owned.size).toBe(1);
  });

  it('two pages asking at once get one code between them', async () => {
    const tolu = await customerWith(1, 'Tolu Bello');
    const answers = await Promise.all(
      [1, 2, 3].map(() => callOk<ClaimReferralCodeResult>('claimReferralCode', {}, tolu.idToken)),
    );
    expect(new Set(answers.map((a) => a.code)).size).toBe(1);
    const owned = await db().collection('referralCodes').where('customerId', '==', tolu.uid).get();
    expect(owned.docs.map((d) => d.id)).toEqual([answers[0]!.code]);
  });

  it('has no code for a customer before their first paid order, and writes nothing', async () => {
    const fresh = await customerWith(0);
    expect(await callOk<ClaimReferralCodeResult>('claimReferralCode', {}, fresh.idToken)).toMatchObject({
      code: null,
    });
    expect(await codeOf(fresh.uid)).toBeNull();
    // A signed-in account whose record is not made yet has none either.
    const unknown = await makeUser('norecord');
    expect(await callOk<ClaimReferralCodeResult>('claimReferralCode', {}, unknown.idToken)).toMatchObject({
      code: null,
    });
    expect((await db().doc(`customers/${unknown.uid}`).get()).exists).toBe(false);
  });

  it('keeps the code staff gave, even before a paid order', async () => {
    const given = uniqueCode('VIP');
    const vip = await customerWith(0, 'Ngozi Eze', given);
    expect(await callOk<ClaimReferralCodeResult>('claimReferralCode', {}, vip.idToken)).toMatchObject({ code: given });
  });

  it('makes no new code for a customer whose code staff cleared, until staff give one again', async () => {
    const staff = await makeStaffUser('staff');
    const given = uniqueCode('BOLA');
    const bola = await customerWith(3, 'Bola Ade', given);
    await callOk('setReferralCode', { customerId: bola.uid, code: '' }, staff.idToken);
    expect(await callOk<ClaimReferralCodeResult>('claimReferralCode', {}, bola.idToken)).toMatchObject({ code: null });
    expect(await codeOf(bola.uid)).toBeNull();
    const owned = await db().collection('referralCodes').where('customerId', '==', bola.uid).get();
    expect(owned.size).toBe(0);

    const again = uniqueCode('BOLA');
    await callOk('setReferralCode', { customerId: bola.uid, code: again }, staff.idToken);
    expect(await callOk<ClaimReferralCodeResult>('claimReferralCode', {}, bola.idToken)).toMatchObject({ code: again });
    expect((await db().doc(`customers/${bola.uid}`).get()).get('referralCodeWithdrawn')).toBe(false);
  });

  it("steps past a generated code someone else holds, so it never takes another customer's", async () => {
    const stem = `Z${randomUUID().replace(/-/g, '').slice(0, 5).toUpperCase()}`;
    const ada = await customerWith(2, stem);
    // The first draw gives {stem}-AAAA: make it someone else's.
    const taken = `${stem}-AAAA`;
    await db().doc(`referralCodes/${taken}`).set({ customerId: 'someone-else' });
    const draws = [0, 0, 0, 0, 0.99, 0.99, 0.99, 0.99];
    let i = 0;
    const deps = { ...testDeps(), random: () => draws[i++ % draws.length]! };
    const answer = await handleClaimReferralCode(deps, { uid: ada.uid, email: ada.email, role: 'customer' }, {});
    expect(answer.code).toBe(`${stem}-9999`);
    expect(await readCodeOwner(taken)).toBe('someone-else');
    expect(await readCodeOwner(`${stem}-9999`)).toBe(ada.uid);
  });

  it('asks for a sign-in first', async () => {
    expect(await call('claimReferralCode', {}, null)).toMatchObject({ ok: false, message: NOT_SIGNED_IN });
  });
});
