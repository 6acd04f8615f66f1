// /shop's URL → what it shows (domain readShopQuery: unknown values are left out, the page is a whole number ≥ 1).
// The route and the server-rendered first visit read the URL the same way.
import { readShopQuery } from '@aso/domain/catalogue/shop-aisles';
import type { ShopFilters } from './api/keys';

export function readShopSearch(params: URLSearchParams): { readonly filters: ShopFilters; readonly page: number } {
  const { query, page } = readShopQuery(params);
  return { filters: query, page };
}
