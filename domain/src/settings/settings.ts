// Global settings: the built-in defaults (docs/product.md#constants) and the sanitising of docs/product.md#settings. A
// failed load falls back to the defaults; the Settings screen sanitises before saving.
import { sanitiseRates } from '../catalogue/currency';
import { clampDiscountPercent, REFERRAL_REWARD_MAX_PERCENT } from '../referrals/referrals';
import { clamp, finiteOr0, toFiniteNumber } from '../shared/numbers';
import { DEFAULT_HOLD_LIMITS, sanitiseHoldLimits } from '../checkout/open-checkouts';
import { DEFAULT_REMINDER_DELAY_HOURS, clampReminderDelayHours } from '../marketing/cart-reminders';
import type { Settings, SettingsData, ShippingZoneSettings } from './schemas/settings';
import { SHIPPING_ZONES, type ShippingZone } from '../shared/vocab';
import { defaultZoneSettings } from '../shipping/zones';

export const SETTINGS_DOC_ID = 'global';

/** A fresh copy of the defaults each call, so nobody can mutate the shared one. */
export function defaultSettings(): Settings {
  return {
    version: 1,
    business: {
      legalName: 'Aso',
      displayName: 'Aso',
      taxId: null,
      addressLine1: '',
      addressLine2: null,
      city: 'Abeokuta',
      state: 'Ogun',
      country: 'Nigeria',
    },
    shipping: { zones: defaultZoneSettings() },
    notifications: { supportEmail: '', supportPhone: '', whatsappNumber: '', whatsappOptInDefault: true },
    branding: {
      logoUrl: null,
      brandName: 'Aso',
      tagline: 'Afro-urban ready-to-wear and bespoke, made in Abeokuta.',
      primaryColor: '#111827',
      secondaryColor: '#20c997',
    },
    referral: { discountPercent: 0, rewardPercent: 0 },
    currency: { rates: { GBP: 0, USD: 0, EUR: 0, CAD: 0 }, asOf: null },
    checkout: { ...DEFAULT_HOLD_LIMITS },
    refunds: { staffMayRelease: false },
    promotions: { staffMayManage: false },
    reminders: { cartDelayHours: DEFAULT_REMINDER_DELAY_HOURS },
    updatedAt: null,
    updatedBy: null,
  };
}

/**
 * The hex check of docs/product.md#settings: '#' then 3 or 6 hex digits. Enforced: the storefront paints its buttons
 * with these, so a colour like 'red-ish' would leave them without a fill. The sanitiser keeps the default for a stored
 * bad one.
 */
export function isHexColour(value: string): boolean {
  return /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/.test(value.trim());
}

type Loose = Record<string, unknown>;
const obj = (v: unknown): Loose => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Loose) : {});
const str = (v: unknown, fallback: string): string => (typeof v === 'string' ? v.trim() : fallback);
const hexOr = (v: unknown, fallback: string): string => (typeof v === 'string' && isHexColour(v) ? v.trim() : fallback);
/** Empty optional strings are stored as null (tax id, address line 2, logo). */
const optStr = (v: unknown, fallback: string | null): string | null => {
  if (v === null) return null;
  if (typeof v !== 'string') return fallback;
  return v.trim() === '' ? null : v.trim();
};
const bool = (v: unknown, fallback: boolean): boolean => (typeof v === 'boolean' ? v : fallback);
/** Numbers: non-numeric → 0, negatives → 0, whole units. */
const wholeMin0 = (v: unknown): number => Math.max(0, Math.round(finiteOr0(v)));

/**
 * Any loose object (a form's state, an old document) → complete settings data. Missing parts take the defaults;
 * numbers present but bad become 0 as docs/product.md#settings says.
 */
export function sanitiseSettings(input: unknown): SettingsData {
  const d = defaultSettings();
  const raw = obj(input);
  const business = obj(raw.business);
  const zones = obj(obj(raw.shipping).zones);
  const notifications = obj(raw.notifications);
  const branding = obj(raw.branding);
  const referral = obj(raw.referral);
  const zoneOf = (key: ShippingZone): ShippingZoneSettings => {
    const z = obj(zones[key]);
    const base = d.shipping.zones[key];
    return {
      label: str(z.label, base.label) || base.label,
      fee: 'fee' in z ? wholeMin0(z.fee) : base.fee,
      leadTimeDays: 'leadTimeDays' in z ? wholeMin0(z.leadTimeDays) : base.leadTimeDays,
      enabled: bool(z.enabled, base.enabled),
      // A zone saved before Settings said what it sends keeps the shop's defaults for it.
      sends: {
        RTW: bool(obj(z.sends).RTW, base.sends.RTW),
        MTO: bool(obj(z.sends).MTO, base.sends.MTO),
        PREORDER: bool(obj(z.sends).PREORDER, base.sends.PREORDER),
      },
    };
  };
  return {
    version: 1,
    business: {
      legalName: str(business.legalName, d.business.legalName),
      displayName: str(business.displayName, d.business.displayName),
      taxId: optStr(business.taxId, d.business.taxId),
      addressLine1: str(business.addressLine1, d.business.addressLine1),
      addressLine2: optStr(business.addressLine2, d.business.addressLine2),
      city: str(business.city, d.business.city),
      state: str(business.state, d.business.state),
      country: str(business.country, d.business.country),
    },
    shipping: {
      zones: Object.fromEntries(SHIPPING_ZONES.map((k) => [k, zoneOf(k)])) as Record<
        ShippingZone,
        ShippingZoneSettings
      >,
    },
    notifications: {
      supportEmail: str(notifications.supportEmail, d.notifications.supportEmail),
      supportPhone: str(notifications.supportPhone, d.notifications.supportPhone),
      whatsappNumber: str(notifications.whatsappNumber, d.notifications.whatsappNumber),
      whatsappOptInDefault: bool(notifications.whatsappOptInDefault, d.notifications.whatsappOptInDefault),
    },
    branding: {
      logoUrl: optStr(branding.logoUrl, d.branding.logoUrl),
      brandName: str(branding.brandName, d.branding.brandName),
      tagline: str(branding.tagline, d.branding.tagline),
      primaryColor: hexOr(branding.primaryColor, d.branding.primaryColor),
      secondaryColor: hexOr(branding.secondaryColor, d.branding.secondaryColor),
    },
    referral: {
      // Held to the schema's bounds as read (a stored document from before them still works); the Settings form
      // sends what was typed, and settingsSchema refuses an out-of-range percent in words.
      discountPercent: 'discountPercent' in referral ? clampDiscountPercent(referral.discountPercent) : 0,
      rewardPercent:
        'rewardPercent' in referral ? clamp(finiteOr0(referral.rewardPercent), 0, REFERRAL_REWARD_MAX_PERCENT) : 0,
    },
    currency: {
      rates: sanitiseRates(obj(raw.currency).rates),
      asOf:
        typeof obj(raw.currency).asOf === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(obj(raw.currency).asOf as string)
          ? (obj(raw.currency).asOf as string)
          : null,
    },
    checkout: sanitiseHoldLimits(raw.checkout),
    refunds: { staffMayRelease: bool(obj(raw.refunds).staffMayRelease, d.refunds.staffMayRelease) },
    promotions: { staffMayManage: bool(obj(raw.promotions).staffMayManage, d.promotions.staffMayManage) },
    reminders: {
      cartDelayHours: clampReminderDelayHours(toFiniteNumber(obj(raw.reminders).cartDelayHours) ?? undefined),
    },
  };
}

/** Settings as read, or the defaults when the document is missing or unreadable (docs/product.md#settings). */
export function settingsOrDefaults(input: unknown): Settings {
  if (input === null || input === undefined) return defaultSettings();
  const raw = obj(input);
  const updatedAt = raw.updatedAt instanceof Date ? raw.updatedAt : null;
  const updatedBy = typeof raw.updatedBy === 'string' ? raw.updatedBy : null;
  return { ...sanitiseSettings(raw), updatedAt, updatedBy };
}
