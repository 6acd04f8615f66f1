// What /shop shows for a given state of its reads: the route (features/catalogue/shop-screen.tsx) drives it with React
// Query, and the server renders the same view for a first visit (src/ssr/render-shop.tsx), so the page React draws
// over the server's HTML is the one already on screen. Its aisles (docs/product.md#shop): a search, the type in the
// cards' words, a size, a price range, a collection and the sort, all in the URL. The form is a plain GET form, so
// it works on the server's page before the app has started too.
import { useState, type FormEvent } from 'react';
import { pageOf } from '@aso/domain/shared/messages';
import {
  SHOP_PRICE_INVALID,
  SHOP_PRICE_RANGE_BACKWARDS,
  SHOP_NO_MATCH,
  shopNothingFor,
  shopPagePastEnd,
} from '@aso/domain/catalogue/messages';
import {
  SHOP_SORTS,
  SHOP_SORT_LABELS,
  SHOP_TYPE_LABELS,
  PLAIN_SHOP_QUERY,
  priceBound,
  type ShopQuery,
} from '@aso/domain/catalogue/shop-aisles';
import { PRODUCT_TYPES, SIZES } from '@aso/domain/shared/vocab';
import { Button } from '../../../components/button';
import { SelectField, TextField } from '../../../components/field';
import { EmptyState, ErrorState } from '../../../components/states';
import type { ProductWithId } from '../../../lib/products';
import type { ShopFilters } from '../api/keys';
import { ProductGrid } from './product-grid';
import { ProductGridSkeleton } from './product-grid-skeleton';
import { ShopHeading } from './shop-heading';

export type ShopNavigation = Partial<ShopQuery> & { readonly page?: number };

export interface ShopViewProps {
  readonly filters: ShopFilters;
  readonly page: number;
  readonly totalPages: number;
  /** Matching products in all pages; undefined while it is being counted. */
  readonly count: number | undefined;
  /** The page's products; undefined while they load. */
  readonly products: readonly ProductWithId[] | undefined;
  /** The collections to filter by (none: no collection filter shown). */
  readonly collections?: readonly string[];
  readonly loading: boolean;
  readonly failed: boolean;
  /** True while the previous page's products stand in for the next one's. */
  readonly stale?: boolean;
  readonly onNavigate: (next: ShopNavigation) => void;
  readonly onRetry: () => void;
}

/** The search and price boxes as typed; they take effect when the form is sent (Enter, or Show). */
function useTypedAisles(filters: ShopFilters) {
  const typed = (n: number | null) => (n === null ? '' : String(n));
  const [q, setQ] = useState(filters.q);
  const [min, setMin] = useState(typed(filters.minPrice));
  const [max, setMax] = useState(typed(filters.maxPrice));
  // The URL changed from elsewhere (Back, a link): the boxes show what it says. Compared by value: a re-render that
  // rebuilds the same filters (another read landing while she types) must not wipe what she has typed.
  const [shown, setShown] = useState(filters);
  if (JSON.stringify(shown) !== JSON.stringify(filters)) {
    setShown(filters);
    setQ(filters.q);
    setMin(typed(filters.minPrice));
    setMax(typed(filters.maxPrice));
  }
  return { q, setQ, min, setMin, max, setMax };
}

export function ShopView({
  filters,
  page,
  totalPages,
  count,
  products,
  collections = [],
  loading,
  failed,
  stale,
  onNavigate,
  onRetry,
}: ShopViewProps) {
  const typed = useTypedAisles(filters);
  const [errors, setErrors] = useState<{ min?: string; max?: string }>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const minPrice = priceBound(typed.min);
    const maxPrice = priceBound(typed.max);
    const next = {
      min: minPrice === undefined ? SHOP_PRICE_INVALID : undefined,
      max:
        maxPrice === undefined
          ? SHOP_PRICE_INVALID
          : minPrice != null && maxPrice !== null && minPrice > maxPrice
            ? SHOP_PRICE_RANGE_BACKWARDS
            : undefined,
    };
    setErrors(next);
    if (next.min || next.max) return;
    onNavigate({ q: typed.q.trim(), minPrice: minPrice ?? null, maxPrice: maxPrice ?? null });
  };
  const pastEnd = count !== undefined && count > 0 && page > totalPages;
  const filtered = JSON.stringify({ ...filters }) !== JSON.stringify(PLAIN_SHOP_QUERY);
  return (
    <div className="container page">
      <ShopHeading>
        {count !== undefined ? (
          <p className="result-count" aria-live="polite">
            {count} piece{count === 1 ? '' : 's'}
          </p>
        ) : null}
      </ShopHeading>

      <form
        className="filters shop-aisles"
        role="search"
        aria-label="Find pieces"
        action="/shop"
        method="get"
        noValidate
        onSubmit={submit}
      >
        <TextField
          className="shop-aisles__search"
          label="Search"
          type="search"
          name="q"
          placeholder="Adire, kaftan, agbada…"
          value={typed.q}
          onChange={(e) => typed.setQ(e.target.value)}
        />
        <SelectField
          label="Type"
          name="type"
          value={filters.type ?? ''}
          onChange={(e) => onNavigate({ type: (e.target.value || null) as ShopQuery['type'] })}
        >
          <option value="">All types</option>
          {PRODUCT_TYPES.map((t) => (
            <option key={t} value={t}>
              {SHOP_TYPE_LABELS[t]}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Size"
          name="size"
          value={filters.size ?? ''}
          onChange={(e) => onNavigate({ size: (e.target.value || null) as ShopQuery['size'] })}
        >
          <option value="">All sizes</option>
          {SIZES.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </SelectField>
        {collections.length > 0 || filters.collection ? (
          <SelectField
            label="Collection"
            name="collection"
            value={filters.collection ?? ''}
            onChange={(e) => onNavigate({ collection: e.target.value || null })}
          >
            <option value="">All collections</option>
            {[...new Set([...collections, ...(filters.collection ? [filters.collection] : [])])].map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </SelectField>
        ) : null}
        <TextField
          label="Price from (₦)"
          name="min"
          inputMode="numeric"
          value={typed.min}
          error={errors.min}
          onChange={(e) => {
            typed.setMin(e.target.value);
            setErrors({});
          }}
        />
        <TextField
          label="Price to (₦)"
          name="max"
          inputMode="numeric"
          value={typed.max}
          error={errors.max}
          onChange={(e) => {
            typed.setMax(e.target.value);
            setErrors({});
          }}
        />
        <SelectField
          label="Sort by"
          name="sort"
          value={filters.sort}
          onChange={(e) => onNavigate({ sort: e.target.value as ShopQuery['sort'] })}
        >
          {SHOP_SORTS.map((s) => (
            <option key={s} value={s}>
              {SHOP_SORT_LABELS[s]}
            </option>
          ))}
        </SelectField>
        <Button type="submit" variant="secondary" size="sm">
          Show
        </Button>
      </form>

      {loading ? <ProductGridSkeleton count={6} /> : null}
      {failed ? <ErrorState message="Couldn’t load products." onRetry={onRetry} /> : null}
      {pastEnd ? (
        <EmptyState title={shopPagePastEnd(page, totalPages)}>
          <Button variant="secondary" size="sm" onClick={() => onNavigate({ page: totalPages })}>
            Go to page {totalPages}
          </Button>
        </EmptyState>
      ) : products?.length === 0 ? (
        <EmptyState title={filters.q ? shopNothingFor(filters.q) : SHOP_NO_MATCH}>
          {filtered ? (
            <Button variant="secondary" size="sm" onClick={() => onNavigate({ ...PLAIN_SHOP_QUERY })}>
              Show everything
            </Button>
          ) : null}
        </EmptyState>
      ) : null}
      {products && products.length > 0 ? (
        <div aria-busy={stale || undefined}>
          <ProductGrid products={products} headingLevel="h2" />
        </div>
      ) : null}

      <nav className="pager" aria-label="Pages">
        <Button
          variant="secondary"
          size="sm"
          disabled={page <= 1}
          onClick={() => onNavigate({ page: Math.min(page - 1, totalPages) })}
        >
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
