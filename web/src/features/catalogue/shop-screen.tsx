// Shop (docs/product.md#shop): search, type (in the cards' words), size (pre-orders sold in it too), price range,
// collection and sort, 12 per page with Prev/Next and 'Page n / total' (a page past the end says so). Everything lives
// in the URL, so a view can be shared and Back works. The plain shop (at most a type, by name) is read page by page;
// any other view is worked out over the active catalogue (api/get-shop-catalogue.ts).
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { SHOP_PAGE_SIZE } from '@aso/domain/shared/constants';
import { pageCount } from '@aso/domain/catalogue/catalogue';
import { isPlainShopQuery, shopSearchParams } from '@aso/domain/catalogue/shop-aisles';
import { useDocumentTitle } from '../../lib/document-title';
import { PreorderWindowsContext, usePreorderWindows } from '../../lib/preorder-windows';
import { useSettings } from '../../lib/settings';
import { useShopAisle, useShopCollections } from './api/get-shop-catalogue';
import { whenIdle } from '../../lib/when-idle';
import { useShopCount, useShopPage } from './api/get-shop-page';
import { ShopView, type ShopNavigation } from './components/shop-view';
import { readShopSearch } from './shop-search';

function ShopRoute() {
  const { branding } = useSettings();
  useDocumentTitle('Shop', branding.brandName);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { filters, page } = readShopSearch(params);
  const plain = isPlainShopQuery(filters);
  const windows = usePreorderWindows();
  const list = useShopPage(filters, page, plain);
  const count = useShopCount(filters, plain);
  const aisle = useShopAisle(filters, page, shopSearchParams(filters, 1).toString(), windows.data, !plain);
  // The plain shop offers the collection filter too, once the page has settled and the catalogue is read.
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    const idle = whenIdle(() => setSettled(true));
    return () => clearTimeout(idle);
  }, []);
  const collections = useShopCollections(plain && settled);
  const view = plain
    ? {
        products: list.data?.products,
        count: count.data,
        collections,
        loading: list.isPending,
        failed: list.isError,
        stale: list.isPlaceholderData,
        retry: () => void list.refetch(),
      }
    : {
        products: aisle.data?.products,
        count: aisle.data?.count,
        collections: aisle.data?.collections ?? [],
        loading: aisle.isPending,
        failed: aisle.isError,
        stale: aisle.isPlaceholderData,
        retry: () => void aisle.refetch(),
      };

  // The address as last asked for, not as this render saw it: two quick changes (type, then size) keep both.
  const asked = useRef(params.toString());
  // Back, Forward or a link moved the address: that is where the next change starts from.
  useEffect(() => {
    asked.current = params.toString();
  }, [params]);
  const go = (next: ShopNavigation) => {
    const current = readShopSearch(new URLSearchParams(asked.current)).filters;
    const { page: nextPage, ...aisles } = next;
    const search = shopSearchParams({ ...current, ...aisles }, nextPage ?? 1).toString();
    asked.current = search;
    void navigate(search ? `/shop?${search}` : '/shop');
  };

  return (
    <PreorderWindowsContext.Provider value={windows.data}>
      <ShopView
        filters={filters}
        page={page}
        totalPages={pageCount(view.count ?? 0, SHOP_PAGE_SIZE)}
        count={view.count}
        products={view.products}
        collections={view.collections}
        loading={view.loading}
        failed={view.failed}
        stale={view.stale}
        onNavigate={go}
        onRetry={view.retry}
      />
    </PreorderWindowsContext.Provider>
  );
}

export { ShopRoute as Component };
