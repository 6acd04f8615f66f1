// Back office → Promotions through its callables (docs/product.md#promotions): only an admin — or staff when
// Settings allow it — creates, changes, pauses and ends a promotion; what only Firestore knows is refused beside its
// field in words (a code already in use or a customer's referral code, a piece no longer in the catalogue, a zone
// the shop does not ship to, a cap below the uses taken); a sale's public part follows its status.
import {
  PROMOTION_CODE_IS_REFERRAL,
  PROMOTION_LIMIT_FIXED_AFTER_USE,
  codeHeldUp,
  PROMOTION_ENDED_FINAL,
  PROMOTION_PIECE_UNKNOWN,
  PROMOTION_ZONE_UNKNOWN,
  PROMOTIONS_ADMIN_ONLY,
  promotionCodeInUse,
  promotionUsesBelowTaken,
} from '@aso/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeStaffUser, makeUser, type TestUser } from '../../../test/auth';
import { call, callOk } from '../../../test/callables';
import {
  db,
  makeCode,
  makeProduct,
  makeReferrer,
  patchSettings,
  readOrder,
  readPromotion,
  readSlots,
  testId,
} from '../../../test/factories';
import { startCheckoutAs, tryStartCheckoutAs } from '../../../test/checkout';
import type { SavePromotionResult, SetPromotionStatusResult } from '@aso/domain/contract';

let staff: TestUser;
let admin: TestUser;
beforeAll(async () => {
  [staff, admin] = await Promise.all([makeStaffUser('staff'), makeStaffUser('admin')]);
});

const sale = (productId: string, over: Record<string, unknown> = {}) => ({
  kind: 'sale',
  name: `Sallah ${testId('s')}`,
  percent: 20,
  scope: { productIds: [productId] },
  startsAt: '2026-01-01T00:00',
  endsAt: '2099-12-31T23:59',
  ...over,
});
/** A stored code as the form sends it again. */
const codeInput = (code: { id: string; name: string; code: string }) => ({
  id: code.id,
  kind: 'code',
  name: code.name,
  code: code.code,
  offer: 'percent',
  percent: 10,
  everything: true,
});
const publicPart = async (id: string) => (await db().doc(`publicPromotions/${id}`).get()).data();

describe('who may change promotions', () => {
  it('staff are refused with who may, an admin saves; staff too once Settings allow', async () => {
    const product = await makeProduct();
    const payload = sale(product.id);
    expect(await call('savePromotion', payload, staff.idToken)).toMatchObject({
      ok: false,
      status: 'PERMISSION_DENIED',
      message: PROMOTIONS_ADMIN_ONLY,
    });
    const saved = await callOk<SavePromotionResult>('savePromotion', payload, admin.idToken);
    expect(saved.created).toBe(true);
    expect(await call('setPromotionStatus', { id: saved.promotionId, status: 'paused' }, staff.idToken)).toMatchObject({
      ok: false,
      message: PROMOTIONS_ADMIN_ONLY,
    });
    const restore = await patchSettings({ promotions: { staffMayManage: true } });
    try {
      expect(
        await callOk<SetPromotionStatusResult>(
          'setPromotionStatus',
          { id: saved.promotionId, status: 'paused' },
          staff.idToken,
        ),
      ).toEqual({ promotionId: saved.promotionId, status: 'paused', changed: true });
      expect((await callOk<SavePromotionResult>('savePromotion', sale(product.id), staff.idToken)).created).toBe(true);
    } finally {
      await restore();
    }
  });
});

describe('savePromotion', () => {
  it('stores a sale with its Lagos window and its public part; editing keeps what it did', async () => {
    const product = await makeProduct();
    const { promotionId } = await callOk<SavePromotionResult>('savePromotion', sale(product.id), admin.idToken);
    const stored = await readPromotion(promotionId);
    expect(stored).toMatchObject({ kind: 'sale', percent: 20, status: 'active', uses: 0, createdBy: admin.uid });
    expect(stored?.startsAt?.toISOString()).toBe('2025-12-31T23:00:00.000Z');
    expect(await publicPart(promotionId)).toMatchObject({ kind: 'sale', percent: 20 });
    // Nothing about a code, nor who made it, is public.
    expect(Object.keys((await publicPart(promotionId)) ?? {}).sort()).toEqual(
      ['endsAt', 'kind', 'name', 'percent', 'scope', 'startsAt', 'zones'].sort(),
    );
    await callOk('savePromotion', { ...sale(product.id), id: promotionId, percent: 25 }, admin.idToken);
    expect(await readPromotion(promotionId)).toMatchObject({ percent: 25, createdBy: admin.uid });
    expect(await publicPart(promotionId)).toMatchObject({ percent: 25 });
  });

  it('refuses a 120 % sale and an end before its start beside the fields, changing nothing', async () => {
    const product = await makeProduct();
    const refused = await call(
      'savePromotion',
      sale(product.id, { percent: 120, startsAt: '2026-12-10T09:00', endsAt: '2026-12-01T09:00' }),
      admin.idToken,
    );
    expect(refused).toMatchObject({
      ok: false,
      status: 'INVALID_ARGUMENT',
      details: {
        fields: { percent: 'Enter a percentage from 1 to 90.', endsAt: 'The end must be after the start.' },
      },
    });
  });

  it('a code is unique among promotions and is never a customer’s referral code', async () => {
    const taken = await makeCode({ name: 'Amaka’s first order' });
    const clash = await call(
      'savePromotion',
      { kind: 'code', name: 'Copy', code: taken.code.toLowerCase(), offer: 'percent', percent: 5, everything: true },
      admin.idToken,
    );
    expect(clash).toMatchObject({
      ok: false,
      message: promotionCodeInUse('Amaka’s first order'),
      details: { code: 'promotion/code-in-use', fields: { code: promotionCodeInUse('Amaka’s first order') } },
    });
    const referrer = await makeReferrer();
    expect(
      await call(
        'savePromotion',
        { kind: 'code', name: 'Copy', code: referrer.code, offer: 'percent', percent: 5, everything: true },
        admin.idToken,
      ),
    ).toMatchObject({ ok: false, details: { fields: { code: PROMOTION_CODE_IS_REFERRAL } } });
    // Its own code, saved again, is not a clash; a renamed code frees the old one.
    await callOk(
      'savePromotion',
      {
        id: taken.id,
        kind: 'code',
        name: 'Amaka’s first order',
        code: taken.code,
        offer: 'percent',
        percent: 12,
        everything: true,
      },
      admin.idToken,
    );
    const renamed = `${taken.code}X`;
    await callOk(
      'savePromotion',
      {
        id: taken.id,
        kind: 'code',
        name: 'Amaka’s first order',
        code: renamed,
        offer: 'percent',
        percent: 12,
        everything: true,
      },
      admin.idToken,
    );
    expect((await db().doc(`promotionCodes/${taken.code}`).get()).exists).toBe(false);
    expect((await db().doc(`promotionCodes/${renamed}`).get()).data()).toEqual({ promotionId: taken.id });
    // And a staff member cannot give a customer a discount code as a referral code.
    const customerId = testId('cust');
    await db().doc(`customers/${customerId}`).set({
      userId: null,
      name: 'Walk-in',
      email: '',
      phone: '',
      city: '',
      tags: [],
      referralCode: null,
      lifetimeValue: 0,
      orderCount: 0,
      lastOrderAt: null,
      createdAt: new Date(),
    });
    expect(await call('setReferralCode', { customerId, code: renamed }, staff.idToken)).toMatchObject({
      ok: false,
      message: 'That referral code is already in use.',
    });
  });

  it('refuses a piece no longer in the catalogue, a zone the shop does not ship to, a cap below the uses taken', async () => {
    expect(await call('savePromotion', sale('no-such-piece'), admin.idToken)).toMatchObject({
      ok: false,
      details: { fields: { 'scope.productIds': PROMOTION_PIECE_UNKNOWN } },
    });
    expect(
      await call('savePromotion', { kind: 'delivery', name: 'Free to Kano', zones: { KANO: 50000 } }, admin.idToken),
    ).toMatchObject({ ok: false, details: { fields: { 'zones.KANO': PROMOTION_ZONE_UNKNOWN } } });
    const used = await makeCode({ maxUses: 100, uses: 12, held: 3 });
    expect(
      await call(
        'savePromotion',
        {
          id: used.id,
          kind: 'code',
          name: used.name,
          code: used.code,
          offer: 'percent',
          percent: 10,
          everything: true,
          maxUses: 14,
        },
        admin.idToken,
      ),
    ).toMatchObject({ ok: false, details: { fields: { maxUses: promotionUsesBelowTaken(15, 3) } } });
    // A code used without a limit keeps none (its uses have no use slots to count against one).
    const open = await makeCode({ maxUses: null, uses: 4 });
    expect(await call('savePromotion', { ...codeInput(open), maxUses: 50 }, admin.idToken)).toMatchObject({
      ok: false,
      details: { fields: { maxUses: PROMOTION_LIMIT_FIXED_AFTER_USE } },
    });
  });

  it('a lower limit moves the uses taken above it below it; a checkout awaiting payment follows its use', async () => {
    const shirt = await makeProduct({ stock: { M: 9 } });
    const code = await makeCode({ maxUses: 40, uses: 0 });
    const buyer = await makeUser('buyer');
    const started = await startCheckoutAs(buyer, [{ productId: shirt.id, size: 'M', qty: 1 }], {
      discountCode: code.code,
    });
    // Put the checkout's use at the top of the range, and a paid one just below it, as random picks may.
    const held = (await readOrder(started.orderId))!.codeUse!.slot!;
    await db().doc(`promotions/${code.id}/useSlots/${held}`).delete();
    await db()
      .doc(`promotions/${code.id}/useSlots/39`)
      .set({ k: 39, orderId: started.orderId, uid: buyer.uid, state: 'held', at: new Date() });
    await db().doc(`orders/${started.orderId}`).update({ 'codeUse.slot': 39 });
    await db()
      .doc(`promotions/${code.id}/useSlots/38`)
      .set({ k: 38, orderId: null, uid: null, state: 'used', at: new Date() });
    await db().doc(`promotions/${code.id}`).update({ uses: 1 });

    await callOk('savePromotion', { ...codeInput(code), maxUses: 2 }, admin.idToken);
    const slots = await readSlots(code.id);
    expect(slots.map((s) => s.k).sort()).toEqual([0, 1]);
    const moved = slots.find((s) => s.orderId === started.orderId);
    expect(moved?.state).toBe('held');
    expect((await readOrder(started.orderId))?.codeUse?.slot).toBe(moved?.k);
    // Full now: the next buyer is told every use is taken, and the moved use goes back when its checkout is closed.
    expect(
      await tryStartCheckoutAs(await makeUser(), [{ productId: shirt.id, size: 'M', qty: 1 }], {
        discountCode: code.code,
      }),
    ).toMatchObject({ ok: false, message: codeHeldUp(code.code) });
    await callOk('cancelCheckout', { reference: started.reference }, buyer.idToken);
    expect((await readSlots(code.id)).map((s) => s.state)).toEqual(['used']);
    // Below the uses taken is refused beside the limit.
    expect(await call('savePromotion', { ...codeInput(code), maxUses: 0 }, admin.idToken)).toMatchObject({
      ok: false,
    });
  });
});

describe('setPromotionStatus', () => {
  it('pausing takes the sale off the storefront, running it again puts it back, ending is final', async () => {
    const product = await makeProduct();
    const { promotionId: id } = await callOk<SavePromotionResult>('savePromotion', sale(product.id), admin.idToken);
    await callOk('setPromotionStatus', { id, status: 'paused' }, admin.idToken);
    expect(await publicPart(id)).toBeUndefined();
    // A repeated click changes nothing.
    expect(await callOk('setPromotionStatus', { id, status: 'paused' }, admin.idToken)).toMatchObject({
      changed: false,
    });
    await callOk('setPromotionStatus', { id, status: 'active' }, admin.idToken);
    expect(await publicPart(id)).toMatchObject({ kind: 'sale' });
    await callOk('setPromotionStatus', { id, status: 'ended' }, admin.idToken);
    expect(await publicPart(id)).toBeUndefined();
    expect((await readPromotion(id))?.endedAt).toBeInstanceOf(Date);
    for (const attempt of [
      () => call('setPromotionStatus', { id, status: 'active' }, admin.idToken),
      () => call('savePromotion', { ...sale(product.id), id }, admin.idToken),
    ])
      expect(await attempt()).toMatchObject({
        ok: false,
        status: 'FAILED_PRECONDITION',
        message: PROMOTION_ENDED_FINAL,
      });
  });
});
