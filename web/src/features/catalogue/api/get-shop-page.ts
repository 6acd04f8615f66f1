// The plain shop (docs/product.md#shop): active products, optionally of one type, ordered by name then id, pages of 12
// with a total count for 'Page n / total'. Every other aisle (size, search, price, sort, collection) is worked out over
// the active catalogue (get-shop-catalogue.ts).
import { keepPreviousData, queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { QueryConstraint } from 'firebase/firestore/lite';
import { SHOP_PAGE_SIZE } from '@aso/domain/shared/constants';
import { earlyKeys } from '../../../lib/first-page-queries';
import {
  takeEarlyCount,
  takeEarlyDocuments,
  takeServerCount,
  takeServerDocuments,
} from '../../../lib/first-page-results';
import { loadFirestore, type FirestoreLite } from '../../../lib/firebase';
import { productFromData, type ProductWithId } from '../../../lib/products';
import { catalogueKeys, type ShopFilters } from './keys';
import { dataPaths } from '../../../lib/data/collections';

export interface ShopPage {
  readonly products: ProductWithId[];
  /** Where the next page starts: the last product's name and id. */
  readonly last: { readonly name: string; readonly id: string } | null;
}

function filterConstraints({ where }: FirestoreLite, filters: ShopFilters): QueryConstraint[] {
  const constraints = [where('active', '==', true)];
  if (filters.type) constraints.push(where('type', '==', filters.type));
  return constraints;
}

const byNameThenId = ({ orderBy, documentId }: FirestoreLite): QueryConstraint[] => [
  orderBy('name'),
  orderBy(documentId()),
];

/**
 * One page. With the previous page's last product known this reads exactly 12; a link straight to page n
 * (no cursor yet) reads the first n pages once and keeps the last 12.
 */
export async function getShopPage(filters: ShopFilters, page: number, after: ShopPage['last']): Promise<ShopPage> {
  // On a first visit to /shop index.html has already asked for page 1 (lib/first-page-queries.ts).
  const early = page === 1 ? takeEarlyDocuments(earlyKeys.shopPage(filters.type, null)) : null;
  const docs = early ? await early : null;
  return toShopPage(docs ? docs.map((d) => productFromData(d.id, d.data)) : await readPage(filters, page, after));
}

function toShopPage(products: ProductWithId[]): ShopPage {
  const tail = products[products.length - 1];
  return { products, last: tail ? { name: tail.name, id: tail.id } : null };
}

async function readPage(filters: ShopFilters, page: number, after: ShopPage['last']): Promise<ProductWithId[]> {
  const fs = await loadFirestore();
  const { collection, getDb, getDocs, limit, query, startAfter } = fs;
  const products = collection(getDb(), dataPaths.products);
  const base = [...filterConstraints(fs, filters), ...byNameThenId(fs)];
  const snap =
    page === 1 || after
      ? await getDocs(
          query(products, ...base, ...(after ? [startAfter(after.name, after.id)] : []), limit(SHOP_PAGE_SIZE)),
        )
      : await getDocs(query(products, ...base, limit(page * SHOP_PAGE_SIZE)));
  const docs = page === 1 || after ? snap.docs : snap.docs.slice((page - 1) * SHOP_PAGE_SIZE);
  return docs.map((d) => productFromData(d.id, d.data()));
}

export async function getShopCount(filters: ShopFilters): Promise<number> {
  const early = takeEarlyCount(earlyKeys.shopCount(filters.type, null));
  const count = early ? await early : null;
  if (count !== null) return count;
  const fs = await loadFirestore();
  const snap = await fs.getCount(
    fs.query(fs.collection(fs.getDb(), dataPaths.products), ...filterConstraints(fs, filters)),
  );
  return snap.data().count;
}

/** Page 1 as the server-rendered /shop carried it, if it did (lib/first-page-results.ts). */
function serverShopPage(filters: ShopFilters): ShopPage | undefined {
  const docs = takeServerDocuments(earlyKeys.shopPage(filters.type, null));
  return docs ? toShopPage(docs.map((d) => productFromData(d.id, d.data))) : undefined;
}

export function shopPageQueryOptions(client: QueryClient, filters: ShopFilters, page: number) {
  return queryOptions({
    initialData: page === 1 ? () => serverShopPage(filters) : undefined,
    queryKey: catalogueKeys.shopPage(filters, page),
    queryFn: () => {
      const previous = page > 1 ? client.getQueryData<ShopPage>(catalogueKeys.shopPage(filters, page - 1)) : undefined;
      return getShopPage(filters, page, previous?.last ?? null);
    },
    placeholderData: keepPreviousData,
  });
}

export function useShopPage(filters: ShopFilters, page: number, enabled = true) {
  const client = useQueryClient();
  return useQuery({ ...shopPageQueryOptions(client, filters, page), enabled });
}

export function useShopCount(filters: ShopFilters, enabled = true) {
  return useQuery({
    enabled,
    queryKey: catalogueKeys.shopCount(filters),
    queryFn: () => getShopCount(filters),
    initialData: () => takeServerCount(earlyKeys.shopCount(filters.type, null)) ?? undefined,
    placeholderData: keepPreviousData,
  });
}
