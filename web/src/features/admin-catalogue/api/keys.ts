import type { ProductType } from '@aso/domain/vocab';

/** Query keys of the admin catalogue. Storefront product queries live under ['products'] and are refreshed too. */
export const adminCatalogKeys = {
  all: ['admin', 'catalog'] as const,
  page: (type: ProductType | null, page: number) => ['admin', 'catalog', 'page', type, page] as const,
  count: (type: ProductType | null) => ['admin', 'catalog', 'count', type] as const,
  scan: (type: ProductType | null) => ['admin', 'catalog', 'scan', type] as const,
  lookUp: (text: string, type: ProductType | null) => ['admin', 'catalog', 'look-up', text, type] as const,
  extras: (productId: string) => ['admin', 'catalog', 'extras', productId] as const,
  featured: () => ['admin', 'catalog', 'featured'] as const,
  windows: () => ['admin', 'catalog', 'windows'] as const,
};
