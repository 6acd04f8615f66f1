// The catalogue list (docs/product.md#catalogue), read on the server so every product can be reached however many there
// are, parsed with the domain's product schema.
//
// Without a search: pages of ADMIN_CATALOGUE_PAGE_SIZE by name (optionally of one type) with cursors and a count()
// aggregation, so reads grow with the page size, not the catalogue. With a search, as the CRM does: one bounded
// window (the first ADMIN_CATALOGUE_SEARCH_WINDOW products by name) is read once and filtered in memory as staff
// type, and on top of it two indexed look-ups that reach any product — names starting with the text (`nameLower`)
// and the exact SKU — so a product beyond the window is still found by its name or SKU.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  collection,
  endAt,
  getDocs,
  limit,
  orderBy,
  query,
  startAt,
  where,
  type Query,
  type QueryDocumentSnapshot,
} from 'firebase/firestore/lite';
import { matchesProductText } from '@aso/domain/catalogue/catalogue';
import { ADMIN_CATALOGUE_PAGE_SIZE, ADMIN_CATALOGUE_SEARCH_WINDOW } from '@aso/domain/shared/constants';
import { productSchema } from '@aso/domain/catalogue/schemas/product';
import type { ProductType } from '@aso/domain/shared/vocab';
import { getDb } from '../../../lib/firestore';
import type { ProductWithId } from '../../../lib/products';
import { filteredListReads } from '../../../components/admin-shell';
import { readDocuments } from '../../../lib/schema-reader';
import { adminCatalogueKeys } from './keys';
import { dataPaths } from '../../../lib/data/collections';

function byName(type: ProductType | null): Query {
  const products = collection(getDb(), dataPaths.products);
  return type ? query(products, where('type', '==', type), orderBy('name')) : query(products, orderBy('name'));
}

const productReads = filteredListReads(productSchema, byName, ADMIN_CATALOGUE_SEARCH_WINDOW);

export const getProductsPage = (type: ProductType | null, after: QueryDocumentSnapshot | null) =>
  productReads.page(type, ADMIN_CATALOGUE_PAGE_SIZE, after);

/** Products whose name starts with the text or whose SKU is the text, anywhere in the catalogue. */
export async function lookUpProducts(text: string, type: ProductType | null): Promise<ProductWithId[]> {
  const term = text.trim();
  if (term === '') return [];
  const products = collection(getDb(), dataPaths.products);
  const lower = term.toLowerCase();
  // The type is applied here rather than in the queries, so they need no composite index.
  const [byPrefix, bySku] = await Promise.all([
    getDocs(
      query(products, orderBy('nameLower'), startAt(lower), endAt(`${lower}\uf8ff`), limit(ADMIN_CATALOGUE_PAGE_SIZE)),
    ),
    getDocs(query(products, where('sku', '==', term.toUpperCase()), limit(5))),
  ]);
  return readDocuments(productSchema, [...bySku.docs, ...byPrefix.docs]).filter(
    (p) => type === null || p.type === type,
  );
}

/** The window's matches and the look-ups', each product once, by name. */
export function mergeMatches(
  window: readonly ProductWithId[],
  lookedUp: readonly ProductWithId[],
  text: string,
): ProductWithId[] {
  const found = new Map<string, ProductWithId>();
  for (const p of [...window.filter((p) => matchesProductText(p, text)), ...lookedUp]) found.set(p.id, p);
  return [...found.values()].sort((a, b) => a.name.localeCompare(b.name));
}

export function useProductCount(type: ProductType | null, enabled: boolean) {
  return useQuery({ queryKey: adminCatalogueKeys.count(type), queryFn: () => productReads.count(type), enabled });
}

export function useProductSearchWindow(type: ProductType | null, enabled: boolean) {
  return useQuery({ queryKey: adminCatalogueKeys.scan(type), queryFn: () => productReads.window(type), enabled });
}

export function useProductLookUp(text: string, type: ProductType | null) {
  return useQuery({
    queryKey: adminCatalogueKeys.lookUp(text, type),
    queryFn: () => lookUpProducts(text, type),
    enabled: text.trim() !== '',
    placeholderData: keepPreviousData,
  });
}
