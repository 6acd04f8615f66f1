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
