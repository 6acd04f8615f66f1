// Catalog (docs/product.md#catalogue): every product, in server pages by name, with a type filter and a search that
// reaches the whole catalogue (api/get-admin-products.ts), the New/Edit modal, and Activate/Deactivate ('Failed to
// toggle product' when it fails).
import './catalogue.css';
import { useMemo, useState } from 'react';
import { ADMIN_CATALOGUE_PAGE_SIZE, ADMIN_CATALOGUE_SEARCH_WINDOW } from '@aso/domain/shared/constants';
import { NO_MATCHES } from '@aso/domain/shared/messages';
import { PRODUCT_TOGGLE_FAILED } from '@aso/domain/catalogue/messages';
import { errorDetail } from '@aso/domain/shared/errors';
import { PRODUCT_TYPES, type ProductType } from '@aso/domain/shared/vocab';
import { Button } from '../../components/button';
import { formatNairaAdmin } from '../../lib/format';
import { firstImage } from '../../lib/images';
import type { ProductWithId } from '../../lib/products';
import { useToast } from '../../lib/toast';
import { useDebounced } from '../../lib/use-debounced';
import {
  ActiveBadge,
  ChoiceSelect,
  DataTable,
  FilterBar,
  PageHeader,
  Pager,
  SearchField,
  StatusBadge,
  useCursorPages,
  type Column,
} from '../../components/admin-shell';
import {
  getProductsPage,
  mergeMatches,
  useProductCount,
  useProductLookUp,
  useProductSearchWindow,
} from './api/get-admin-products';
import { adminCatalogueKeys } from './api/keys';
import { useSetProductActive } from './api/set-product-active';
import { EditProduct } from './components/edit-product';
import { MostWanted } from './components/most-wanted';
import { ProductFormModal, TYPE_LABELS } from './components/product-form-modal';
import { newProductForm } from './components/product-form-state';

function StockSummary({ product }: { readonly product: ProductWithId }) {
  if (product.type !== 'RTW')
    return (
      <span className="muted">
        {product.type === 'MTO' ? `${product.leadTimeDays ?? 10}-day lead time` : 'Pre-order'}
      </span>
    );
  const entries = Object.entries(product.availability);
  if (entries.length === 0) return <span className="muted">No stock</span>;
  return (
    <span className="row">
      {entries.map(([size, level]) => (
        <StatusBadge
          key={size}
          tone={level === 'in' ? 'success' : level === 'low' ? 'warn' : 'danger'}
        >{`${size} ${level}`}</StatusBadge>
      ))}
    </span>
  );
}

function CatalogueScreen() {
  const [type, setType] = useState<ProductType | null>(null);
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<ProductWithId | 'new' | null>(null);
  const term = useDebounced(search.trim(), 250);
  const searching = term !== '';
  const count = useProductCount(type, !searching);
  const searchWindow = useProductSearchWindow(type, searching);
  const lookUp = useProductLookUp(term, type);
  const toggle = useSetProductActive();
  const toast = useToast();
  const matches = useMemo(
    () =>
      searching && searchWindow.data && lookUp.data ? mergeMatches(searchWindow.data.rows, lookUp.data, term) : null,
    [searching, searchWindow.data, lookUp.data, term],
  );
  const paging = useCursorPages({
    scope: type ?? '',
    size: ADMIN_CATALOGUE_PAGE_SIZE,
    pageKey: (page) => adminCatalogueKeys.page(type, page),
    readPage: (after) => getProductsPage(type, after),
    searching,
    matches,
    count: count.data,
  });
  const { pageQuery, total, rows, reset } = paging;
  const loading = searching ? searchWindow.isPending || lookUp.isPending : pageQuery.isPending;
  const failed = searching ? (searchWindow.error ?? lookUp.error) : (pageQuery.error ?? count.error);

  const onToggle = (product: ProductWithId) =>
    toggle.mutate(
      { productId: product.id, active: !product.active },
      {
        onSuccess: () => toast(`${product.name} ${product.active ? 'deactivated' : 'activated'}.`, { tone: 'success' }),
        onError: () => toast(PRODUCT_TOGGLE_FAILED, { tone: 'error' }),
      },
    );

  const columns: Column<ProductWithId>[] = [
    {
      key: 'image',
      header: '',
      srHeader: 'Image',
      cell: (p) => (
        <img src={firstImage(p.images)} alt="" width={44} height={55} className="catalogue-thumb" loading="lazy" />
      ),
    },
    {
      key: 'name',
      header: 'Product',
      cell: (p) => (
        <>
          <span className="cell-strong">{p.name}</span>
          <span className="cell-sub mono">{p.sku}</span>
        </>
      ),
    },
    { key: 'type', header: 'Type', cell: (p) => p.type },
    { key: 'price', header: 'Price', numeric: true, cell: (p) => formatNairaAdmin(p.price) },
    { key: 'stock', header: 'Stock', cell: (p) => <StockSummary product={p} /> },
    { key: 'status', header: 'Status', cell: (p) => <ActiveBadge active={p.active} /> },
    {
      key: 'actions',
      header: '',
      srHeader: 'Actions',
      cell: (p) => (
        <span className="row">
          <Button variant="secondary" size="sm" onClick={() => setEditing(p)} aria-label={`Edit ${p.name}`}>
            Edit
          </Button>
          <Button
            variant={p.active ? 'danger' : 'accent'}
            size="sm"
            onClick={() => onToggle(p)}
            loading={toggle.isPending && toggle.variables.productId === p.id}
            aria-label={`${p.active ? 'Deactivate' : 'Activate'} ${p.name}`}
          >
            {p.active ? 'Deactivate' : 'Activate'}
          </Button>
        </span>
      ),
    },
  ];

  const summary = loading
    ? null
    : searching
      ? `${total} match${total === 1 ? '' : 'es'}${searchWindow.data?.truncated ? ` (text inside names searched among the first ${ADMIN_CATALOGUE_SEARCH_WINDOW}; names starting with it and SKUs everywhere)` : ''}`
      : `${total} product${total === 1 ? '' : 's'}`;
  return (
    <>
      <PageHeader
        title="Catalog"
        description="Every product by name, active or not. Stock shows per size as in, low or out."
        actions={<Button onClick={() => setEditing('new')}>New product</Button>}
      />
      <FilterBar
        label="Filter products"
        onReset={() =>
          reset(() => {
            setSearch('');
            setType(null);
          })
        }
        resetVisible={search !== '' || type !== null}
        summary={summary}
      >
        <SearchField placeholder="Name or SKU" value={search} onChange={(text) => reset(() => setSearch(text))} />
        <ChoiceSelect
          label="Type"
          value={type ?? ''}
          onChange={(value) => reset(() => setType(value === '' ? null : (value as ProductType)))}
          choices={PRODUCT_TYPES}
          allLabel="All types"
          labelOf={(t) => TYPE_LABELS[t]}
        />
      </FilterBar>
      <DataTable
        caption="Products"
        columns={columns}
        rows={rows}
        rowKey={(p) => p.id}
        loading={loading}
        loadingLabel="Loading products…"
        error={failed ? `Could not load products: ${errorDetail(failed)}` : null}
        onRetry={() =>
          void (searching
            ? Promise.all([searchWindow.refetch(), lookUp.refetch()])
            : Promise.all([pageQuery.refetch(), count.refetch()]))
        }
        empty={searching ? NO_MATCHES : type ? 'No products of this type.' : 'No products yet. Create the first one.'}
      />
      <Pager label="Product pages" className="admin-pager" paging={paging} />
      <MostWanted />
      {editing === 'new' ? <ProductFormModal initial={newProductForm()} onClose={() => setEditing(null)} /> : null}
      {editing && editing !== 'new' ? <EditProduct product={editing} onClose={() => setEditing(null)} /> : null}
    </>
  );
}

export { CatalogueScreen as Component };
