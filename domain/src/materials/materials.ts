// Raw-material stock rules (docs/product.md#inventory): adjustments, receipts and thresholds. Each change is paired
// with a ledger entry by the function that applies it.
import { DomainError } from '../shared/errors';
import { ADJUST_NON_ZERO } from './messages';
import { toFiniteNumber } from '../shared/numbers';

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
