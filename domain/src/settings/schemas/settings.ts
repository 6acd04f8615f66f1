import * as z from 'zod';
import {
  CURRENCY_RATE_INVALID,
  HEX_COLOUR_WARNING,
  REFERRAL_DISCOUNT_RANGE,
  REFERRAL_REWARD_RANGE,
  SHIPPING_FEE_INVALID,
  SHIPPING_LEAD_TIME_INVALID,
  SUPPORT_PHONE_INVALID,
  WHATSAPP_NUMBER_INVALID,
} from '../messages';
import { normaliseCustomerPhone } from '../../marketing/whatsapp';
import { MAX_REMINDER_DELAY_HOURS, MIN_REMINDER_DELAY_HOURS } from '../../marketing/cart-reminders';
import { CURRENCY_RATE_MAX } from '../../catalogue/currency';
import { HOLD_LIMIT_MAX, HOLD_LIMIT_MIN } from '../../checkout/open-checkouts';
import { REFERRAL_DISCOUNT_MAX_PERCENT, REFERRAL_REWARD_MAX_PERCENT } from '../../referrals/referrals';
import { SHIPPING_ZONES } from '../../shared/vocab';
import { PHONE_TYPED_MAX } from '../../shared/constants';
import { email, optionalText, text, timestamp } from '../../shared/schemas/common';

/** A brand colour: '#' and 3 or 6 hex digits (the storefront's buttons are painted with it). */
const hexColour = z
  .string({ error: HEX_COLOUR_WARNING })
  .trim()
  .regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, HEX_COLOUR_WARNING);

/** A whole number of at least 0, refused with its field's own words (docs/product.md#settings). */
const wholeMin0 = (message: string) => z.int({ error: message }).min(0, message);
/** A number in [min, max] (a NaN from a blank or non-numeric box fails too), refused with its field's words. */
const numberIn = (min: number, max: number, message: string) =>
  z.number({ error: message }).min(min, message).max(max, message);

export const shippingZoneSettingsSchema = z.object({
  label: text(60),
  fee: wholeMin0(SHIPPING_FEE_INVALID),
  leadTimeDays: wholeMin0(SHIPPING_LEAD_TIME_INVALID),
  enabled: z.boolean(),
  /** What is sent to the zone, by kind of piece (docs/product.md#delivery-abroad). */
  sends: z.object({ RTW: z.boolean(), MTO: z.boolean(), PREORDER: z.boolean() }),
});
export type ShippingZoneSettings = z.output<typeof shippingZoneSettingsSchema>;

/** Naira per unit of a currency: 0 = not set (an empty box), else above 0 and at most CURRENCY_RATE_MAX. */
const rate = numberIn(0, CURRENCY_RATE_MAX, CURRENCY_RATE_INVALID);
/** A whole number in [min, max], refused in words that name the bounds ('Enter at most 72 hours.'). */
const wholeIn = (min: number, max: number, unit?: { one: string; many: string }) => {
  const of = (n: number) => (unit ? ` ${n === 1 ? unit.one : unit.many}` : '');
  return z
    .int(`Enter a whole number${unit ? ` of ${unit.many}` : ''}.`)
    .min(min, `Enter at least ${min}${of(min)}.`)
    .max(max, `Enter at most ${max}${of(max)}.`);
};

const settingsData = {
  version: z.literal(1),
  business: z.object({
    legalName: text(200),
    displayName: text(100),
    taxId: optionalText(60),
    addressLine1: text(200),
    addressLine2: optionalText(200),
    city: text(100),
    state: text(100),
    country: text(100),
  }),
  shipping: z.object({ zones: z.record(z.enum(SHIPPING_ZONES), shippingZoneSettingsSchema) }),
  notifications: z.object({
    supportEmail: z.union([z.literal(''), email()]),
    supportPhone: text(30),
    whatsappNumber: text(30),
    whatsappOptInDefault: z.boolean(),
  }),
  branding: z.object({
    logoUrl: optionalText(1000),
    brandName: text(100),
    tagline: text(200),
    primaryColor: hexColour,
    secondaryColor: hexColour,
  }),
  referral: z.object({
    discountPercent: numberIn(0, REFERRAL_DISCOUNT_MAX_PERCENT, REFERRAL_DISCOUNT_RANGE),
    rewardPercent: numberIn(0, REFERRAL_REWARD_MAX_PERCENT, REFERRAL_REWARD_RANGE),
  }),
  /** Diaspora prices: naira per unit (0 = not set) and the day staff last changed them (YYYY-MM-DD). */
  currency: z.object({
    rates: z.object({ GBP: rate, USD: rate, EUR: rate, CAD: rate }),
    asOf: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/)
      .nullable(),
  }),
  /** The hold caps: what one account may hold in unpaid checkouts (openCheckouts.checkHoldLimits). */
  checkout: z.object({
    maxUnitsPerSize: wholeIn(HOLD_LIMIT_MIN, HOLD_LIMIT_MAX.maxUnitsPerSize),
    maxOpenCheckouts: wholeIn(HOLD_LIMIT_MIN, HOLD_LIMIT_MAX.maxOpenCheckouts),
  }),
  /** Who releases the money of a cancelled paid order: an admin, or staff too when the shop says so. */
  refunds: z.object({ staffMayRelease: z.boolean() }),
  /**
   * Who creates and changes promotions (docs/product.md#promotions): an admin, or staff too when the shop says so. A
   * document saved before it has none (the default: admins only).
   */
  promotions: z.object({ staffMayManage: z.boolean() }).default({ staffMayManage: false }),
  /** Cart reminders: hours after a cart is left before its one reminder (docs/product.md#cart-reminders). */
  reminders: z.object({
    cartDelayHours: wholeIn(MIN_REMINDER_DELAY_HOURS, MAX_REMINDER_DELAY_HOURS, { one: 'hour', many: 'hours' }),
  }),
};

/** `settings/global`. Run untrusted data through settings.sanitiseSettings first; this checks the result. */
export const settingsSchema = z.object({
  ...settingsData,
  updatedAt: timestamp.nullable().default(null),
  updatedBy: z.string().nullable().default(null),
});
export type Settings = z.output<typeof settingsSchema>;
export type SettingsData = Omit<Settings, 'updatedAt' | 'updatedBy'>;

/** A phone of the shop's as typed, kept in international form ('+2348031234567'), '' for none; refused in words. */
const shopPhone = (message: string) =>
  z
    .string({ error: message })
    .max(PHONE_TYPED_MAX, message)
    .transform((typed, ctx) => {
      const phone = normaliseCustomerPhone(typed);
      if (phone === null) ctx.addIssue({ code: 'custom', message });
      return phone ?? '';
    });

/**
 * What the Settings screen saves (admin); updatedAt/updatedBy are added at the edge. The support phone and the WhatsApp
 * number are checked and normalised as customers' phones are (the stored document's schema stays lenient to read).
 */
export const saveSettingsInput = z.strictObject({
  ...settingsData,
  notifications: settingsData.notifications.extend({
    supportPhone: shopPhone(SUPPORT_PHONE_INVALID),
    whatsappNumber: shopPhone(WHATSAPP_NUMBER_INVALID),
  }),
});
