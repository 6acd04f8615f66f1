import * as z from 'zod';
import { COST_ZERO_OR_MORE, MATERIAL_REQUIRED, QTY_ZERO_OR_MORE } from '../../materials/messages';
import { PO_VENDOR_REQUIRED } from '../messages';
import { PO_STATUSES } from '../../shared/vocab';
import { documentId, id, money, nonBlank, text, timestamp } from '../../shared/schemas/common';

export const poLineSchema = z.object({
  materialId: documentId(MATERIAL_REQUIRED),
  qty: z.number({ error: QTY_ZERO_OR_MORE }).min(0, QTY_ZERO_OR_MORE),
  unitCost: z.number({ error: COST_ZERO_OR_MORE }).min(0, COST_ZERO_OR_MORE),
});
export type PoLine = z.output<typeof poLineSchema>;

/** A line as stored: what was ordered and, once deliveries are recorded, how much of it has arrived. */
export const storedPoLineSchema = poLineSchema.extend({
  received: z.number().min(0).default(0),
});
export type StoredPoLine = z.output<typeof storedPoLineSchema>;

/** One delivery recorded on a PO (receivePurchaseOrder): its lines at the unit cost they came at. */
export const poReceiptSchema = z.object({
  id: z.string(),
  at: timestamp,
  by: z.string().nullable().default(null),
  lines: z.array(z.object({ line: z.int().min(0), materialId: z.string(), qty: z.number(), unitCost: z.number() })),
  /** Σ qty × unit cost, to the kobo: that day's purchasing expense. */
  value: money,
});
export type PoReceiptRecord = z.output<typeof poReceiptSchema>;

/** `purchaseOrders/{id}`. An unknown status is read as draft (docs/product.md#purchase-orders). */
export const purchaseOrderSchema = z
  .object({
    vendorName: z.string(),
    status: z.enum(PO_STATUSES).catch('draft'),
    notes: z.string().default(''),
    lines: z.array(storedPoLineSchema).default([]),
    /** What was ordered: Σ qty × unit cost of the lines. */
    totalCost: money.default(0),
    /** Every delivery, oldest first; their values add up to `receivedValue`. */
    receipts: z.array(poReceiptSchema).default([]),
    receivedValue: money.default(0),
    /** Closed before every line arrived: the rest is no longer expected. */
    closedShort: z.boolean().default(false),
    createdAt: timestamp,
    updatedAt: timestamp.optional(),
    createdBy: z.string().nullable().default(null),
    submittedAt: timestamp.nullable().default(null),
    /** When the PO closed: its last line delivered, or closed short. */
    receivedAt: timestamp.nullable().default(null),
    cancelledAt: timestamp.nullable().default(null),
  })
  // A PO received before deliveries were recorded per line arrived whole: its lines read as fully received.
  .transform((po) =>
    po.status === 'received' && po.receipts.length === 0 && !po.closedShort
      ? {
          ...po,
          lines: po.lines.map((l) => ({ ...l, received: Math.max(l.received, l.qty) })),
          receivedValue: Math.max(po.receivedValue, po.totalCost),
        }
      : po,
  );
export type PurchaseOrder = z.output<typeof purchaseOrderSchema>;

/** A draft's vendor, notes and lines, as the form edits them (at most PO_MAX_LINES lines: docs/product.md#purchase-orders). */
export const PO_MAX_LINES = 100;
export const purchaseOrderDraftInput = z.strictObject({
  vendorName: nonBlank(PO_VENDOR_REQUIRED, 200),
  notes: text(2000).default(''),
  lines: z.array(poLineSchema.strict()).max(PO_MAX_LINES).default([]),
});
export type PurchaseOrderDraftInput = z.output<typeof purchaseOrderDraftInput>;

/** savePurchaseOrderDraft: a new draft (no id) or an edit of a draft; the function writes it and sums its total. */
export const savePurchaseOrderDraftInput = purchaseOrderDraftInput.extend({
  purchaseOrderId: id.nullable().default(null),
});

/** submitPurchaseOrder, cancelPurchaseOrder, closePurchaseOrder. */
export const purchaseOrderActionInput = z.strictObject({ purchaseOrderId: id });

/**
 * receivePurchaseOrder: one delivery. `receiptId` is chosen when the form opens (a double click or a retry is the
 * same delivery); `receiptsSeen` is how many deliveries the form saw, so a second tab recording the same delivery
 * is refused rather than adding it twice. Without `lines`, everything still to come arrives at the ordered costs.
 */
export const receivePurchaseOrderInput = z.strictObject({
  purchaseOrderId: id,
  receiptId: id.optional(),
  receiptsSeen: z.int().min(0).optional(),
  lines: z
    .array(
      z.strictObject({
        line: z.int().min(0),
        qty: z.number({ error: QTY_ZERO_OR_MORE }).min(0, QTY_ZERO_OR_MORE),
        unitCost: z.number({ error: COST_ZERO_OR_MORE }).min(0, COST_ZERO_OR_MORE),
      }),
    )
    .max(100)
    .optional(),
});
export type ReceivePurchaseOrderInput = z.output<typeof receivePurchaseOrderInput>;
