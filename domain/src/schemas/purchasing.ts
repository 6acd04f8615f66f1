import * as z from 'zod';
import { COST_ZERO_OR_MORE, MATERIAL_REQUIRED, PO_VENDOR_REQUIRED, QTY_ZERO_OR_MORE } from '../messages';
import { PO_STATUSES } from '../vocab';
import { documentId, id, money, nonBlank, text, timestamp } from './common';

export const poLineSchema = z.object({
  materialId: documentId(MATERIAL_REQUIRED),
  qty: z.number({ error: QTY_ZERO_OR_MORE }).min(0, QTY_ZERO_OR_MORE),
  unitCost: z.number({ error: COST_ZERO_OR_MORE }).min(0, COST_ZERO_OR_MORE),
});
export type PoLine = z.output<typeof poLineSchema>;

/** `purchaseOrders/{id}`. An unknown status is read as draft (docs/product.md#purchase-orders). */
export const purchaseOrderSchema = z.object({
  vendorName: z.string(),
  status: z.enum(PO_STATUSES).catch('draft'),
  notes: z.string().default(''),
  lines: z.array(poLineSchema).default([]),
  totalCost: money.default(0),
  createdAt: timestamp,
  updatedAt: timestamp.optional(),
  createdBy: z.string().nullable().default(null),
  submittedAt: timestamp.nullable().default(null),
  receivedAt: timestamp.nullable().default(null),
  cancelledAt: timestamp.nullable().default(null),
});
export type PurchaseOrder = z.output<typeof purchaseOrderSchema>;

/**
 * Create or edit a draft (the browser writes drafts; rules check the shape and totalCost ≥ 0 — they cannot sum
 * lines, so Submit and Receive recompute it).
 */
export const purchaseOrderDraftInput = z.strictObject({
  vendorName: nonBlank(PO_VENDOR_REQUIRED, 200),
  notes: text(2000).default(''),
  lines: z.array(poLineSchema.strict()).max(100).default([]),
});
export type PurchaseOrderDraftInput = z.output<typeof purchaseOrderDraftInput>;

/** submitPurchaseOrder, cancelPurchaseOrder, receivePurchaseOrder. */
export const purchaseOrderActionInput = z.strictObject({ purchaseOrderId: id });
