import * as z from 'zod';
import {
  PRODUCT_NAME_REQUIRED,
  PRODUCT_PRICE_INVALID,
  PRODUCT_PRICE_WHOLE_NAIRA,
  collectionNameTooLong,
} from '../messages';
import { COLLECTION_NAME_MAX, collectionNameOf } from '../catalogue';
import { AVAILABILITY } from '../../shared/vocab';
import { DEFAULT_DEPOSIT_PERCENT, MAX_DEPOSIT_PERCENT, MIN_DEPOSIT_PERCENT } from '../../shared/money';
import { id, naira, nonBlank, productType, size, text, timestamp } from '../../shared/schemas/common';

/** `products/{id}`. `availability` is kept in step with `stock` by functions; the browser never writes it. */
export const productSchema = z.object({
  sku: z.string(),
  slug: z.string(),
  name: z.string(),
  nameLower: z.string(),
  description: z.string().default(''),
  price: naira,
  type: productType,
  active: z.boolean(),
  images: z.array(z.string()).default([]),
  sizeOptions: z.array(size).default([]),
  leadTimeDays: z.int().min(1).nullable().default(null),
  preorderWindowId: z.string().nullable().default(null),
  /** The named collection the piece belongs to ('Owambe'); null (or missing, before collections) = none. */
  collection: z.string().nullable().default(null),
  featured: z.boolean().default(false),
  availability: z.partialRecord(size, z.enum(AVAILABILITY)).default({}),
  /** Sizes with few left and how many ('Only 2 left', stock.unitsLeftOf), kept in step with `stock` like availability. */
  unitsLeft: z.partialRecord(size, z.int().min(1)).default({}),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type Product = z.output<typeof productSchema>;

export const sizeStockSchema = z.object({ onHand: z.int().min(0), reorderLevel: z.int().min(0).default(0) });
export type SizeStock = z.output<typeof sizeStockSchema>;

/**
 * `stock/{productId}`: RTW stock per size. MTO and pre-order pieces have no stock limit. A size's units on hand are
 * `sizes[size].onHand` plus, when `shardCount` > 0, `onHand[size]` of every `stock/{productId}/shards/{0…n-1}`:
 * a drop's stock is spread over shards so its buyers do not queue on one document (docs/data-model.md).
 */
export const stockSchema = z.object({
  sizes: z.partialRecord(size, sizeStockSchema).default({}),
  shardCount: z.int().min(0).default(0),
  /** How many offered sizes are at or below their reorder level (stock.stockAlertCount): the dashboard's query. */
  alerts: z.int().min(0).default(0),
});
export type StockDoc = z.output<typeof stockSchema>;

/** `stock/{productId}/shards/{k}`: a part of the product's units per size (see stockSchema). */
export const stockShardSchema = z.object({ onHand: z.partialRecord(size, z.int().min(0)).default({}) });
export type StockShardDoc = z.output<typeof stockShardSchema>;

/** `preorderWindows/{id}` ("collections" in the spec). */
export const preorderWindowSchema = z.object({
  name: z.string(),
  active: z.boolean(),
  startAt: timestamp.nullable().default(null),
  endAt: timestamp.nullable().default(null),
  depositPercent: z.int().min(MIN_DEPOSIT_PERCENT).max(MAX_DEPOSIT_PERCENT).default(DEFAULT_DEPOSIT_PERCENT),
});
export type PreorderWindow = z.output<typeof preorderWindowSchema>;

const price = z.number({ error: PRODUCT_PRICE_INVALID }).min(0, PRODUCT_PRICE_INVALID).int(PRODUCT_PRICE_WHOLE_NAIRA);

/**
 * `saveProduct` (New/Edit modal). A blank SKU is generated; sizeOptions are kept only for RTW, leadTimeDays only
 * for MTO and preorderWindowId only for PREORDER (see catalogue.productForSave); stock per size for RTW.
 */
export const saveProductInput = z.strictObject({
  id: id.nullable().default(null),
  sku: text(40).default(''),
  name: nonBlank(PRODUCT_NAME_REQUIRED, 200),
  description: text(4000).default(''),
  price,
  cost: z.number().min(0, 'Cost must be 0 or more.').nullable().default(null),
  type: productType,
  active: z.boolean().default(true),
  featured: z.boolean().default(false),
  images: z.array(z.string().trim().min(1).max(1000)).max(20).default([]),
  sizeOptions: z.array(size).max(4).default([]),
  leadTimeDays: z.int().min(1).max(365).nullable().default(null),
  preorderWindowId: id.nullable().default(null),
  /** The collection's name as typed (catalogue.collectionNameOf cleans it); blank = none. */
  collection: z
    .string()
    .nullable()
    .default(null)
    .transform((typed) => collectionNameOf(typed))
    .refine((name) => name === null || name.length <= COLLECTION_NAME_MAX, collectionNameTooLong(COLLECTION_NAME_MAX)),
  stock: z.partialRecord(size, sizeStockSchema).default({}),
  /** The on-hand figures the form showed when it opened: the stock change is applied as a difference. */
  stockSeen: z.partialRecord(size, z.int().min(0)).default({}),
});
export type SaveProductInput = z.output<typeof saveProductInput>;

/**
 * A pre-order window as staff save it.
 * @public unused today: kept for the pre-order windows screen being built beside this (issue 47, item 2).
 */
export const preorderWindowInput = z.strictObject({
  id: id.nullable().default(null),
  name: nonBlank('Window name is required.', 100),
  active: z.boolean(),
  startAt: timestamp.nullable(),
  endAt: timestamp.nullable(),
  depositPercent: z.int().min(MIN_DEPOSIT_PERCENT).max(MAX_DEPOSIT_PERCENT),
});
