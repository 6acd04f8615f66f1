// The purchase-order state machine of docs/product.md#purchase-orders: draft → ordered (Submit) → received (Receive);
// Cancel from any state but received. Every refusal is a DomainError carrying the spec's message.
import { DomainError } from './errors';
import {
  PO_NEEDS_LINE,
  PO_NO_LINES_TO_RECEIVE,
  PO_ONLY_DRAFTS_SUBMIT,
  PO_ONLY_ORDERED_RECEIVE,
  PO_RECEIVED_CANNOT_CANCEL,
} from './messages';
import { roundToKobo } from './money';
import type { PoStatus } from './vocab';

export interface PoLineLike {
  materialId: string;
  qty: number;
  unitCost: number;
}

export interface PoLike {
  status: PoStatus;
  lines: readonly PoLineLike[];
}

const finite = (n: number): number => (Number.isFinite(n) ? n : 0);

/** Σ qty × unit cost over the lines, to the kobo; non-finite parts count as 0. */
export function poTotal(lines: readonly PoLineLike[]): number {
  return roundToKobo(lines.reduce((sum, l) => sum + finite(l.qty) * finite(l.unitCost), 0));
}

const receivable = (lines: readonly PoLineLike[]): PoLineLike[] =>
  lines.filter((l) => finite(l.qty) > 0 && l.materialId !== '');

/** Submit: drafts only, with at least one line of quantity above 0. */
export function submitPurchaseOrder(po: PoLike): { status: 'ordered' } {
  if (po.status !== 'draft') throw new DomainError('conflict', 'po/only-drafts-submit', PO_ONLY_DRAFTS_SUBMIT);
  if (receivable(po.lines).length === 0) throw new DomainError('invalid_data', 'po/needs-line', PO_NEEDS_LINE);
  return { status: 'ordered' };
}

/** Cancel: any status except received (cancelling a cancelled PO changes nothing). */
export function cancelPurchaseOrder(po: Pick<PoLike, 'status'>): { status: 'cancelled' } {
  if (po.status === 'received')
    throw new DomainError('conflict', 'po/received-cannot-cancel', PO_RECEIVED_CANNOT_CANCEL);
  return { status: 'cancelled' };
}

export interface PoReceipt {
  status: 'received';
  /** One ledger entry (reason 'receive') per line with quantity above 0. */
  lines: PoLineLike[];
  /** What each material's stock goes up by, lines of the same material added together. */
  increments: Map<string, number>;
}

/** Receive: ordered POs only, with at least one line to receive. */
export function receivePurchaseOrder(po: PoLike): PoReceipt {
  if (po.status !== 'ordered') throw new DomainError('conflict', 'po/only-ordered-receive', PO_ONLY_ORDERED_RECEIVE);
  const lines = receivable(po.lines);
  if (lines.length === 0) throw new DomainError('invalid_data', 'po/no-lines-to-receive', PO_NO_LINES_TO_RECEIVE);
  const increments = new Map<string, number>();
  for (const l of lines) increments.set(l.materialId, (increments.get(l.materialId) ?? 0) + l.qty);
  return { status: 'received', lines, increments };
}

/** Which buttons a PO shows enabled (staff only; everyone else sees them disabled with 'Staff only'). */
export function poActions(po: PoLike): { edit: boolean; submit: boolean; receive: boolean; cancel: boolean } {
  return {
    edit: po.status === 'draft',
    submit: po.status === 'draft',
    receive: po.status === 'ordered',
    cancel: po.status === 'draft' || po.status === 'ordered',
  };
}
