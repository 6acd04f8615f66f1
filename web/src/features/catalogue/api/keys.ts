import type { ProductType, Size } from '@aso/domain/shared/vocab';

export interface ShopFilters {
  readonly type: ProductType | null;
  readonly size: Size | null;
}

export interface PreorderFilters {
  readonly search: string;
  readonly windowId: string | null;
}

/** Query keys of the catalogue: every read and every invalidation goes through these. */
export const catalogueKeys = {
  all: ['products'] as const,
  shopPage: (filters: ShopFilters, page: number) => ['products', 'shop', filters.type, filters.size, page] as const,
  shopCount: (filters: ShopFilters) => ['products', 'shop-count', filters.type, filters.size] as const,
  featured: () => ['products', 'featured'] as const,
  product: (key: string) => ['products', 'by-key', key] as const,
  preorder: (filters: PreorderFilters) =>
    ['products', 'preorder', filters.search.trim().toLowerCase(), filters.windowId] as const,
};
