import type { ShopQuery } from '@aso/domain/catalogue/shop-aisles';
import { queryKeys } from '../../../lib/data/query-keys';

/** What /shop shows: every aisle of docs/product.md#shop, as its URL says (domain readShopQuery). */
export type ShopFilters = ShopQuery;

export interface PreorderFilters {
  readonly search: string;
  readonly windowId: string | null;
  /** The windows open now (active): only their pieces are on sale. */
  readonly openWindowIds: readonly string[];
  /** False while the windows are being read. */
  readonly windowsKnown: boolean;
}

/** Query keys of the catalogue: every read and every invalidation goes through these. */
export const catalogueKeys = {
  all: queryKeys.products,
  /** The plain shop (at most a type, by name), read page by page. */
  shopPage: (filters: ShopFilters, page: number) => ['products', 'shop', filters.type, page] as const,
  shopCount: (filters: ShopFilters) => ['products', 'shop-count', filters.type] as const,
  /** Every active product, for the aisles (search, sizes, prices, sort, collection). */
  shopCatalogue: () => ['products', 'shop-catalogue'] as const,
  /** An aisle view's page, as the windows open now (their ids) let it sell. */
  shopView: (filters: ShopFilters, page: number, openWindowIds: Iterable<string> | undefined) =>
    ['products', 'shop-view', JSON.stringify(filters), page, [...(openWindowIds ?? [])].join(',')] as const,
  featured: () => ['products', 'featured'] as const,
  product: (key: string) => ['products', 'by-key', key] as const,
  preorder: (filters: PreorderFilters) =>
    [
      'products',
      'preorder',
      filters.search.trim().toLowerCase(),
      filters.windowId,
      filters.openWindowIds.join(','),
    ] as const,
};

/** The filters of /preorder from what the page holds: the open windows are those the windows read says are active. */
export function preorderFilters(
  search: string,
  windowId: string | null,
  windows: readonly { readonly id: string; readonly active: boolean }[] | undefined,
): PreorderFilters {
  return {
    search,
    windowId,
    openWindowIds: (windows ?? []).filter((w) => w.active).map((w) => w.id),
    windowsKnown: windows !== undefined,
  };
}
