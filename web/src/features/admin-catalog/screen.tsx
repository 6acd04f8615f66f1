// Catalog (SPEC §2, §5, §9): up to 100 products with a type filter and a text search on the client, the
// New/Edit modal, and Activate/Deactivate ('Failed to toggle product' when it fails).
import './catalog.css';
import { useMemo, useState } from 'react';
import { matchesProductText } from '@aso/domain/catalogue';
import { ADMIN_CATALOG_LIMIT } from '@aso/domain/constants';
import { PRODUCT_TOGGLE_FAILED } from '@aso/domain/messages';
import { errorDetail } from '@aso/domain/errors';
import { PRODUCT_TYPES, type ProductType } from '@aso/domain/vocab';
import { Button } from '../../components/button';
import { SelectField, TextField } from '../../components/field';
import { formatNairaAdmin } from '../../lib/format';
import { firstImage } from '../../lib/images';
import type { ProductWithId } from '../../lib/products';
import { useToast } from '../../lib/toast';
import { ActiveBadge, DataTable, FilterBar, PageHeader, StatusBadge, type Column } from '../admin-shell';
import { useAdminProducts } from './api/get-admin-products';
import { useSetProductActive } from './api/set-product-active';
import { EditProduct } from './components/edit-product';
import { ProductFormModal, TYPE_LABELS } from './components/product-form-modal';
import { newProductForm } from './components/product-form-state';

function StockSummary({ product }: { readonly product: ProductWithId }) {
  if (product.type !== 'RTW') return <span className="muted">{product.type === 'MTO' ? `${product.leadTimeDays ?? 10}-day lead time` : 'Pre-order'}</span>;
  const entries = Object.entries(product.availability);
  if (entries.length === 0) return <span className="muted">No stock</span>;
  return (
    <span className="row">
      {entries.map(([size, level]) => (
        <StatusBadge key={size} tone={level === 'in' ? 'success' : level === 'low' ? 'warn' : 'danger'}>{`${size} ${level}`}</StatusBadge>
      ))}
    </span>
  );
}

function CatalogScreen() {
  const [type, setType] = useState<ProductType | null>(null);
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<ProductWithId | 'new' | null>(null);
  const products = useAdminProducts(type);
  const toggle = useSetProductActive();
  const toast = useToast();
  const shown = useMemo(() => (products.data ?? []).filter((p) => matchesProductText(p, search)), [products.data, search]);

  const onToggle = (product: ProductWithId) =>
    toggle.mutate(
      { productId: product.id, active: !product.active },
      {
        onSuccess: () => toast(`${product.name} ${product.active ? 'deactivated' : 'activated'}.`, { tone: 'success' }),
        onError: () => toast(PRODUCT_TOGGLE_FAILED, { tone: 'error' }),
      },
    );

  const columns: Array<Column<ProductWithId>> = [
    { key: 'image', header: '', srHeader: 'Image', cell: (p) => <img src={firstImage(p.images)} alt="" width={44} height={55} className="catalog-thumb" loading="lazy" /> },
    { key: 'name', header: 'Product', cell: (p) => <><span className="cell-strong">{p.name}</span><span className="cell-sub mono">{p.sku}</span></> },
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
          <Button variant="secondary" size="sm" onClick={() => setEditing(p)} aria-label={`Edit ${p.name}`}>Edit</Button>
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

  const loaded = products.data?.length ?? 0;
  return (
    <>
      <PageHeader
        title="Catalog"
        description={`Products by name, up to ${ADMIN_CATALOG_LIMIT}. Stock shows per size as in, low or out.`}
        actions={<Button onClick={() => setEditing('new')}>New product</Button>}
      />
      <FilterBar
        label="Filter products"
        onReset={() => {
          setSearch('');
          setType(null);
        }}
        resetVisible={search !== '' || type !== null}
        summary={products.data ? `${shown.length} of ${loaded} products${loaded >= ADMIN_CATALOG_LIMIT ? ' (first 100)' : ''}` : null}
      >
        <TextField label="Search" type="search" placeholder="Name or SKU" value={search} onChange={(e) => setSearch(e.target.value)} />
        <SelectField label="Type" value={type ?? ''} onChange={(e) => setType(e.target.value === '' ? null : (e.target.value as ProductType))}>
          <option value="">All types</option>
          {PRODUCT_TYPES.map((t) => (
            <option key={t} value={t}>{TYPE_LABELS[t]}</option>
          ))}
        </SelectField>
      </FilterBar>
      <DataTable
        caption="Products"
        columns={columns}
        rows={products.data ? shown : undefined}
        rowKey={(p) => p.id}
        loading={products.isPending}
        loadingLabel="Loading products…"
        error={products.isError ? `Could not load products: ${errorDetail(products.error)}` : null}
        onRetry={() => void products.refetch()}
        empty={search || type ? 'No products match these filters.' : 'No products yet. Create the first one.'}
      />
      {editing === 'new' ? <ProductFormModal initial={newProductForm()} onClose={() => setEditing(null)} /> : null}
      {editing && editing !== 'new' ? <EditProduct product={editing} onClose={() => setEditing(null)} /> : null}
    </>
  );
}

export { CatalogScreen as Component };
