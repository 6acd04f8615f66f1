// /shop's aisles (docs/product.md#shop): type, size, search, price range, collection and sort, with the page, read
// from the URL and applied the same way by the server-drawn page and the app. Pure: the caller reads the active
// catalogue and passes it in. A plain view (at most a type, sorted by name) is read page by page from Firestore; any
// other is this module's work over the active catalogue, read once (docs/design.md#shop-aisles says why).
import { SHOP_PAGE_SIZE } from '../shared/constants';
import { PRODUCT_TYPES, SIZES, isOneOf, type Availability, type ProductType, type Size } from '../shared/vocab';
import { foldForSearch } from '../shared/search';
import { collectionNameOf, collectionNames, pageCount } from './catalogue';

export const SHOP_SORTS = ['name', 'price-asc', 'price-desc', 'newest'] as const;
export type ShopSort = (typeof SHOP_SORTS)[number];

/** The sort choices in the shop's words. */
export const SHOP_SORT_LABELS: Record<ShopSort, string> = {
  name: 'Name (A–Z)',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  newest: 'Newest first',
};

/** The type filter in the cards' words. */
export const SHOP_TYPE_LABELS: Record<ProductType, string> = {
  RTW: 'Ready-to-wear',
  MTO: 'Made-to-order',
  PREORDER: 'Pre-order',
};

/** The most characters of a search kept from a URL. */
export const SHOP_SEARCH_MAX = 80;
/** The highest price a range may name (a typo of extra zeros is refused in words, not searched for). */
export const SHOP_PRICE_MAX = 100_000_000;

export interface ShopQuery {
  readonly type: ProductType | null;
  readonly size: Size | null;
  /** Words to find in the name, SKU, description or kind, each somewhere ('' = none). */
  readonly q: string;
  readonly sort: ShopSort;
  /** Whole naira, inclusive; null = no bound. */
  readonly minPrice: number | null;
  readonly maxPrice: number | null;
  /** A product's `collection` (the promotions' field): null = any. */
  readonly collection: string | null;
}

export const PLAIN_SHOP_QUERY: ShopQuery = {
  type: null,
  size: null,
  q: '',
  sort: 'name',
  minPrice: null,
  maxPrice: null,
  collection: null,
};

/** A price bound from a URL or a form: whole naira from 0 up, or null when empty; undefined when it is not one. */
export function priceBound(text: string | null | undefined): number | null | undefined {
  const t = (text ?? '').trim().replace(/[₦,\s]/g, '');
  if (t === '') return null;
  if (!/^\d+$/.test(t)) return undefined;
  const n = Number(t);
  return n <= SHOP_PRICE_MAX ? n : undefined;
}

/** /shop's URL → what it shows: anything it cannot read is left out (a bad link still shows the shop). */
export function readShopQuery(params: { get(name: string): string | null }): {
  readonly query: ShopQuery;
  readonly page: number;
} {
  const type = params.get('type');
  const size = params.get('size');
  const sort = params.get('sort');
  let minPrice = priceBound(params.get('min')) ?? null;
  let maxPrice = priceBound(params.get('max')) ?? null;
  // A range given backwards in a link is read the way it was meant.
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice) [minPrice, maxPrice] = [maxPrice, minPrice];
  const page = Number(params.get('page'));
  return {
    query: {
      type: isOneOf(PRODUCT_TYPES, type) ? type : null,
      size: isOneOf(SIZES, size) ? size : null,
      q: (params.get('q') ?? '').trim().slice(0, SHOP_SEARCH_MAX),
      sort: isOneOf(SHOP_SORTS, sort) ? sort : 'name',
      minPrice,
      maxPrice,
      collection: params.get('collection')?.trim() || null,
    },
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The URL's search part for a view (defaults left out, so the plain shop is `/shop`). */
export function shopSearchParams(query: ShopQuery, page: number): URLSearchParams {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.type) params.set('type', query.type);
  if (query.size) params.set('size', query.size);
  if (query.collection) params.set('collection', query.collection);
  if (query.minPrice !== null) params.set('min', String(query.minPrice));
  if (query.maxPrice !== null) params.set('max', String(query.maxPrice));
  if (query.sort !== 'name') params.set('sort', query.sort);
  if (page > 1) params.set('page', String(page));
  return params;
}

/** A view Firestore answers page by page (every other is filtered here over the active catalogue). */
export const isPlainShopQuery = (query: ShopQuery): boolean =>
  query.size === null &&
  query.q === '' &&
  query.sort === 'name' &&
  query.minPrice === null &&
  query.maxPrice === null &&
  query.collection === null;

/** What the aisles need of a product (the storefront's reader and the server's both give it). */
export interface AisleProduct {
  readonly id: string;
  readonly name: string;
  readonly sku: string;
  readonly description: string;
  readonly type: ProductType;
  readonly price: number;
  readonly sizeOptions: readonly string[];
  readonly availability: Partial<Record<string, Availability>>;
  readonly preorderWindowId: string | null;
  readonly collection?: string | null;
  readonly createdAt: Date | null;
}

/**
 * Whether a product is sold in a size now: ready-to-wear with some of it left, or a pre-order that comes in it while
 * its window is open (`openWindowIds`; undefined = not known, taken as open). Made to measure fits any wearer and
 * is in no size.
 */
export function soldInSize(product: AisleProduct, size: Size, openWindowIds?: ReadonlySet<string>): boolean {
  if (product.type === 'RTW') {
    const level = product.availability[size];
    return level === 'in' || level === 'low';
  }
  if (product.type === 'PREORDER') {
    const open =
      openWindowIds === undefined || (product.preorderWindowId !== null && openWindowIds.has(product.preorderWindowId));
    return open && product.sizeOptions.includes(size);
  }
  return false;
}

/** Every word of the search somewhere in the name, SKU, description or kind ('kaftan adire' finds both). */
export function matchesShopSearch(product: AisleProduct, q: string): boolean {
  const words = foldForSearch(q).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const text = foldForSearch(
    [product.name, product.sku, product.description, SHOP_TYPE_LABELS[product.type], product.collection ?? ''].join(
      ' ',
    ),
  );
  return words.every((w) => text.includes(w));
}

export function matchesShopQuery(
  product: AisleProduct,
  query: ShopQuery,
  openWindowIds?: ReadonlySet<string>,
): boolean {
  return (
    (query.type === null || product.type === query.type) &&
    (query.size === null || soldInSize(product, query.size, openWindowIds)) &&
    (query.minPrice === null || product.price >= query.minPrice) &&
    (query.maxPrice === null || product.price <= query.maxPrice) &&
    (query.collection === null ||
      collectionNameOf(product.collection)?.toLowerCase() === query.collection.toLowerCase()) &&
    matchesShopSearch(product, query.q)
  );
}

/** By name then id, as Firestore orders the plain shop (so both paths list alike). */
const byName = (a: AisleProduct, b: AisleProduct): number =>
  a.name < b.name ? -1 : a.name > b.name ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;

export function sortShop<T extends AisleProduct>(products: readonly T[], sort: ShopSort): T[] {
  const list = [...products];
  if (sort === 'price-asc') return list.sort((a, b) => a.price - b.price || byName(a, b));
  if (sort === 'price-desc') return list.sort((a, b) => b.price - a.price || byName(a, b));
  if (sort === 'newest')
    return list.sort((a, b) => (b.createdAt?.getTime() ?? 0) - (a.createdAt?.getTime() ?? 0) || byName(a, b));
  return list.sort(byName);
}

export interface ShopAisle<T> {
  /** The page asked for (empty past the end). */
  readonly products: T[];
  /** Every match, over all pages. */
  readonly count: number;
  readonly pages: number;
}

/** One page of a view over the active catalogue: filtered, sorted, cut to the shop's page size. */
export function shopAisle<T extends AisleProduct>(
  catalogue: readonly T[],
  query: ShopQuery,
  page: number,
  openWindowIds?: ReadonlySet<string>,
): ShopAisle<T> {
  const matches = sortShop(
    catalogue.filter((p) => matchesShopQuery(p, query, openWindowIds)),
    query.sort,
  );
  return {
    products: matches.slice((page - 1) * SHOP_PAGE_SIZE, page * SHOP_PAGE_SIZE),
    count: matches.length,
    pages: pageCount(matches.length, SHOP_PAGE_SIZE),
  };
}

/** The collections to filter by: those the catalogue's products belong to, each once, A→Z. */
export const shopCollections = (catalogue: readonly AisleProduct[]): string[] => collectionNames(catalogue);
