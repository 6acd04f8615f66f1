import type { ProductType } from '@aso/domain/shared/vocab';

/** Query keys of the admin catalogue. Storefront product queries live under ['products'] and are refreshed too. */
export const adminCatalogueKeys = {
  all: ['admin', 'catalogue'] as const,
  page: (type: ProductType | null, page: number) => ['admin', 'catalogue', 'page', type, page] as const,
  count: (type: ProductType | null) => ['admin', 'catalogue', 'count', type] as const,
  scan: (type: ProductType | null) => ['admin', 'catalogue', 'scan', type] as const,
  lookUp: (text: string, type: ProductType | null) => ['admin', 'catalogue', 'look-up', text, type] as const,
  extras: (productId: string) => ['admin', 'catalogue', 'extras', productId] as const,
  featured: () => ['admin', 'catalogue', 'featured'] as const,
  windows: () => ['admin', 'catalogue', 'windows'] as const,
  collections: () => ['admin', 'catalogue', 'collections'] as const,
  waiting: (productId: string) => ['admin', 'catalogue', 'waiting', productId] as const,
  mostWanted: () => ['admin', 'catalogue', 'most-wanted'] as const,
  preorderWanted: () => ['admin', 'catalogue', 'preorder-wanted'] as const,
};
