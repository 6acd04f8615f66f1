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
