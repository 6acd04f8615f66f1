// Referral codes (docs/product.md#referrals): normalising, checking and generating them, and the reward a referral
// earns.
import { BRAND_PREFIX } from '../shared/constants';
import { clamp, finiteOr0 } from '../shared/numbers';
import { percentOf } from '../shared/money';

/** How long a referral or discount code is (the code editors' hints and the refusals name it). */
export const REFERRAL_CODE_LENGTH = { min: 3, max: 20 } as const;
export const REFERRAL_CODE_PATTERN = new RegExp(`^[A-Z0-9-]{${REFERRAL_CODE_LENGTH.min},${REFERRAL_CODE_LENGTH.max}}$`);
const RANDOM_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** Trimmed and upper-cased; empty means "no code" (null). */
export function normaliseReferralCode(code: unknown): string | null {
  if (typeof code !== 'string') return null;
  const text = code.trim().toUpperCase();
  return text === '' ? null : text;
}

/** A code we store: REFERRAL_CODE_LENGTH of A–Z, 0–9 and '-' after normalising. */
export function isValidReferralCode(code: string): boolean {
  return REFERRAL_CODE_PATTERN.test(code);
}

/**
 * docs/product.md#referrals: up to 6 letters and digits from the customer's name (the brand prefix when it has none), a
 * dash, then 4 random characters. `random` returns numbers in [0, 1), like Math.random; it is passed in so tests are
 * exact.
 */
export function generateReferralCode(name: string | null | undefined, random: () => number): string {
  const stem = (name ?? '')
    .normalize('NFKD')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, 6);
  let tail = '';
  for (let i = 0; i < 4; i += 1) {
    const index = clamp(Math.floor(random() * RANDOM_ALPHABET.length), 0, RANDOM_ALPHABET.length - 1);
    tail += RANDOM_ALPHABET[index];
  }
  return `${stem || BRAND_PREFIX}-${tail}`;
}

/** The largest referral discount and referrer reward Settings accept (settingsSchema.referral states them). */
export const REFERRAL_DISCOUNT_MAX_PERCENT = 90;
export const REFERRAL_REWARD_MAX_PERCENT = 100;

/**
 * Referral discount percent as read from stored settings, held to 0–REFERRAL_DISCOUNT_MAX_PERCENT (non-numeric → 0,
 * the default): a reader's repair of an old or hand-edited document; a save is refused in words by settingsSchema.
 */
export function clampDiscountPercent(percent: unknown): number {
  return clamp(finiteOr0(percent), 0, REFERRAL_DISCOUNT_MAX_PERCENT);
}

/**
 * Reward accrued for a referred order's paid amount, at the stored settings percent (held to
 * 0–REFERRAL_REWARD_MAX_PERCENT as read, default 0; a save is refused in words by settingsSchema).
 */
export function referralReward(paidAmount: number, rewardPercent: unknown): number {
  return percentOf(paidAmount, clamp(finiteOr0(rewardPercent), 0, REFERRAL_REWARD_MAX_PERCENT));
}

/**
 * Link visits one client address may add per day (all codes together): a shared link opened again and again, or
 * a script, cannot inflate a code's count, and the writes stay bounded (docs/data-model.md#referralvisits).
 */
export const REFERRAL_VISITS_PER_ADDRESS_PER_DAY = 20;

/** `referralVisits/{id}`: one counter per code per Lagos day. */
export const referralVisitsId = (code: string, day: string): string => `${code}_${day}`;

/** Link visits summed per code, most visited first (ties by code): the referral screen's visit counts. */
export function visitsByCode(
  rows: readonly { readonly code: string; readonly visits: number }[],
): { code: string; visits: number }[] {
  const totals = new Map<string, number>();
  for (const { code, visits } of rows) totals.set(code, (totals.get(code) ?? 0) + finiteOr0(visits));
  return [...totals]
    .map(([code, visits]) => ({ code, visits }))
    .sort((a, b) => b.visits - a.visits || a.code.localeCompare(b.code));
}
