// Reading numbers out of form fields and loosely typed data. Everything else builds on these two.

/** A finite number from a number or a numeric string ('12', ' 3.5 '); anything else is null. */
export function toFiniteNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string') {
    const text = value.trim();
    if (text === '') return null;
    const n = Number(text);
    return Number.isFinite(n) ? n : null;
  }
  return null;
}

/** A finite number or 0: docs/product.md#finance counts non-finite quantities and prices as 0. */
export function finiteOr0(value: unknown): number {
  return toFiniteNumber(value) ?? 0;
}

/** The decimal digits of `text` plus one in the last place ('0999' → '1000'). */
function plusOne(text: string): string {
  const digits = text.split('');
  for (let i = digits.length - 1; i >= 0; i -= 1) {
    if (digits[i] !== '9') {
      digits[i] = String(Number(digits[i]) + 1);
      return digits.join('');
    }
    digits[i] = '0';
  }
  return `1${digits.join('')}`;
}

/**
 * '1,234,567.50': a number ≥ 0 with `digits` decimals and its whole part grouped in threes, as Intl's en-NG and en
 * write it (rounded half up on the number as written: 1.005 → '1.01'). Written out rather than with
 * Intl.NumberFormat: a page's first Intl formatter loads the locale data, tens of milliseconds of a phone's main
 * thread on every first page that shows a price (docs/architecture.md#first-page-work).
 */
export function groupedNumber(value: number, digits: number): string {
  const written = String(value);
  let rounded: string;
  if (/e/i.test(written)) rounded = value.toFixed(digits);
  else {
    const [whole = '0', fraction = ''] = written.split('.');
    const kept = whole + fraction.slice(0, digits).padEnd(digits, '0');
    const all = (fraction[digits] ?? '0') >= '5' ? plusOne(kept) : kept;
    rounded = digits ? `${all.slice(0, -digits) || '0'}.${all.slice(-digits)}` : all;
  }
  const [whole = '0', fraction] = rounded.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/**
 * A number as a person types it in the back office (docs/product.md#back-office, "input as she types it"): thousands
 * separated by commas ('42,000', '1,250.5'), a naira sign or 'NGN' in front ('₦42,000', 'NGN 7,500.50'), spaces
 * around, a leading minus for stock going out ('-2'). Commas must group thousands: '4,20,00' is not read as 42,000.
 * Empty or anything else is NaN, so the field's schema refuses it in its own words (never a silent 0).
 */
export function typedNumber(text: string): number {
  const body = text
    .trim()
    .replace(/^(?:₦|NGN|N(?=\s*[\d.,]))\s*/i, '')
    .trim();
  if (!/^-?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?$/.test(body) && !/^-?\.\d+$/.test(body)) return Number.NaN;
  return Number(body.replace(/,/g, ''));
}

/** typedNumber, with an empty field meaning "none" (an optional or clearable figure). */
export const typedNumberOrNull = (text: string): number | null => (text.trim() === '' ? null : typedNumber(text));
