// Shop (docs/product.md#shop): type and size filters (both applied), 12 per page, Prev/Next with 'Page n / total'.
// Filters and page live in the URL so a filtered page can be shared and the Back button works.
import { useNavigate, useSearchParams } from 'react-router';
import { SHOP_PAGE_SIZE } from '@aso/domain/shared/constants';
import { pageCount } from '@aso/domain/catalogue/catalogue';
import { paths } from '../../config/paths';
import { useDocumentTitle } from '../../lib/document-title';
import { useSettings } from '../../lib/settings';
import { useShopCount, useShopPage } from './api/get-shop-page';
import { ShopView, type ShopNavigation } from './components/shop-view';
import { readShopSearch } from './shop-search';

function ShopRoute() {
  const { branding } = useSettings();
  useDocumentTitle('Shop', branding.brandName);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { filters, page } = readShopSearch(params);
  const list = useShopPage(filters, page);
  const count = useShopCount(filters);

  const go = (next: ShopNavigation) => {
    // From the address as it is now, not as this render saw it: two quick changes (type, then size) keep both.
    const current = readShopSearch(new URLSearchParams(window.location.search)).filters;
    const href = paths.shop.getHref({
      type: next.type === undefined ? current.type : next.type,
      size: next.size === undefined ? current.size : next.size,
      page: next.page ?? 1,
    });
    void navigate(href);
  };

  return (
    <ShopView
      filters={filters}
      page={page}
      totalPages={pageCount(count.data ?? 0, SHOP_PAGE_SIZE)}
      count={count.data}
      products={list.data?.products}
      loading={list.isPending}
      failed={list.isError}
      stale={list.isPlaceholderData}
      onNavigate={go}
      onRetry={() => void list.refetch()}
    />
  );
}

export { ShopRoute as Component };
