// The Settings form's state: settings with numbers held as the text staff type, so a field can be cleared
// while editing. On Save every number goes to the schema as typed, so one out of its range is refused with its
// field's own words instead of being clamped (docs/product.md#settings).
import { FOREIGN_CURRENCIES, type ForeignCurrency } from '@aso/domain/catalogue/currency';
import { typedNumber } from '@aso/domain/shared/numbers';
import { displayPhone } from '@aso/domain/marketing/whatsapp';
import { lagosDayKey } from '@aso/domain/shared/lagos-time';
import { HEX_COLOUR_WARNING } from '@aso/domain/settings/messages';
import { isHexColour, sanitiseSettings } from '@aso/domain/settings/settings';
import type { Settings, SettingsData } from '@aso/domain/settings/schemas/settings';
import { SHIPPING_ZONES, type ShippingZone } from '@aso/domain/shared/vocab';

export interface ZoneDraft {
  label: string;
  fee: string;
  leadTimeDays: string;
  enabled: boolean;
  /** What is sent to the zone, by kind of piece. */
  sends: { RTW: boolean; MTO: boolean; PREORDER: boolean };
}

export type Draft = Omit<SettingsData, 'shipping' | 'referral' | 'checkout' | 'currency' | 'reminders'> & {
  /** Rates as typed ('' = not set); `edited` re-dates them on Save. */
  currency: { rates: Record<ForeignCurrency, string>; asOf: string | null; edited: boolean };
  shipping: { zones: Record<ShippingZone, ZoneDraft> };
  referral: { discountPercent: string; rewardPercent: string };
  checkout: { maxUnitsPerSize: string; maxOpenCheckouts: string };
  reminders: { cartDelayHours: string };
};

export function toDraft(settings: Settings | SettingsData): Draft {
  const data = sanitiseSettings(settings);
  const zones = Object.fromEntries(
    SHIPPING_ZONES.map((z) => {
      const zone = data.shipping.zones[z];
      return [
        z,
        {
          label: zone.label,
          fee: String(zone.fee),
          leadTimeDays: String(zone.leadTimeDays),
          enabled: zone.enabled,
          sends: { ...zone.sends },
        },
      ];
    }),
  ) as Record<ShippingZone, ZoneDraft>;
  return {
    ...data,
    // The shop's numbers the local way, as staff write them ('0803 123 4567'); saving keeps them international.
    notifications: {
      ...data.notifications,
      supportPhone: displayPhone(data.notifications.supportPhone),
      whatsappNumber: displayPhone(data.notifications.whatsappNumber),
    },
    shipping: { zones },
    referral: {
      discountPercent: String(data.referral.discountPercent),
      rewardPercent: String(data.referral.rewardPercent),
    },
    currency: {
      rates: Object.fromEntries(
        FOREIGN_CURRENCIES.map((c) => [c, data.currency.rates[c] > 0 ? String(data.currency.rates[c]) : '']),
      ) as Record<ForeignCurrency, string>,
      asOf: data.currency.asOf,
      edited: false,
    },
    checkout: {
      maxUnitsPerSize: String(data.checkout.maxUnitsPerSize),
      maxOpenCheckouts: String(data.checkout.maxOpenCheckouts),
    },
    reminders: { cartDelayHours: String(data.reminders.cartDelayHours) },
  };
}

/**
 * A number as typed ('2,500', '₦2,500'), for the schema to judge (so 95, -3, 2.5 or an empty box is refused in
 * words, not replaced).
 */
const typed = (text: string): number => typedNumber(text);
/** A diaspora rate as typed ('1,950.5'): an empty box is 0 (no rate), anything else is judged as typed. */
const typedRate = (text: string): number => (text.trim() === '' ? 0 : typedNumber(text));
/**
 * The brand colours as typed: sanitising would quietly swap a bad one for the default, so they are checked on the
 * draft and a bad one refuses the save (the saved colours stay).
 */
export function draftColourErrors(draft: Draft): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!isHexColour(draft.branding.primaryColor)) errors['branding.primaryColor'] = HEX_COLOUR_WARNING;
  if (!isHexColour(draft.branding.secondaryColor)) errors['branding.secondaryColor'] = HEX_COLOUR_WARNING;
  return errors;
}

/** `now` dates edited rates (the Lagos day), so shoppers can see how fresh they are. */
export function fromDraft(draft: Draft, now: Date = new Date()): SettingsData {
  const texts = sanitiseSettings(draft);
  const zones = Object.fromEntries(
    SHIPPING_ZONES.map((z) => {
      const zone = draft.shipping.zones[z];
      return [z, { ...texts.shipping.zones[z], fee: typed(zone.fee), leadTimeDays: typed(zone.leadTimeDays) }];
    }),
  ) as SettingsData['shipping']['zones'];
  const rates = draft.currency.rates;
  return {
    ...texts,
    shipping: { zones },
    referral: {
      discountPercent: typed(draft.referral.discountPercent),
      rewardPercent: typed(draft.referral.rewardPercent),
    },
    currency: {
      rates: {
        GBP: typedRate(rates.GBP),
        USD: typedRate(rates.USD),
        EUR: typedRate(rates.EUR),
        CAD: typedRate(rates.CAD),
      },
      asOf: draft.currency.edited ? lagosDayKey(now) : draft.currency.asOf,
    },
    checkout: {
      maxUnitsPerSize: typed(draft.checkout.maxUnitsPerSize),
      maxOpenCheckouts: typed(draft.checkout.maxOpenCheckouts),
    },
    reminders: { cartDelayHours: typed(draft.reminders.cartDelayHours) },
  };
}
