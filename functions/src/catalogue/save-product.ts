/**
 * saveProduct: the catalogue's New/Edit modal (docs/product.md#catalogue). One transaction writes the product, its cost
 * (`productCosts`, staff only) and, for RTW, its stock per size — with `products.availability` and `.unitsLeft`
 * recomputed from that stock, so the storefront follows at once. A blank SKU is generated; SKUs stay unique; the slug
 * is made unique by adding the SKU; sizeOptions for RTW and sized pre-orders (catalogue.fitOf), leadTimeDays only for
 * MTO, a pre-order window only for PREORDER.
 */
import { randomUUID } from 'node:crypto';
import { runTransaction } from '../lib/transactions';
import {
  DomainError,
  NOT_FOUND,
  PREORDER_WINDOW_UNKNOWN,
  PRODUCT_SKU_IN_USE,
  availabilityMap,
  editedSizeStock,
  unitsLeftMap,
  invalidData,
  productFieldsForSave,
  slugify,
  type Product,
  type SaveProductInput,
} from '@aso/domain';
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import type { Caller } from '../lib/callable';
import { preorderWindowDoc, productCostDoc, productDoc, productsCol, readNamed } from '../lib/collections';
import type { Deps } from '../lib/deps';
import { productSaved } from '../lib/logs';
import { clearStockAlerts, readStock, replaceStock } from '../lib/stock';
import { tellWaitlistAfterReturn } from '../waitlist/when-stock-returns';
import type { SaveProductResult } from '@aso/domain/contract';

export type CatalogueDeps = Pick<Deps, 'db' | 'clock'>;

/** Other products (not `productId`) whose `field` equals `value`, read inside the transaction. */
async function othersWith(
  tx: Transaction,
  db: Firestore,
  field: 'sku' | 'slug',
  value: string,
  productId: string,
): Promise<boolean> {
  const snap = await tx.get(productsCol(db).where(field, '==', value).limit(2));
  return snap.docs.some((d) => d.id !== productId);
}

export async function handleSaveProduct(
  deps: CatalogueDeps,
  caller: Caller,
  input: SaveProductInput,
): Promise<SaveProductResult> {
  const { db } = deps;
  const productId = input.id ?? randomUUID();
  const result = await runTransaction(db, async (tx) => {
    const now = deps.clock();
    const fields = productFieldsForSave(
      {
        sku: input.sku,
        name: input.name,
        type: input.type,
        sizeOptions: input.sizeOptions,
        leadTimeDays: input.leadTimeDays,
        preorderWindowId: input.preorderWindowId,
        images: input.images,
      },
      now,
    );
    const productRef = productDoc(db, productId);
    const read = await readNamed(tx, {
      product: productRef,
      window: fields.preorderWindowId ? preorderWindowDoc(db, fields.preorderWindowId) : null,
    });
    const existing = read.product.data() ?? null;
    if (input.id && !existing) throw new DomainError('not_found', 'not-found', NOT_FOUND);
    if (read.window && !read.window.exists) {
      throw invalidData(PREORDER_WINDOW_UNKNOWN, { preorderWindowId: PREORDER_WINDOW_UNKNOWN });
    }
    if (await othersWith(tx, db, 'sku', fields.sku, productId))
      throw invalidData(PRODUCT_SKU_IN_USE, { sku: PRODUCT_SKU_IN_USE });
    const slug = (await othersWith(tx, db, 'slug', fields.slug, productId))
      ? slugify(`${fields.slug}-${fields.sku}`)
      : fields.slug;

    // Totals over the stock's shards (docs/data-model.md#stock); the product is written below, so not needed here.
    const stock = (
      await readStock(tx, db, [productId], new Map([[productId, { sizeOptions: [], availability: {}, unitsLeft: {} }]]))
    ).get(productId)!;
    const current = stock.sizes;
    const sizes =
      input.type === 'RTW' ? editedSizeStock(current, input.stock, input.stockSeen, fields.sizeOptions) : null;
    const product: Product = {
      sku: fields.sku,
      slug,
      name: fields.name,
      nameLower: fields.nameLower,
      description: input.description,
      price: input.price,
      type: fields.type,
      active: input.active,
      images: [...fields.images],
      sizeOptions: [...fields.sizeOptions],
      leadTimeDays: fields.leadTimeDays,
      preorderWindowId: fields.preorderWindowId,
      collection: input.collection,
      featured: input.featured,
      availability: sizes ? availabilityMap(sizes, fields.sizeOptions) : {},
      unitsLeft: sizes ? unitsLeftMap(sizes, fields.sizeOptions) : {},
      createdAt: existing?.createdAt ?? now,
      updatedAt: now,
    };
    tx.set(productRef, product);
    const costRef = productCostDoc(db, productId);
    // Only the typed cost: the bill of materials and labour on the same record are saveBillOfMaterials'.
    tx.set(costRef, { cost: input.cost }, { mergeFields: ['cost'] });
    // The whole map is replaced: sizes no longer offered leave the stock document.
    if (sizes) replaceStock(tx, db, stock, sizes);
    else clearStockAlerts(tx, db, stock);
    return { productId, sku: fields.sku, slug, created: !existing };
  });
  productSaved(result.productId, result.sku, caller.uid, result.created);
  // Stock added in the edit tells the customers waiting for it (docs/product.md#back-in-stock).
  await tellWaitlistAfterReturn(deps);
  return result;
}
