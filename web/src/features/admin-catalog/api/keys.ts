import type { ProductType } from '@aso/domain/vocab';

/** Query keys of the admin catalogue. Storefront product queries live under ['products'] and are refreshed too. */
export const adminCatalogKeys = {
  all: ['admin', 'catalog'] as const,
  list: (type: ProductType | null) => ['admin', 'catalog', 'list', type] as const,
  extras: (productId: string) => ['admin', 'catalog', 'extras', productId] as const,
  windows: () => ['admin', 'catalog', 'windows'] as const,
};
