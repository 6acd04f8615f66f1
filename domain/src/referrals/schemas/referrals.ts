import * as z from 'zod';
import { REFERRAL_UNKNOWN } from '../../checkout/messages';
import { normaliseReferralCode } from '../referrals';
import { money, naira, timestamp } from '../../shared/schemas/common';

/** `referralCodes/{CODE}`: the uniqueness index, functions only. */
export const referralCodeDocSchema = z.object({ customerId: z.string() });

/** `referralStats/{CODE}`: kept in step by settlement; the leaderboard ranks by totalRewardAccrued. */
export const referralStatsSchema = z.object({
  customerId: z.string(),
  customerName: z.string().default(''),
  customerEmail: z.string().default(''),
  customerPhone: z.string().default(''),
  referredCount: z.int().min(0).default(0),
  revenue: naira.default(0),
  discountGiven: naira.default(0),
  totalRewardAccrued: money.default(0),
  lastRedemptionAt: timestamp.nullable().default(null),
});
export type ReferralStats = z.output<typeof referralStatsSchema>;

/** `recomputeReferralStats` (admin only) takes nothing: it rebuilds every code from the orders. */
export const recomputeReferralStatsInput = z.strictObject({});

/** `checkReferralCode` {code}: anyone may ask whether a code gives a discount (the cart, when a code is applied). */
export const checkReferralCodeInput = z.strictObject({
  code: z
    .string({ error: REFERRAL_UNKNOWN })
    .max(40, REFERRAL_UNKNOWN)
    .transform(normaliseReferralCode)
    .refine((code) => code !== null, REFERRAL_UNKNOWN),
});
export interface CheckReferralCodeInput {
  code: string;
}

/**
 * `claimReferralCode` {} (a signed-in customer): their own code, made now if they have a paid order and no code yet
 * (docs/product.md#referral-codes-for-customers).
 */
export const claimReferralCodeInput = z.strictObject({});

/**
 * `recordReferralVisit` {code}: a storefront visit that came through a `?ref=CODE` link (anyone may report one).
 * @alias each callable names its own input in the contract, even when two take the same.
 */
export const recordReferralVisitInput = checkReferralCodeInput;

/** `referralVisits/{CODE}_{YYYY-MM-DD}`: link visits per code per Lagos day, functions only, staff read. */
export const referralVisitsSchema = z.object({
  code: z.string(),
  day: z.string(),
  visits: z.int().min(0).default(0),
});
export type ReferralVisits = z.output<typeof referralVisitsSchema>;
