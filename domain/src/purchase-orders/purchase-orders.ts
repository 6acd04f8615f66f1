// The purchase-order state machine of docs/product.md#purchase-orders: draft → ordered (Submit) → received (every
// line delivered, or closed short); deliveries are recorded per line while ordered; Cancel from draft, or ordered
// with nothing delivered yet. Every refusal is a DomainError carrying the spec's message.
import { DomainError } from '../shared/errors';
import {
  PO_CLOSE_NOTHING_RECEIVED,
  PO_NEEDS_LINE,
  PO_NO_LINES_TO_RECEIVE,
  PO_ONLY_DRAFTS_SUBMIT,
  PO_ONLY_ORDERED_CLOSE,
  PO_ONLY_ORDERED_RECEIVE,
  PO_PART_RECEIVED_CANNOT_CANCEL,
  PO_RECEIPT_EMPTY,
  PO_RECEIPT_LINE_TWICE,
  PO_RECEIPT_UNKNOWN_LINE,
  PO_RECEIVED_CANNOT_CANCEL,
  PO_ALREADY_CANCELLED,
  poReceiptOverOrdered,
} from './messages';
import { roundToKobo } from '../shared/money';
import type { PoStatus } from '../shared/vocab';

export interface PoLineLike {
  materialId: string;
  qty: number;
  unitCost: number;
  /** Delivered so far (0 until a receipt). */
  received?: number;
}

export interface PoLike {
  status: PoStatus;
  lines: readonly PoLineLike[];
}

const finite = (n: number): number => (Number.isFinite(n) ? n : 0);
/** Quantities to 4 decimals (2.5 yards, 0.25 rolls), so repeated deliveries add up without floating dust. */
const qty4 = (n: number): number => Math.round(finite(n) * 10_000) / 10_000;

/** Σ qty × unit cost over the lines, to the kobo; non-finite parts count as 0. */
export function poTotal(lines: readonly PoLineLike[]): number {
  return roundToKobo(lines.reduce((sum, l) => sum + finite(l.qty) * finite(l.unitCost), 0));
}

const isReceivable = (l: PoLineLike): boolean => finite(l.qty) > 0 && l.materialId !== '';

const receivable = (lines: readonly PoLineLike[]): PoLineLike[] => lines.filter(isReceivable);

/** What is still to come on a line (never below 0). */
export const outstandingQty = (line: PoLineLike): number =>
  isReceivable(line) ? Math.max(0, qty4(finite(line.qty) - finite(line.received ?? 0))) : 0;

/** Whether anything has been delivered on the PO. */
export const anyReceived = (po: Pick<PoLike, 'lines'>): boolean => po.lines.some((l) => finite(l.received ?? 0) > 0);

/**
 * What an open PO still commits the shop to pay: Σ outstanding × unit cost over its lines (finance shows it beside
 * the expenses, never in them). Only ordered POs commit anything.
 */
export function poCommitment(po: PoLike): number {
  if (po.status !== 'ordered') return 0;
  return roundToKobo(po.lines.reduce((sum, l) => sum + outstandingQty(l) * finite(l.unitCost), 0));
}

/** Submit: drafts only, with at least one line of quantity above 0. */
export function submitPurchaseOrder(po: PoLike): { status: 'ordered' } {
  if (po.status !== 'draft') throw new DomainError('conflict', 'po/only-drafts-submit', PO_ONLY_DRAFTS_SUBMIT);
  if (receivable(po.lines).length === 0) throw new DomainError('invalid_data', 'po/needs-line', PO_NEEDS_LINE);
  return { status: 'ordered' };
}

/**
 * Cancel: a draft, or an ordered PO nothing has been delivered on (cancelling a cancelled PO changes nothing). Once
 * part has arrived the goods and their cost are real: the rest is closed short instead.
 */
export function cancelPurchaseOrder(po: PoLike): { status: 'cancelled' } {
  if (po.status === 'received')
    throw new DomainError('conflict', 'po/received-cannot-cancel', PO_RECEIVED_CANNOT_CANCEL);
  if (po.status === 'ordered' && anyReceived(po))
    throw new DomainError('conflict', 'po/part-received', PO_PART_RECEIVED_CANNOT_CANCEL);
  return { status: 'cancelled' };
}

/** Close short: an ordered PO with something delivered; what is still to come is no longer expected. */
export function closePurchaseOrderShort(po: PoLike): { status: 'received' } {
  if (po.status !== 'ordered') throw new DomainError('conflict', 'po/only-ordered-close', PO_ONLY_ORDERED_CLOSE);
  if (!anyReceived(po)) throw new DomainError('conflict', 'po/nothing-received', PO_CLOSE_NOTHING_RECEIVED);
  return { status: 'received' };
}

/** One line of a delivery as staff enter it: the PO line's position, what arrived and what one unit cost. */
export interface DeliveryLine {
  line: number;
  qty: number;
  unitCost: number;
}

export interface ReceiptLine extends DeliveryLine {
  materialId: string;
}

export interface PoReceipt {
  /** 'received' when this delivery completes every line, else still 'ordered'. */
  status: 'ordered' | 'received';
  /** One ledger entry (reason 'receive') per line delivered, at its delivered cost. */
  lines: ReceiptLine[];
  /** What each material's stock goes up by, lines of the same material added together. */
  increments: Map<string, number>;
  /** Each PO line's delivered quantity after this receipt (the PO's `lines[i].received`). */
  received: number[];
  /** Σ qty × delivered unit cost, to the kobo: the day's purchasing expense. */
  value: number;
}

const refuseLine = (field: string, message: string, code: 'po/receipt-line' | 'po/over-ordered' = 'po/receipt-line') =>
  new DomainError('invalid_data', code, message, { [field]: message });

/**
 * A delivery on an ordered PO: each line at most what is still to come, at the unit cost it was delivered at.
 * `delivery` null receives everything still to come at the ordered costs (Receive all).
 */
export function receivePurchaseOrder(po: PoLike, delivery: readonly DeliveryLine[] | null = null): PoReceipt {
  if (po.status !== 'ordered') throw new DomainError('conflict', 'po/only-ordered-receive', PO_ONLY_ORDERED_RECEIVE);
  if (receivable(po.lines).length === 0)
    throw new DomainError('invalid_data', 'po/no-lines-to-receive', PO_NO_LINES_TO_RECEIVE);
  const wanted =
    delivery ??
    po.lines.flatMap((l, line) =>
      outstandingQty(l) > 0 ? [{ line, qty: outstandingQty(l), unitCost: l.unitCost }] : [],
    );
  const received = po.lines.map((l) => finite(l.received ?? 0));
  const seen = new Set<number>();
  const lines: ReceiptLine[] = [];
  wanted.forEach((d, k) => {
    const onPo = po.lines[d.line];
    if (!onPo || !isReceivable(onPo)) throw refuseLine(`lines.${k}.line`, PO_RECEIPT_UNKNOWN_LINE);
    if (seen.has(d.line)) throw refuseLine(`lines.${k}.line`, PO_RECEIPT_LINE_TWICE);
    seen.add(d.line);
    const qty = qty4(d.qty);
    if (qty <= 0) return;
    const outstanding = outstandingQty(onPo);
    if (qty > outstanding) throw refuseLine(`lines.${k}.qty`, poReceiptOverOrdered(outstanding), 'po/over-ordered');
    received[d.line] = qty4(received[d.line]! + qty);
    lines.push({ line: d.line, materialId: onPo.materialId, qty, unitCost: finite(d.unitCost) });
  });
  if (lines.length === 0) throw new DomainError('invalid_data', 'po/receipt-empty', PO_RECEIPT_EMPTY);
  const increments = new Map<string, number>();
  for (const l of lines) increments.set(l.materialId, qty4((increments.get(l.materialId) ?? 0) + l.qty));
  const complete = po.lines.every((l, i) => !isReceivable(l) || received[i]! >= qty4(l.qty));
  return {
    status: complete ? 'received' : 'ordered',
    lines,
    increments,
    received,
    value: poTotal(lines),
  };
}

/** Which buttons a PO shows enabled (staff only; everyone else sees them disabled with 'Staff only'). */
export function poActions(po: PoLike): {
  edit: boolean;
  submit: boolean;
  receive: boolean;
  close: boolean;
  cancel: boolean;
} {
  const ordered = po.status === 'ordered';
  return {
    edit: po.status === 'draft',
    submit: po.status === 'draft',
    receive: ordered,
    close: ordered && anyReceived(po),
    cancel: po.status === 'draft' || (ordered && !anyReceived(po)),
  };
}

/**
 * Why each of Submit, Receive and Cancel cannot be pressed now (null when it can): a greyed button says why beside it,
 * in the words the server would refuse it with, so nobody presses it to find out.
 */
export function poActionReasons(po: PoLike): { submit: string | null; receive: string | null; cancel: string | null } {
  const can = poActions(po);
  return {
    submit: can.submit ? null : po.status === 'cancelled' ? PO_ALREADY_CANCELLED : PO_ONLY_DRAFTS_SUBMIT,
    receive: can.receive ? null : po.status === 'cancelled' ? PO_ALREADY_CANCELLED : PO_ONLY_ORDERED_RECEIVE,
    cancel: can.cancel
      ? null
      : po.status === 'cancelled'
        ? PO_ALREADY_CANCELLED
        : po.status === 'received'
          ? PO_RECEIVED_CANNOT_CANCEL
          : PO_PART_RECEIVED_CANNOT_CANCEL,
  };
}

/** The words for a PO's state: 'Part received' while deliveries are under way, 'Closed short' when closed early. */
export function poStatusLabel(po: PoLike & { closedShort?: boolean }): string | null {
  if (po.status === 'ordered' && anyReceived(po)) return 'Part received';
  if (po.status === 'received' && po.closedShort) return 'Closed short';
  return null;
}

/**
 * What a PO costs the shop, as its list shows it (docs/product.md#purchase-orders): what arrived once it is closed —
 * whole or short, at the costs it was delivered at — else what was ordered, with what has arrived so far beside it.
 * A PO closed short never reads as its ordered total.
 */
export function poCostSummary(
  po: PoLike & { totalCost: number; receivedValue: number; closedShort?: boolean },
  money: (amount: number) => string,
): { amount: number; note: string | null } {
  if (po.status === 'received') {
    const note =
      po.closedShort || po.receivedValue !== po.totalCost ? `received; ${money(po.totalCost)} ordered` : 'received';
    return { amount: po.receivedValue, note };
  }
  if (po.status === 'cancelled') return { amount: po.totalCost, note: 'cancelled: nothing bought' };
  if (po.status === 'ordered' && anyReceived(po))
    return { amount: po.totalCost, note: `ordered; ${money(po.receivedValue)} received so far` };
  return { amount: po.totalCost, note: null };
}
