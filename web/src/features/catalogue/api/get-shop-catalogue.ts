// /shop's aisles (docs/product.md#shop, docs/design.md#shop-aisles): a search, a size (pre-orders sold in it too), a
// price range, a collection or another sort is worked out by the domain (catalogue/shop-aisles.ts) over the active
// catalogue, read once and kept for a few minutes, so changing an aisle reads nothing more. The server-drawn /shop
// carries the page it drew (window.__asoServer), which the first render shows while the catalogue arrives.
import { useState } from 'react';
import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { shopAisle, shopCollections } from '@aso/domain/catalogue/shop-aisles';
import { SHOP_CATALOGUE_WINDOW } from '@aso/domain/shared/constants';
import { takeServerCount, takeServerDocuments, takeServerNames } from '../../../lib/first-page-results';
import { earlyKeys } from '../../../lib/first-page-queries';
import { loadFirestore } from '../../../lib/firebase';
import { productFromData, type ProductWithId } from '../../../lib/products';
import type { PreorderWindowWithId } from '../../../lib/preorder-windows';
import { catalogueKeys, type ShopFilters } from './keys';
import { dataPaths } from '../../../lib/data/collections';

export interface ShopCatalogue {
  readonly products: readonly ProductWithId[];
  /** True when the shop has more active products than one read takes (the aisles then say so). */
  readonly partial: boolean;
}

export async function getShopCatalogue(): Promise<ShopCatalogue> {
  const { collection, documentId, getDb, getDocs, limit, orderBy, query, where } = await loadFirestore();
  const snap = await getDocs(
    query(
      collection(getDb(), dataPaths.products),
      where('active', '==', true),
      orderBy('name'),
      orderBy(documentId()),
      limit(SHOP_CATALOGUE_WINDOW),
    ),
  );
  return {
    products: snap.docs.map((d) => productFromData(d.id, d.data())),
    partial: snap.size >= SHOP_CATALOGUE_WINDOW,
  };
}

const catalogueOptions = queryOptions({
  queryKey: catalogueKeys.shopCatalogue(),
  queryFn: getShopCatalogue,
  staleTime: 5 * 60_000,
});

export interface ShopViewPage {
  readonly products: readonly ProductWithId[];
  readonly count: number;
  readonly collections: readonly string[];
}

/** What a server-drawn /shop carried for this view (its page 1), if it did. */
function serverView(page: number, search: string): ShopViewPage | undefined {
  if (page !== 1) return undefined;
  const docs = takeServerDocuments(earlyKeys.shopView(search));
  const count = takeServerCount(earlyKeys.shopViewCount(search));
  if (!docs || count === null) return undefined;
  return { products: docs.map((d) => productFromData(d.id, d.data)), count, collections: [] };
}

/** One page of an aisle view, with the count of every match and the collections on offer. */
export function useShopAisle(
  filters: ShopFilters,
  page: number,
  search: string,
  windows: readonly PreorderWindowWithId[] | undefined,
  enabled: boolean,
) {
  const client = useQueryClient();
  const open = windows ? new Set(windows.filter((w) => w.active).map((w) => w.id)) : undefined;
  return useQuery({
    queryKey: catalogueKeys.shopView(filters, page, open),
    queryFn: async (): Promise<ShopViewPage> => {
      const catalogue = await client.fetchQuery(catalogueOptions);
      const view = shopAisle(catalogue.products, filters, page, open);
      return { products: view.products, count: view.count, collections: shopCollections(catalogue.products) };
    },
    initialData: () => serverView(page, search),
    // The server's page stands in until the catalogue has been read once.
    initialDataUpdatedAt: 0,
    placeholderData: keepPreviousData,
    enabled,
  });
}

/**
 * The collections to offer on the plain shop too, from the catalogue the aisles read: asked for once the page has
 * settled (`ready`), so the first page never waits on it (docs/design.md#shop-aisles).
 */
export function useShopCollections(ready: boolean): readonly string[] {
  // A server-drawn /shop carries them: nothing to read.
  const [carried] = useState(() => takeServerNames(earlyKeys.shopCollections));
  const catalogue = useQuery({ ...catalogueOptions, enabled: ready && carried === null });
  return carried ?? (catalogue.data ? shopCollections(catalogue.data.products) : []);
}
