// Settings' numbers have one source: the schema states each range from the domain's named bound, its refusal names
// the bound it refuses at, and the reader of a stored document holds an old value to the same bounds.
import { describe, expect, it } from 'vitest';
import { saveSettingsInput } from '../schemas/settings';
import { defaultSettings, sanitiseSettings } from '../settings';
import { CURRENCY_RATE_MAX } from '../../catalogue/currency';
import { HOLD_LIMIT_MAX, HOLD_LIMIT_MIN } from '../../checkout/open-checkouts';
import { MAX_REMINDER_DELAY_HOURS, MIN_REMINDER_DELAY_HOURS } from '../../marketing/cart-reminders';
import { REFERRAL_DISCOUNT_MAX_PERCENT, REFERRAL_REWARD_MAX_PERCENT } from '../../referrals/referrals';
import { rangeOf } from '../../shared/schemas/limits';
import { checkInput } from '../../shared/validate';

const S = saveSettingsInput.shape;
const RANGES = [
  ['referral.discountPercent', S.referral.shape.discountPercent, 0, REFERRAL_DISCOUNT_MAX_PERCENT],
  ['referral.rewardPercent', S.referral.shape.rewardPercent, 0, REFERRAL_REWARD_MAX_PERCENT],
  ['currency.rates.GBP', S.currency.shape.rates.shape.GBP, 0, CURRENCY_RATE_MAX],
  ['checkout.maxUnitsPerSize', S.checkout.shape.maxUnitsPerSize, HOLD_LIMIT_MIN, HOLD_LIMIT_MAX.maxUnitsPerSize],
  ['checkout.maxOpenCheckouts', S.checkout.shape.maxOpenCheckouts, HOLD_LIMIT_MIN, HOLD_LIMIT_MAX.maxOpenCheckouts],
  ['reminders.cartDelayHours', S.reminders.shape.cartDelayHours, MIN_REMINDER_DELAY_HOURS, MAX_REMINDER_DELAY_HOURS],
] as const;

/** `path` set to `value` in a valid save. */
function saving(path: string, value: number) {
  const data: Record<string, unknown> = structuredClone(defaultSettings());
  delete data.updatedAt;
  delete data.updatedBy;
  const keys = path.split('.');
  let at = data;
  for (const key of keys.slice(0, -1)) at = at[key] as Record<string, unknown>;
  at[keys.at(-1)!] = value;
  return checkInput(saveSettingsInput, data);
}

describe('settings ranges', () => {
  it.each(RANGES)('%s: the schema states the named bounds', (_, schema, min, max) => {
    expect(rangeOf(schema)).toEqual({ min, max });
  });

  it.each(RANGES)('%s: a save one past the top is refused in words that name the top', (path, _, __, max) => {
    const result = saving(path, max + 1);
    expect(result.ok).toBe(false);
    const words = result.ok ? '' : (result.error.fields?.[path] ?? '');
    expect(words.replace(/,/g, '')).toContain(String(max));
    expect(saving(path, max).ok).toBe(true);
  });

  it.each(RANGES)('%s: a save one below the bottom is refused in words', (path, _, min) => {
    const result = saving(path, min - 1);
    expect(result.ok).toBe(false);
    if (min > 0) expect(result.ok ? '' : result.error.fields?.[path]).toContain(String(min));
  });

  it('a stored document from before the bounds is read within them (the save path refuses instead)', () => {
    const stored = {
      referral: { discountPercent: 95, rewardPercent: 140 },
      checkout: { maxUnitsPerSize: 500, maxOpenCheckouts: 50 },
      reminders: { cartDelayHours: 400 },
    };
    const read = sanitiseSettings(stored);
    expect(read.referral).toEqual({ discountPercent: REFERRAL_DISCOUNT_MAX_PERCENT, rewardPercent: 100 });
    expect(read.checkout).toEqual(HOLD_LIMIT_MAX);
    expect(read.reminders.cartDelayHours).toBe(MAX_REMINDER_DELAY_HOURS);
  });
});
