// When an order should arrive (docs/product.md#delivery-abroad): the day its last piece is ready to send, plus the
// delivery zone's lead time. Stated at checkout and kept on the order (`deliveryBy`), so the receipt, My Orders and the
// mail give the same date.
import { leadTimeOf } from '../catalogue/catalogue';
import { preorderReadyDay } from '../catalogue/preorder-terms';
import { addDays, type DayKey } from '../shared/lagos-time';
import type { ProductType } from '../shared/vocab';

/** Days from payment to a ready-to-wear piece leaving the workshop. */
export const READY_TO_WEAR_DISPATCH_DAYS = 1;

export interface PieceToSend {
  readonly type: ProductType;
  /** Made to order: the product's own making time (default 10 days). */
  readonly leadTimeDays?: number | null;
  /** Pre-order: its window's last day. */
  readonly windowEnd?: Date | null;
}

/** The day a piece is ready to send, for an order paid on `today`; null when its window names no end yet. */
function readyDay(today: DayKey, piece: PieceToSend): DayKey | null {
  if (piece.type === 'RTW') return addDays(today, READY_TO_WEAR_DISPATCH_DAYS);
  if (piece.type === 'MTO') return addDays(today, leadTimeOf(piece));
  const ready = preorderReadyDay(piece.windowEnd);
  if (ready === null) return null;
  // A window that closed long ago: the piece is made, and leaves as ready-to-wear does.
  return ready > today ? ready : addDays(today, READY_TO_WEAR_DISPATCH_DAYS);
}

/** The expected delivery day of an order placed on `today` (Lagos), or null when a pre-order's date is not known. */
export function deliveryByDay(today: DayKey, zoneLeadTimeDays: number, pieces: readonly PieceToSend[]): DayKey | null {
  let last: DayKey = addDays(today, READY_TO_WEAR_DISPATCH_DAYS);
  for (const piece of pieces) {
    const ready = readyDay(today, piece);
    if (ready === null) return null;
    if (ready > last) last = ready;
  }
  return addDays(last, Math.max(0, zoneLeadTimeDays));
}
