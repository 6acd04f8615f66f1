// Raw-material stock rules (docs/product.md#inventory): adjustments, receipts and thresholds. Each change is paired
// with a ledger entry by the function that applies it.
import { DomainError } from './errors';
import { ADJUST_NON_ZERO, LEVEL_ZERO_OR_MORE, QTY_WHOLE_AT_LEAST_1 } from './messages';
import { toFiniteNumber } from './numbers';

export interface StockChange {
  onHand: number;
  /** The change actually applied (what the ledger records): smaller than asked when the floor at 0 bites. */
  delta: number;
}

/** Adjust: the change must be a non-zero number; the result is floored at 0. */
export function adjustMaterialStock(onHand: number, change: unknown): StockChange {
  const delta = toFiniteNumber(change);
  if (delta === null || delta === 0)
    throw new DomainError('invalid_data', 'stock/adjust-zero', ADJUST_NON_ZERO, { delta: ADJUST_NON_ZERO });
  const before = Number.isFinite(onHand) ? Math.max(0, onHand) : 0;
  const after = Math.max(0, before + delta);
  return { onHand: after, delta: after - before };
}

/** Receive Stock quantity: a whole number of at least 1, or null with the form's message. */
export function parseReceiveQty(value: unknown): { ok: true; qty: number } | { ok: false; message: string } {
  const n = toFiniteNumber(value);
  return n !== null && Number.isInteger(n) && n >= 1
    ? { ok: true, qty: n }
    : { ok: false, message: QTY_WHOLE_AT_LEAST_1 };
}

/** Reorder level / minimum level fields: empty clears (null); otherwise a number ≥ 0. */
export function parseLevel(value: unknown): { ok: true; level: number | null } | { ok: false; message: string } {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === ''))
    return { ok: true, level: null };
  const n = toFiniteNumber(value);
  return n !== null && n >= 0 ? { ok: true, level: n } : { ok: false, message: LEVEL_ZERO_OR_MORE };
}
