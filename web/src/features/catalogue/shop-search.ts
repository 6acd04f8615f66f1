// /shop's URL → what it shows: unknown types and sizes are ignored, the page is a whole number ≥ 1. The route
// and the server-rendered first visit read the URL the same way.
import { SHOP_PAGE_SIZE } from '@aso/domain/shared/constants';
import { normalisePaging } from '@aso/domain/catalogue/catalogue';
import { PRODUCT_TYPES, SIZES, isOneOf } from '@aso/domain/shared/vocab';
import type { ShopFilters } from './api/keys';

export function readShopSearch(params: URLSearchParams): { readonly filters: ShopFilters; readonly page: number } {
  const type = params.get('type');
  const size = params.get('size');
  return {
    filters: { type: isOneOf(PRODUCT_TYPES, type) ? type : null, size: isOneOf(SIZES, size) ? size : null },
    page: normalisePaging(params.get('page'), SHOP_PAGE_SIZE).page,
  };
}
