import * as z from 'zod';
import {
  BOM_QTY_POSITIVE,
  LABOUR_COST_INVALID,
  RUN_PRODUCT_REQUIRED,
  RUN_QTY_INVALID,
  RUN_SIZE_REQUIRED,
} from '../messages';
import { MATERIAL_REQUIRED } from '../../materials/messages';
import { MATERIAL_UNITS, PRODUCTION_RUN_STATUSES, SIZES } from '../../shared/vocab';
import { documentId, id, money, size, timestamp } from '../../shared/schemas/common';

/** One line of a bill: how much of a material one piece takes, in the material's own unit. */
export const bomLineSchema = z.object({
  materialId: z.string(),
  qty: z.number().positive(),
  unit: z.enum(MATERIAL_UNITS),
});
export type BomLine = z.output<typeof bomLineSchema>;

/** size → lines. Sizeless pieces (MTO) keep a bill per size too: the order's size or its measurements' nearest. */
export const billOfMaterialsSchema = z.partialRecord(size, z.array(bomLineSchema));
export type BillOfMaterials = z.output<typeof billOfMaterialsSchema>;

/**
 * `productCosts/{productId}` (staff only): the typed cost, the bill of materials per size and the labour per piece.
 * A product's cost per unit is its bill at the materials' average costs plus labour (domain production.ts).
 */
export const productCostRecordSchema = z.object({
  cost: money.nullable().default(null),
  labourCost: money.nullable().default(null),
  bom: billOfMaterialsSchema.default({}),
});
export type ProductCostRecord = z.output<typeof productCostRecordSchema>;

/** What a run takes of one material (the whole run, not per piece). */
export const runMaterialSchema = z.object({
  materialId: z.string(),
  name: z.string(),
  unit: z.enum(MATERIAL_UNITS),
  qty: z.number().min(0),
});
export type RunMaterial = z.output<typeof runMaterialSchema>;

/** `productionRuns/{runId}`: a run of RTW pieces, or (`orderId` set) the materials an MTO order took. */
export const productionRunSchema = z.object({
  productId: z.string(),
  productName: z.string().default(''),
  size,
  qty: z.int().min(1),
  status: z.enum(PRODUCTION_RUN_STATUSES),
  orderId: z.string().nullable().default(null),
  materials: z.array(runMaterialSchema).default([]),
  ledgerIds: z.array(z.string()).default([]),
  /** Material and labour cost of one piece when the run was completed (null when no material has a cost yet). */
  unitCost: money.nullable().default(null),
  createdAt: timestamp,
  createdBy: z.string().nullable().default(null),
  completedAt: timestamp.nullable().default(null),
  completedBy: z.string().nullable().default(null),
  returnedAt: timestamp.nullable().default(null),
});
export type ProductionRun = z.output<typeof productionRunSchema>;

const bomLineInput = z.strictObject({
  materialId: documentId(MATERIAL_REQUIRED),
  qty: z.number({ error: BOM_QTY_POSITIVE }).positive(BOM_QTY_POSITIVE).max(100_000).refine(Number.isFinite),
  /** The unit the form showed (taken from the material); checked against the material. */
  unit: z.enum(MATERIAL_UNITS).optional(),
});

/** saveBillOfMaterials: the whole bill replaces the stored one; at most 30 lines per size. */
export const saveBillOfMaterialsInput = z.strictObject({
  productId: id,
  bom: z.partialRecord(z.enum(SIZES), z.array(bomLineInput).max(30)).default({}),
  labourCost: z.number({ error: LABOUR_COST_INVALID }).min(0, LABOUR_COST_INVALID).nullable().default(null),
});
export type SaveBillOfMaterialsInput = z.output<typeof saveBillOfMaterialsInput>;

/**
 * recordProductionRun: "make 10 of size M". `runId` comes from the browser (one per form opening), so a double click
 * or a retry is the same run. `complete: false` plans it; calling again with `complete: true` completes it.
 */
export const recordProductionRunInput = z.strictObject({
  runId: id,
  productId: documentId(RUN_PRODUCT_REQUIRED),
  size: z.enum(SIZES, { error: RUN_SIZE_REQUIRED }),
  qty: z.int({ error: RUN_QTY_INVALID }).min(1, RUN_QTY_INVALID).max(10_000, RUN_QTY_INVALID),
  complete: z.boolean().default(true),
});
export type RecordProductionRunInput = z.output<typeof recordProductionRunInput>;

/** draftShortfallPurchaseOrder: the planned run whose missing materials become a draft purchase order, once. */
export const draftShortfallPurchaseOrderInput = z.strictObject({ runId: id });
