import * as z from 'zod';
import {
  CODE_UNKNOWN,
  PROMOTION_AMOUNT_INVALID,
  PROMOTION_CODE_FORMAT,
  PROMOTION_END_BEFORE_START,
  PROMOTION_END_REQUIRED,
  PROMOTION_MINIMUM_INVALID,
  PROMOTION_NAME_REQUIRED,
  PROMOTION_OFFER_REQUIRED,
  PROMOTION_PERCENT_RANGE,
  PROMOTION_PER_CUSTOMER_OVER_TOTAL,
  PROMOTION_SCOPE_EMPTY,
  PROMOTION_START_REQUIRED,
  PROMOTION_USES_INVALID,
  PROMOTION_WHEN_INVALID,
  PROMOTION_ZONES_EMPTY,
  PROMOTION_ZONE_MINIMUM_INVALID,
} from '../messages';
import {
  CODE_OFFERS,
  PROMOTION_KINDS,
  PROMOTION_PERCENT_MAX,
  PROMOTION_PERCENT_MIN,
  PROMOTION_STATUSES,
  coversEverything,
} from '../promotions';
import { isValidReferralCode, normaliseReferralCode } from '../../referrals/referrals';
import { fromLagosWallTime } from '../../shared/lagos-time';
import { id, nonBlank, productType, text, timestamp } from '../../shared/schemas/common';

export const promotionScopeSchema = z.object({
  productIds: z.array(z.string()).default([]),
  collections: z.array(z.string()).default([]),
  types: z.array(productType).default([]),
  /** The chosen pieces' names when saved (savePromotion reads them), so words can name them. */
  productNames: z.record(z.string(), z.string()).default({}),
});

/**
 * `promotions/{id}`: written only by functions (savePromotion, setPromotionStatus, and the checkout's use counts);
 * staff read. A discount code's `code` is never public; `uses` counts paid orders, `held` checkouts awaiting payment.
 */
export const promotionSchema = z.object({
  kind: z.enum(PROMOTION_KINDS),
  name: z.string(),
  /** Discount codes only: upper case, unique among promotions and referral codes (`promotionCodes/{CODE}`). */
  code: z.string().nullable().default(null),
  offer: z.enum(CODE_OFFERS).nullable().default(null),
  /** A sale's percent, or a percentage code's. */
  percent: z.int().min(PROMOTION_PERCENT_MIN).max(PROMOTION_PERCENT_MAX).nullable().default(null),
  amount: z.int().min(1).nullable().default(null),
  /** The pieces' value (after sale prices) a code needs; 0 = none. */
  minSubtotal: z.int().min(0).default(0),
  /** Free delivery: zone → the pieces' value from which delivery there is free. */
  zones: z.record(z.string(), z.int().min(0)).default({}),
  scope: promotionScopeSchema.default(() => ({ productIds: [], collections: [], types: [], productNames: {} })),
  startsAt: timestamp.nullable().default(null),
  endsAt: timestamp.nullable().default(null),
  maxUses: z.int().min(1).nullable().default(null),
  maxUsesPerCustomer: z.int().min(1).nullable().default(null),
  firstOrderOnly: z.boolean().default(false),
  status: z.enum(PROMOTION_STATUSES),
  uses: z.int().min(0).default(0),
  held: z.int().min(0).default(0),
  createdAt: timestamp,
  updatedAt: timestamp,
  createdBy: z.string(),
  updatedBy: z.string(),
  endedAt: timestamp.nullable().default(null),
});
export type Promotion = z.output<typeof promotionSchema>;

/**
 * `publicPromotions/{promotionId}`: what everyone reads of an active sale or free delivery (never a code), kept in
 * step by the functions that write the promotion; deleted when it is paused or ended.
 */
export const publicPromotionSchema = z.object({
  kind: z.enum(['sale', 'delivery']),
  name: z.string(),
  percent: z.int().min(PROMOTION_PERCENT_MIN).max(PROMOTION_PERCENT_MAX).nullable().default(null),
  scope: promotionScopeSchema.default(() => ({ productIds: [], collections: [], types: [], productNames: {} })),
  zones: z.record(z.string(), z.int().min(0)).default({}),
  startsAt: timestamp.nullable().default(null),
  endsAt: timestamp.nullable().default(null),
});
export type PublicPromotion = z.output<typeof publicPromotionSchema>;

/** `promotionCodes/{CODE}`: the uniqueness index of discount codes (functions only; nobody reads it). */
export const promotionCodeSchema = z.object({ promotionId: z.string() });

/** `promotionRedemptions/{promotionId}_{uid}`: one customer's uses of a code, paid and held (functions only). */
export const promotionRedemptionSchema = z.object({
  promotionId: z.string(),
  uid: z.string(),
  uses: z.int().min(0).default(0),
  held: z.int().min(0).default(0),
  updatedAt: timestamp,
});
export type PromotionRedemption = z.output<typeof promotionRedemptionSchema>;

/**
 * `promotions/{id}/useSlots/{k}` (k < the code's maxUses): use k of a code with a limit on uses, taken by the checkout
 * `orderId` of `uid` — held while it awaits payment, used once paid; it exists only while taken (functions only;
 * docs/design.md#a-code-used-up-cleanly). `orderId` is null for a use moved here when the limit was lowered after it
 * was paid.
 */
export const useSlotSchema = z.object({
  k: z.int().min(0),
  orderId: z.string().nullable(),
  uid: z.string().nullable(),
  state: z.enum(['held', 'used']),
  at: timestamp,
});
export type UseSlot = z.output<typeof useSlotSchema>;

/** A figure typed in the form: a number, or null for an empty box; a NaN (letters) is refused with the field's words. */
const figure = (message: string) => z.number({ error: message }).nullable().default(null);

/** A Lagos date and time typed as 'YYYY-MM-DDTHH:mm' ('' or null: none), as an instant. */
const wallTime = z
  .string({ error: PROMOTION_WHEN_INVALID })
  .nullable()
  .default(null)
  .transform((typed, ctx): Date | null => {
    if (typed === null || typed.trim() === '') return null;
    const at = fromLagosWallTime(typed);
    if (!at) ctx.addIssue({ code: 'custom', message: PROMOTION_WHEN_INVALID });
    return at;
  });

const whole = (v: number | null, min: number): boolean => v === null || (Number.isInteger(v) && v >= min);

/**
 * `savePromotion` (Back office → Promotions, New and Edit): every field the form has, refused beside its field in words
 * (a 120 % discount, an end before the start), never clamped; the fields a kind does not use are dropped.
 */
export const savePromotionInput = z
  .strictObject({
    id: id.nullable().default(null),
    kind: z.enum(PROMOTION_KINDS),
    name: nonBlank(PROMOTION_NAME_REQUIRED, 80),
    code: z.string().max(40, PROMOTION_CODE_FORMAT).nullable().default(null).transform(normaliseReferralCode),
    offer: z.enum(CODE_OFFERS, { error: PROMOTION_OFFER_REQUIRED }).nullable().default(null),
    percent: figure(PROMOTION_PERCENT_RANGE),
    amount: figure(PROMOTION_AMOUNT_INVALID),
    minSubtotal: figure(PROMOTION_MINIMUM_INVALID),
    zones: z.record(z.string().max(40), z.number({ error: PROMOTION_ZONE_MINIMUM_INVALID })).default({}),
    /** Everything in the shop (the scope's lists are then ignored). */
    everything: z.boolean().default(false),
    scope: z
      .strictObject({
        productIds: z.array(id).max(200).default([]),
        collections: z.array(text(60)).max(50).default([]),
        types: z.array(productType).max(3).default([]),
      })
      .default({ productIds: [], collections: [], types: [] }),
    startsAt: wallTime,
    endsAt: wallTime,
    maxUses: figure(PROMOTION_USES_INVALID),
    maxUsesPerCustomer: figure(PROMOTION_USES_INVALID),
    firstOrderOnly: z.boolean().default(false),
  })
  .superRefine((v, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: path.split('.'), message });
    const percentOk = v.percent !== null && Number.isInteger(v.percent) && v.percent >= PROMOTION_PERCENT_MIN;
    const percentInRange = percentOk && (v.percent ?? 0) <= PROMOTION_PERCENT_MAX;
    if (v.kind === 'code') {
      if (v.code === null || !isValidReferralCode(v.code)) issue('code', PROMOTION_CODE_FORMAT);
      if (v.offer === null) issue('offer', PROMOTION_OFFER_REQUIRED);
      if (v.offer === 'percent' && !percentInRange) issue('percent', PROMOTION_PERCENT_RANGE);
      if (v.offer === 'amount' && (v.amount === null || !whole(v.amount, 1))) issue('amount', PROMOTION_AMOUNT_INVALID);
      if (!whole(v.minSubtotal, 0)) issue('minSubtotal', PROMOTION_MINIMUM_INVALID);
      if (!whole(v.maxUses, 1)) issue('maxUses', PROMOTION_USES_INVALID);
      if (!whole(v.maxUsesPerCustomer, 1)) issue('maxUsesPerCustomer', PROMOTION_USES_INVALID);
      else if (v.maxUses !== null && v.maxUsesPerCustomer !== null && v.maxUsesPerCustomer > v.maxUses)
        issue('maxUsesPerCustomer', PROMOTION_PER_CUSTOMER_OVER_TOTAL);
    }
    if (v.kind === 'sale') {
      if (!percentInRange) issue('percent', PROMOTION_PERCENT_RANGE);
      if (v.startsAt === null) issue('startsAt', PROMOTION_START_REQUIRED);
      if (v.endsAt === null) issue('endsAt', PROMOTION_END_REQUIRED);
    }
    if (v.kind !== 'delivery' && !v.everything && coversEverything(v.scope)) issue('scope', PROMOTION_SCOPE_EMPTY);
    if (v.kind === 'delivery') {
      const zones = Object.entries(v.zones);
      if (zones.length === 0) issue('zones', PROMOTION_ZONES_EMPTY);
      for (const [zone, minimum] of zones)
        if (!whole(minimum, 0)) issue(`zones.${zone}`, PROMOTION_ZONE_MINIMUM_INVALID);
    }
    if (v.startsAt && v.endsAt && v.endsAt.getTime() <= v.startsAt.getTime())
      issue('endsAt', PROMOTION_END_BEFORE_START);
  })
  .transform((v) => ({
    id: v.id,
    kind: v.kind,
    name: v.name,
    code: v.kind === 'code' ? v.code : null,
    offer: v.kind === 'code' ? v.offer : null,
    percent: v.kind === 'sale' || (v.kind === 'code' && v.offer === 'percent') ? v.percent : null,
    amount: v.kind === 'code' && v.offer === 'amount' ? v.amount : null,
    minSubtotal: v.kind === 'code' ? (v.minSubtotal ?? 0) : 0,
    zones: v.kind === 'delivery' ? v.zones : {},
    scope:
      v.kind === 'delivery' || v.everything
        ? { productIds: [], collections: [], types: [] }
        : {
            productIds: [...new Set(v.scope.productIds)],
            collections: [...new Set(v.scope.collections.map((c) => c.trim()).filter(Boolean))],
            types: [...new Set(v.scope.types)],
          },
    startsAt: v.startsAt,
    endsAt: v.endsAt,
    maxUses: v.kind === 'code' ? v.maxUses : null,
    maxUsesPerCustomer: v.kind === 'code' ? v.maxUsesPerCustomer : null,
    firstOrderOnly: v.kind === 'code' ? v.firstOrderOnly : false,
  }));
export type SavePromotionInput = z.output<typeof savePromotionInput>;

/** Pause, run again or end a promotion (ending is final). */
export const setPromotionStatusInput = z.strictObject({ id, status: z.enum(PROMOTION_STATUSES) });

/** `checkCode` {code}: one code at a time, the code pattern before it can reach a document path. */
export const checkCodeInput = z.strictObject({
  code: z
    .string({ error: CODE_UNKNOWN })
    .max(40, CODE_UNKNOWN)
    .transform(normaliseReferralCode)
    .refine((code): code is string => code !== null && isValidReferralCode(code), CODE_UNKNOWN),
});
export type CheckCodeInput = z.output<typeof checkCodeInput>;
