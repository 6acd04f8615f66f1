/**
 * Promotions as savePromotion stores them (docs/data-model.md): `promotions/{id}`, a code's `promotionCodes/{CODE}`
 * index entry, an active sale's or free delivery's `publicPromotions/{id}`, and for a code with a limit the use slots
 * its `uses` (paid, no checkout) and `held` (checkouts that are not in the test) take, with unique ids and codes.
 */
import { randomUUID } from 'node:crypto';
import { promotionRedemptionSchema, promotionSchema, useSlotSchema, type Promotion } from '@aso/domain';
import { parseDoc } from '../../src/lib/converters';
import { publicPartOf } from '../../src/promotions/offers';
import { db, testId } from './index';

export type PromotionSpec = Partial<Promotion>;

/** A running discount code (10 % off everything unless told), its code unique to the test. */
export async function makeCode(spec: PromotionSpec = {}): Promise<Promotion & { id: string; code: string }> {
  return (await makePromotion({
    kind: 'code',
    code: `T${randomUUID().slice(0, 8).toUpperCase()}`,
    offer: 'percent',
    percent: 10,
    ...spec,
  })) as Promotion & { id: string; code: string };
}

export async function makePromotion(spec: PromotionSpec): Promise<Promotion & { id: string }> {
  const id = testId('promo');
  const now = new Date();
  const promotion: Promotion = {
    kind: 'sale',
    name: `Promotion ${id}`,
    code: null,
    offer: null,
    percent: 15,
    amount: null,
    minSubtotal: 0,
    zones: {},
    scope: { productIds: [], collections: [], types: [], productNames: {} },
    startsAt: null,
    endsAt: null,
    maxUses: null,
    maxUsesPerCustomer: null,
    firstOrderOnly: false,
    status: 'active',
    uses: 0,
    held: 0,
    createdAt: now,
    updatedAt: now,
    createdBy: 'test',
    updatedBy: 'test',
    endedAt: null,
    ...spec,
  };
  const batch = db().batch();
  batch.set(db().doc(`promotions/${id}`), promotion);
  if (promotion.code) batch.set(db().doc(`promotionCodes/${promotion.code}`), { promotionId: id });
  const part = publicPartOf(promotion);
  if (part) batch.set(db().doc(`publicPromotions/${id}`), part);
  if (promotion.maxUses !== null)
    for (let k = 0; k < promotion.uses + promotion.held; k += 1)
      batch.set(db().doc(`promotions/${id}/useSlots/${k}`), {
        k,
        orderId: k < promotion.uses ? null : `elsewhere-${k}`,
        uid: null,
        state: k < promotion.uses ? 'used' : 'held',
        at: now,
      });
  await batch.commit();
  return { ...promotion, id };
}

export const readPromotion = async (id: string) => parseDoc(promotionSchema, await db().doc(`promotions/${id}`).get());

/** A code's taken use slots, by number. */
export const readSlots = async (promotionId: string) =>
  (await db().collection(`promotions/${promotionId}/useSlots`).orderBy('k').get()).docs.map((d) => {
    const { k, state, orderId } = parseDoc(useSlotSchema, d)!;
    return { k, state, orderId };
  });

export const readRedemption = async (promotionId: string, uid: string) =>
  parseDoc(promotionRedemptionSchema, await db().doc(`promotionRedemptions/${promotionId}_${uid}`).get());
