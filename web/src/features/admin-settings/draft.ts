// The Settings form's state: settings with numbers held as the text staff type, so a field can be cleared
// while editing; sanitiseSettings turns it back into settings on Save.
import { FOREIGN_CURRENCIES, sanitiseRates, type ForeignCurrency } from '@aso/domain/currency';
import { lagosDayKey } from '@aso/domain/lagosTime';
import { HEX_COLOUR_WARNING } from '@aso/domain/messages';
import { isHexColour, sanitiseSettings } from '@aso/domain/settings';
import type { Settings, SettingsData } from '@aso/domain/schemas/settings';
import { SHIPPING_ZONES, type ShippingZone } from '@aso/domain/vocab';

export interface ZoneDraft {
  label: string;
  fee: string;
  leadTimeDays: string;
  enabled: boolean;
}

export type Draft = Omit<SettingsData, 'shipping' | 'referral' | 'checkout' | 'currency'> & {
  /** Rates as typed ('' = not set); `edited` re-dates them on Save. */
  currency: { rates: Record<ForeignCurrency, string>; asOf: string | null; edited: boolean };
  shipping: { zones: Record<ShippingZone, ZoneDraft> };
  referral: { discountPercent: string; rewardPercent: string };
  checkout: { maxUnitsPerSize: string; maxOpenCheckouts: string };
};

export function toDraft(settings: Settings | SettingsData): Draft {
  const data = sanitiseSettings(settings);
  const zones = Object.fromEntries(
    SHIPPING_ZONES.map((z) => {
      const zone = data.shipping.zones[z];
      return [
        z,
        { label: zone.label, fee: String(zone.fee), leadTimeDays: String(zone.leadTimeDays), enabled: zone.enabled },
      ];
    }),
  ) as Record<ShippingZone, ZoneDraft>;
  return {
    ...data,
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
  };
}

/** The hold caps as typed: a number for the schema to judge (so 0 or 2.5 is refused in words, not replaced). */
const typedCap = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text));
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
  return {
    ...sanitiseSettings(draft),
    currency: {
      rates: sanitiseRates(draft.currency.rates),
      asOf: draft.currency.edited ? lagosDayKey(now) : draft.currency.asOf,
    },
    checkout: {
      maxUnitsPerSize: typedCap(draft.checkout.maxUnitsPerSize),
      maxOpenCheckouts: typedCap(draft.checkout.maxOpenCheckouts),
    },
  };
}
