// Catalogue rules (docs/product.md#product-page, docs/product.md#catalogue): how a product key is looked up, slugs,
// generated SKUs, sizes, lead times, paging, and the shape a product is saved in.
import { SIZES, type ProductType, type Size } from '../shared/vocab';

export const DEFAULT_SIZES: readonly Size[] = SIZES;
export const INITIAL_SIZE: Size = 'M';
export const DEFAULT_MTO_LEAD_TIME_DAYS = 10;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SKU = /^(RTW|MTO|PRE)-[A-Z0-9-]+$/i;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export type ProductKeyKind = 'id' | 'sku' | 'slug' | 'name';
export type ProductLookupField = 'id' | 'sku' | 'slug' | 'nameLower';

/** Which kind of key a /product/{key} URL carries: a UUID, a SKU (RTW-…, MTO-…, PRE-…), a slug, or a name. */
export function classifyProductKey(key: string): ProductKeyKind {
  const k = key.trim();
  if (UUID.test(k)) return 'id';
  if (SKU.test(k)) return 'sku';
  if (SLUG.test(k)) return 'slug';
  return 'name';
}

/**
 * The lookups to try, in order, until one finds a product; none found → null (docs/product.md#product-page). A UUID is
 * looked up by id only; anything else by SKU, then slug, then case-insensitive name (nameLower). Empty key → nothing to
 * try.
 */
export function productLookupPlan(key: string): { field: ProductLookupField; value: string }[] {
  const k = key.trim();
  if (k === '') return [];
  if (classifyProductKey(k) === 'id') return [{ field: 'id', value: k.toLowerCase() }];
  const plan = [
    { field: 'sku' as const, value: k.toUpperCase() },
    { field: 'slug' as const, value: slugify(k) },
    { field: 'nameLower' as const, value: k.toLowerCase() },
  ];
  return plan.filter((step) => step.value !== '');
}

/** The longest slug (the rules hold a product's slug to it too). */
export const SLUG_MAX = 80;

/** 'Àdìre Wrap Dress (Blue)' → 'adire-wrap-dress-blue'. At most SLUG_MAX characters. */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX)
    .replace(/-+$/, '');
}

export function skuPrefix(type: ProductType): 'RTW' | 'MTO' | 'PRE' {
  return type === 'PREORDER' ? 'PRE' : type;
}

/** A blank SKU becomes the type prefix plus a time-based code: base-36 milliseconds, e.g. 'RTW-M7Q2K9ZC'. */
export function generateSku(type: ProductType, now: Date): string {
  return `${skuPrefix(type)}-${now.getTime().toString(36).toUpperCase()}`;
}

/** A product's sizes: its own options, or S, M, L, XL. */
export function sizesOf(product: { sizeOptions?: readonly string[] | null }): readonly string[] {
  return product.sizeOptions && product.sizeOptions.length > 0 ? product.sizeOptions : DEFAULT_SIZES;
}

/**
 * How a piece is fitted (docs/product.md#product-page): ready-to-wear by size; made to order to the customer's
 * measurements; a pre-order by size when it comes in sizes, else made to measure. What the product page, cart,
 * checkout and startCheckout ask for.
 */
export type Fit = 'size' | 'measurements';

export function fitOf(product: { type: ProductType; sizeOptions?: readonly string[] | null }): Fit {
  if (product.type === 'RTW') return 'size';
  if (product.type === 'PREORDER' && (product.sizeOptions?.length ?? 0) > 0) return 'size';
  return 'measurements';
}

/** The size selected first on the product page: M when offered, else the first. */
export function initialSize(sizes: readonly string[]): string | null {
  return sizes.includes(INITIAL_SIZE) ? INITIAL_SIZE : (sizes[0] ?? null);
}

export function leadTimeOf(product: { leadTimeDays?: number | null }): number {
  const days = product.leadTimeDays;
  return typeof days === 'number' && Number.isInteger(days) && days >= 1 ? days : DEFAULT_MTO_LEAD_TIME_DAYS;
}

/** 'Page n / total' needs at least one page even when the list is empty. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / Math.max(1, pageSize)));
}

/** The longest collection name a product carries ('Owambe', 'Harmattan ’27', 'Adire Everyday'). */
export const COLLECTION_NAME_MAX = 60;

/**
 * A collection name as typed, cleaned: spaces trimmed and runs of them made one; blank → no collection (null).
 * With the names already in use, one typed in another case is the existing one ('owambe' → 'Owambe'), so a typo of
 * case never splits a collection in two (docs/product.md#catalogue).
 */
export function collectionNameOf(typed: string | null | undefined, existing: readonly string[] = []): string | null {
  const name = (typed ?? '').trim().replace(/\s+/g, ' ');
  if (name === '') return null;
  return existing.find((e) => e.toLowerCase() === name.toLowerCase()) ?? name;
}

/** The collections products belong to, each once, A→Z (the editor's choices, the shop's filter). */
export function collectionNames(products: readonly { collection?: string | null }[]): string[] {
  const names = new Map<string, string>();
  for (const p of products) {
    const name = collectionNameOf(p.collection);
    if (name && !names.has(name.toLowerCase())) names.set(name.toLowerCase(), name);
  }
  return [...names.values()].sort((a, b) => a.localeCompare(b));
}

/** Admin catalogue and pre-order search: case-insensitive over name and SKU. */
export function matchesProductText(product: { name: string; sku: string }, query: string): boolean {
  const q = query.trim().toLowerCase();
  return q === '' || product.name.toLowerCase().includes(q) || product.sku.toLowerCase().includes(q);
}

export interface ProductFields {
  sku: string;
  name: string;
  type: ProductType;
  sizeOptions: readonly Size[];
  leadTimeDays: number | null;
  preorderWindowId: string | null;
  images: readonly string[];
}

/**
 * The fields a product is stored with (docs/product.md#catalogue): a blank SKU generated, SKU upper-cased, sizeOptions
 * for RTW (default S–XL, in chart order) and for a pre-order that comes in sizes (none ticked: made to measure),
 * leadTimeDays only for MTO (default 10), a window only for PREORDER, images without blanks, plus slug and nameLower
 * for lookups.
 */
export function productFieldsForSave(
  input: ProductFields,
  now: Date,
): ProductFields & { slug: string; nameLower: string } {
  const name = input.name.trim();
  const sku = input.sku.trim() === '' ? generateSku(input.type, now) : input.sku.trim().toUpperCase();
  const chosen = SIZES.filter((s) => input.sizeOptions.includes(s));
  return {
    sku,
    name,
    type: input.type,
    sizeOptions:
      input.type === 'RTW'
        ? chosen.length > 0
          ? chosen
          : [...DEFAULT_SIZES]
        : input.type === 'PREORDER'
          ? chosen
          : [],
    leadTimeDays: input.type === 'MTO' ? leadTimeOf(input) : null,
    preorderWindowId: input.type === 'PREORDER' ? input.preorderWindowId : null,
    images: input.images.map((i) => i.trim()).filter((i) => i !== ''),
    slug: slugify(name) || slugify(sku),
    nameLower: name.toLowerCase(),
  };
}
