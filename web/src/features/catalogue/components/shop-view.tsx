// What /shop shows for a given state of its reads: the route (features/catalogue/shop-screen.tsx) drives it with React Query,
// and the server renders the same view for a first visit (src/ssr/render-shop.tsx), so the page React draws
// over the server's HTML is the one already on screen.
import { pageOf } from '@aso/domain/shared/messages';
import { SIZES } from '@aso/domain/shared/vocab';
import { Button } from '../../../components/button';
import { SelectField } from '../../../components/field';
import { EmptyState, ErrorState } from '../../../components/states';
import type { ProductWithId } from '../../../lib/products';
import type { ShopFilters } from '../api/keys';
import { ProductGrid } from './product-grid';
import { ProductGridSkeleton } from './product-grid-skeleton';
import { ShopHeading } from './shop-heading';

const TYPE_OPTIONS = [
  { value: '', label: 'All Types' },
  { value: 'RTW', label: 'RTW' },
  { value: 'MTO', label: 'MTO' },
  { value: 'PREORDER', label: 'Pre-Order' },
] as const;

export interface ShopNavigation {
  readonly type?: string | null;
  readonly size?: string | null;
  readonly page?: number;
}

export interface ShopViewProps {
  readonly filters: ShopFilters;
  readonly page: number;
  readonly totalPages: number;
  /** Matching products in all pages; undefined while it is being counted. */
  readonly count: number | undefined;
  /** The page's products; undefined while they load. */
  readonly products: readonly ProductWithId[] | undefined;
  readonly loading: boolean;
  readonly failed: boolean;
  /** True while the previous page's products stand in for the next one's. */
  readonly stale?: boolean;
  readonly onNavigate: (next: ShopNavigation) => void;
  readonly onRetry: () => void;
}

export function ShopView({
  filters,
  page,
  totalPages,
  count,
  products,
  loading,
  failed,
  stale,
  onNavigate,
  onRetry,
}: ShopViewProps) {
  return (
    <div className="container page">
      <ShopHeading>
        {count !== undefined ? (
          <p className="result-count" aria-live="polite">
            {count} piece{count === 1 ? '' : 's'}
          </p>
        ) : null}
      </ShopHeading>

      <form className="filters" aria-label="Filter products" onSubmit={(e) => e.preventDefault()}>
        <SelectField
          label="Type"
          name="type"
          value={filters.type ?? ''}
          onChange={(e) => onNavigate({ type: e.target.value || null })}
        >
          {TYPE_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Size"
          name="size"
          value={filters.size ?? ''}
          onChange={(e) => onNavigate({ size: e.target.value || null })}
        >
          <option value="">All Sizes</option>
          {SIZES.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </SelectField>
      </form>

      {loading ? <ProductGridSkeleton count={6} /> : null}
      {failed ? <ErrorState message="Couldn’t load products." onRetry={onRetry} /> : null}
      {products?.length === 0 ? (
        <EmptyState title="No products match these filters.">
          <Button variant="secondary" size="sm" onClick={() => onNavigate({ type: null, size: null })}>
            Show everything
          </Button>
        </EmptyState>
      ) : null}
      {products && products.length > 0 ? (
        <div aria-busy={stale || undefined}>
          <ProductGrid products={products} headingLevel="h2" />
        </div>
      ) : null}

      <nav className="pager" aria-label="Pages">
        <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onNavigate({ page: page - 1 })}>
          Prev
        </Button>
        <span className="pager__label" aria-live="polite">
          {pageOf(page, totalPages)}
        </span>
        <Button
          variant="secondary"
          size="sm"
          disabled={page >= totalPages || loading}
          onClick={() => onNavigate({ page: page + 1 })}
        >
          Next
        </Button>
      </nav>
    </div>
  );
}
