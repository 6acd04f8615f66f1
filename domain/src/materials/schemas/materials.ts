import * as z from 'zod';
import {
  ADJUST_NON_ZERO,
  ADJUST_REASON_REQUIRED,
  COST_ONLY_COMING_IN,
  COST_ZERO_OR_MORE,
  LEVEL_ZERO_OR_MORE,
  MATERIAL_NAME_REQUIRED,
  MATERIAL_REQUIRED,
  MATERIAL_SKU_REQUIRED,
  MATERIAL_UNIT_REQUIRED,
  QTY_WHOLE_AT_LEAST_1,
  QTY_ZERO_OR_MORE,
} from '../messages';
import { ADJUST_REASONS, DEFAULT_MATERIAL_UNIT, LEDGER_REASONS, MATERIAL_UNITS } from '../../shared/vocab';
import { documentId, id, money, nonBlank, text, timestamp } from '../../shared/schemas/common';

/** `materials/{id}`: a raw material with its stock on the same document. */
export const materialSchema = z.object({
  sku: z.string(),
  name: z.string(),
  unit: z.enum(MATERIAL_UNITS).catch(DEFAULT_MATERIAL_UNIT),
  category: z.string().default(''),
  active: z.boolean().default(true),
  minLevel: money.nullable().default(null),
  onHand: money.default(0),
  reorderLevel: money.nullable().default(null),
  /** Moving weighted-average cost per unit over what is on hand, fed by every arrival (domain averageCostAfter). */
  unitCost: money.nullable().default(null),
  createdAt: timestamp.optional(),
  updatedAt: timestamp.optional(),
});
export type Material = z.output<typeof materialSchema>;

/** `materialLedger/{id}`: one entry per stock change, written in the same transaction. */
export const ledgerEntrySchema = z.object({
  materialId: z.string(),
  delta: z.number(),
  reason: z.enum(LEDGER_REASONS),
  note: z.string().default(''),
  unitCost: money.nullable().default(null),
  vendorName: z.string().nullable().default(null),
  /** What caused it, e.g. {collection: 'purchaseOrders', id}. */
  ref: z.object({ collection: z.string(), id: z.string() }).nullable().default(null),
  authorId: z.string().nullable().default(null),
  createdAt: timestamp,
});
export type LedgerEntry = z.output<typeof ledgerEntrySchema>;

const materialId = documentId(MATERIAL_REQUIRED);
/** What one unit of stock coming in cost; empty (null) when no price is known. */
const arrivalCost = z.number({ error: COST_ZERO_OR_MORE }).min(0, COST_ZERO_OR_MORE).nullable().default(null);
const level = z.number({ error: LEVEL_ZERO_OR_MORE }).min(0, LEVEL_ZERO_OR_MORE).nullable().default(null);

export const createMaterialInput = z.strictObject({
  sku: nonBlank(MATERIAL_SKU_REQUIRED, 60),
  name: nonBlank(MATERIAL_NAME_REQUIRED, 200),
  unit: z.enum(MATERIAL_UNITS, { error: MATERIAL_UNIT_REQUIRED }),
  category: text(100).default(''),
  initialQty: z.number({ error: QTY_ZERO_OR_MORE }).min(0, QTY_ZERO_OR_MORE).default(0),
  /** What the opening stock cost a unit: the first average. */
  unitCost: arrivalCost,
  reorderLevel: level,
  minLevel: level,
});
export type CreateMaterialInput = z.output<typeof createMaterialInput>;

/**
 * Chosen when a Receive or Adjust form opens: the change's ledger entry is named after it, so a double click or a
 * retry after a lost answer moves the stock once.
 */
const requestId = id.optional();

export const receiveMaterialInput = z.strictObject({
  materialId,
  requestId,
  qty: z.int({ error: QTY_WHOLE_AT_LEAST_1 }).min(1, QTY_WHOLE_AT_LEAST_1),
  unitCost: arrivalCost,
  vendorName: text(200).default(''),
  note: text(500).default(''),
});
export type ReceiveMaterialInput = z.output<typeof receiveMaterialInput>;

export const adjustMaterialInput = z
  .strictObject({
    materialId,
    requestId,
    delta: z.number({ error: ADJUST_NON_ZERO }).refine((n) => Number.isFinite(n) && n !== 0, ADJUST_NON_ZERO),
    reason: z.enum(ADJUST_REASONS, { error: ADJUST_REASON_REQUIRED }),
    note: text(500).default(''),
    /** Stock coming in may say what it cost a unit (it feeds the average); stock going out is taken at the average. */
    unitCost: arrivalCost,
  })
  .refine((a) => a.unitCost === null || a.delta > 0, { message: COST_ONLY_COMING_IN, path: ['unitCost'] });
export type AdjustMaterialInput = z.output<typeof adjustMaterialInput>;

/** Set Threshold: null (an emptied field) clears the reorder level. */
export const setMaterialThresholdInput = z.strictObject({ materialId, reorderLevel: level });
