// Diaspora prices (docs/product.md#diaspora-prices): a shopper abroad may see "≈ £42" beside the naira price. The
// rates are naira per unit, set by staff in Settings; nothing is fetched. The charge is always in naira.
import { groupedNumber } from '../shared/numbers';

export const DISPLAY_CURRENCIES = ['NGN', 'GBP', 'USD', 'EUR', 'CAD'] as const;
export type DisplayCurrency = (typeof DISPLAY_CURRENCIES)[number];
export const FOREIGN_CURRENCIES = ['GBP', 'USD', 'EUR', 'CAD'] as const;
export type ForeignCurrency = (typeof FOREIGN_CURRENCIES)[number];
/** The most naira per unit Settings accept for a rate (settingsSchema.currency states it). */
export const CURRENCY_RATE_MAX = 1_000_000;
/** Naira per one unit of each currency; 0 = no rate set (no approximate price is shown). */
export type CurrencyRates = Record<ForeignCurrency, number>;

export const CURRENCY_SYMBOLS: Record<DisplayCurrency, string> = {
  NGN: '₦',
  GBP: '£',
  USD: '$',
  EUR: '€',
  CAD: 'CA$',
};
export const APPROXIMATE_NOTE = 'Approximate; you pay in naira.';

export function isDisplayCurrency(value: unknown): value is DisplayCurrency {
  return typeof value === 'string' && (DISPLAY_CURRENCIES as readonly string[]).includes(value);
}

/**
 * "≈ £42" for a naira amount: whole units from 10 up, else 2 decimals. Null when the currency is naira, the rate is
 * missing or not positive, or the amount is not a number.
 */
export function approxPrice(naira: number, currency: DisplayCurrency, rates: Partial<CurrencyRates>): string | null {
  if (currency === 'NGN' || !Number.isFinite(naira)) return null;
  const rate = rates[currency];
  if (typeof rate !== 'number' || !Number.isFinite(rate) || rate <= 0) return null;
  const value = naira / rate;
  const whole = Math.abs(value) >= 10;
  const shown = whole ? Math.round(value) : Math.round(value * 100) / 100;
  const digits = whole ? 0 : 2;
  const number = (shown < 0 ? '-' : '') + groupedNumber(Math.abs(shown), digits);
  return `≈ ${CURRENCY_SYMBOLS[currency]}${number}`;
}

const EURO_LANGUAGES = ['de', 'fr', 'es', 'it', 'nl', 'pt', 'fi', 'el', 'sk', 'sl', 'et', 'lv', 'lt', 'mt', 'ga'];
const EURO_REGIONS = ['IE', 'DE', 'FR', 'ES', 'IT', 'NL', 'BE', 'AT', 'PT', 'FI', 'GR', 'LU', 'SK', 'SI', 'EE'];

/** A first visit's choice from the browser's language tag alone (no request): en-GB → GBP, en-US → USD, … */
export function currencyForLocale(locale: string | undefined): DisplayCurrency {
  const [language = '', region = ''] = (locale ?? '')
    .split(/[-_]/)
    .map((part, i) => (i === 0 ? part.toLowerCase() : part.toUpperCase()));
  if (region === 'NG') return 'NGN';
  if (region === 'GB') return 'GBP';
  if (region === 'US') return 'USD';
  if (region === 'CA') return 'CAD';
  if (EURO_REGIONS.includes(region)) return 'EUR';
  if (region === '' && EURO_LANGUAGES.includes(language)) return 'EUR';
  return 'NGN';
}

/** Stored rates → clean rates: each a positive finite number, anything else 0 (not set). */
export function sanitiseRates(input: unknown): CurrencyRates {
  const raw = typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {};
  const rate = (v: unknown): number => {
    const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
    return typeof n === 'number' && Number.isFinite(n) && n > 0 ? Math.round(n * 100) / 100 : 0;
  };
  return { GBP: rate(raw.GBP), USD: rate(raw.USD), EUR: rate(raw.EUR), CAD: rate(raw.CAD) };
}
