// Shop (SPEC §2): type and size filters (both applied), 12 per page, Prev/Next with 'Page n / total'. Filters
// and page live in the URL so a filtered page can be shared and the Back button works.
import { useNavigate, useSearchParams } from 'react-router';
import '../../styles/catalogue.css';
import { SHOP_PAGE_SIZE } from '@aso/domain/constants';
import { normalisePaging, pageCount } from '@aso/domain/catalogue';
import { pageOf } from '@aso/domain/messages';
import { PRODUCT_TYPES, SIZES, isOneOf } from '@aso/domain/vocab';
import { Button } from '../../components/button';
import { SelectField } from '../../components/field';
import { EmptyState, ErrorState } from '../../components/states';
import { paths } from '../../config/paths';
import { useDocumentTitle } from '../../lib/document-title';
import { useSettings } from '../../lib/settings';
import { useShopCount, useShopPage } from '../../features/catalogue/api/get-shop-page';
import type { ShopFilters } from '../../features/catalogue/api/keys';
import { ProductGrid } from '../../features/catalogue/components/product-grid';
import { ProductGridSkeleton } from '../../features/catalogue/components/product-grid-skeleton';
import { ShopHeading } from '../../features/catalogue/components/shop-heading';

const TYPE_OPTIONS = [
  { value: '', label: 'All Types' },
  { value: 'RTW', label: 'RTW' },
  { value: 'MTO', label: 'MTO' },
  { value: 'PREORDER', label: 'Pre-Order' },
] as const;

function ShopRoute() {
  const { branding } = useSettings();
  useDocumentTitle('Shop', branding.brandName);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const type = params.get('type');
  const size = params.get('size');
  const filters: ShopFilters = {
    type: isOneOf(PRODUCT_TYPES, type) ? type : null,
    size: isOneOf(SIZES, size) ? size : null,
  };
  const { page } = normalisePaging(params.get('page'), SHOP_PAGE_SIZE);
  const list = useShopPage(filters, page);
  const count = useShopCount(filters);
  const total = pageCount(count.data ?? 0, SHOP_PAGE_SIZE);

  const go = (next: { type?: string | null; size?: string | null; page?: number }) => {
    const href = paths.shop.getHref({
      type: next.type === undefined ? filters.type : next.type,
      size: next.size === undefined ? filters.size : next.size,
      page: next.page ?? 1,
    });
    void navigate(href);
  };

  return (
    <div className="container page">
      <ShopHeading>
        {count.data !== undefined ? (
          <p className="result-count" aria-live="polite">
            {count.data} piece{count.data === 1 ? '' : 's'}
          </p>
        ) : null}
      </ShopHeading>

      <form className="filters" aria-label="Filter products" onSubmit={(e) => e.preventDefault()}>
        <SelectField label="Type" name="type" value={filters.type ?? ''} onChange={(e) => go({ type: e.target.value || null })}>
          {TYPE_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>{o.label}</option>
          ))}
        </SelectField>
        <SelectField label="Size" name="size" value={filters.size ?? ''} onChange={(e) => go({ size: e.target.value || null })}>
          <option value="">All Sizes</option>
          {SIZES.map((s) => (
            <option key={s} value={s}>{s}</option>
          ))}
        </SelectField>
      </form>

      {list.isPending ? <ProductGridSkeleton count={6} /> : null}
      {list.isError ? <ErrorState message="Couldn’t load products." onRetry={() => void list.refetch()} /> : null}
      {list.data && list.data.products.length === 0 ? (
        <EmptyState title="No products match these filters.">
          <Button variant="secondary" size="sm" onClick={() => go({ type: null, size: null })}>Show everything</Button>
        </EmptyState>
      ) : null}
      {list.data && list.data.products.length > 0 ? (
        <div aria-busy={list.isPlaceholderData || undefined}>
          <ProductGrid products={list.data.products} headingLevel="h2" />
        </div>
      ) : null}

      <nav className="pager" aria-label="Pages">
        <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => go({ page: page - 1 })}>Prev</Button>
        <span className="pager__label" aria-live="polite">{pageOf(page, total)}</span>
        <Button variant="secondary" size="sm" disabled={page >= total || list.isPending} onClick={() => go({ page: page + 1 })}>Next</Button>
      </nav>
    </div>
  );
}

export { ShopRoute as Component };
