// The CRM list: search, tag filter, page size, the table and the pager. Server pages without a search; the
// bounded search window (api/get-customers.ts) with one.
import { useMemo, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { QueryDocumentSnapshot } from 'firebase/firestore/lite';
import { CUSTOMER_PAGE_SIZES } from '@aso/domain/constants';
import { CUSTOMERS_LOAD_FAILED, NO_MATCHES, pageOf } from '@aso/domain/messages';
import { QUICK_TAGS } from '@aso/domain/tags';
import { matchesSearch } from '@aso/domain/text';
import { Button } from '../../../components/button';
import { SelectField, TextField } from '../../../components/field';
import { formatNairaAdmin } from '../../../lib/format';
import { useDebounced } from '../../../lib/use-debounced';
import { DataTable, FilterBar, type Column } from '../../../components/admin-shell';
import { searchFields, type AdminCustomer } from '../api/customer-data';
import { SEARCH_WINDOW, getCustomersPage, useCustomerCount, useSearchWindow } from '../api/get-customers';
import { customerKeys } from '../api/keys';

export interface CustomerListProps {
  readonly selectedId: string | null;
  readonly onSelect: (id: string) => void;
}

type PageSize = (typeof CUSTOMER_PAGE_SIZES)[number];

export function CustomerList({ selectedId, onSelect }: CustomerListProps) {
  const [search, setSearch] = useState('');
  const [tag, setTag] = useState<string | null>(null);
  const [size, setSize] = useState<PageSize>(CUSTOMER_PAGE_SIZES[0]);
  const [page, setPage] = useState(1);
  const term = useDebounced(search.trim(), 250);
  const searching = term !== '';
  // Page n starts after the last document of page n − 1 (per tag and size).
  const cursors = useRef(new Map<string, QueryDocumentSnapshot | null>());
  const cursorKey = (p: number) => `${tag ?? ''}|${size}|${p}`;

  const pageQuery = useQuery({
    queryKey: customerKeys.page(tag, size, page),
    queryFn: async () => {
      const after = page > 1 ? (cursors.current.get(cursorKey(page - 1)) ?? null) : null;
      const result = await getCustomersPage(tag, size, after);
      cursors.current.set(cursorKey(page), result.last);
      return result;
    },
    enabled: !searching,
  });
  const count = useCustomerCount(tag, !searching);
  const searchWindow = useSearchWindow(tag, searching);

  const matches = useMemo(
    () =>
      searching && searchWindow.data
        ? searchWindow.data.rows.filter((c) => matchesSearch(term, searchFields(c)))
        : null,
    [searching, searchWindow.data, term],
  );
  const total = searching ? (matches?.length ?? 0) : (count.data ?? 0);
  const pages = Math.max(1, Math.ceil(total / size));
  const rows = searching ? matches?.slice((page - 1) * size, page * size) : pageQuery.data?.rows;
  const loading = searching ? searchWindow.isPending : pageQuery.isPending;
  const failed = searching ? searchWindow.isError : pageQuery.isError || count.isError;
  const hasNext = searching ? page < pages : !!pageQuery.data?.last && page < pages;

  const reset = (apply: () => void) => {
    apply();
    setPage(1);
  };

  const columns: Column<AdminCustomer>[] = [
    {
      key: 'name',
      header: 'Customer',
      cell: (c) => (
        <>
          <span className="cell-strong">{c.name || '—'}</span>
          <span className="cell-sub">{c.email || 'No email'}</span>
        </>
      ),
    },
    { key: 'phone', header: 'Phone', cell: (c) => c.phone || '—' },
    { key: 'city', header: 'City', cell: (c) => c.city || '—' },
    {
      key: 'tags',
      header: 'Tags',
      cell: (c) =>
        c.tags.length ? (
          <span className="crm-tags">
            {c.tags.map((t) => (
              <span key={t} className="badge">
                {t}
              </span>
            ))}
          </span>
        ) : (
          '—'
        ),
    },
    { key: 'ltv', header: 'Lifetime value', numeric: true, cell: (c) => formatNairaAdmin(c.lifetimeValue) },
    {
      key: 'open',
      header: '',
      srHeader: 'Actions',
      cell: (c) => (
        <Button
          size="sm"
          variant={selectedId === c.id ? 'primary' : 'secondary'}
          onClick={() => onSelect(c.id)}
          aria-label={`Open ${c.name || c.email || 'customer'}`}
        >
          Open
        </Button>
      ),
    },
  ];

  const summary = loading
    ? null
    : searching
      ? `${total} match${total === 1 ? '' : 'es'}${searchWindow.data?.truncated ? ` among the newest ${SEARCH_WINDOW}` : ''}`
      : `${total} customer${total === 1 ? '' : 's'}`;

  return (
    <section aria-label="Customer list" className="stack">
      <FilterBar
        label="Find customers"
        summary={summary}
        resetVisible={search !== '' || tag !== null}
        onReset={() =>
          reset(() => {
            setSearch('');
            setTag(null);
          })
        }
      >
        <TextField
          label="Search"
          type="search"
          placeholder="Name, email, phone or city"
          value={search}
          onChange={(e) => reset(() => setSearch(e.target.value))}
        />
        <SelectField label="Tag" value={tag ?? ''} onChange={(e) => reset(() => setTag(e.target.value || null))}>
          <option value="">All tags</option>
          {QUICK_TAGS.map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Per page"
          value={size}
          onChange={(e) => reset(() => setSize(Number(e.target.value) as PageSize))}
        >
          {CUSTOMER_PAGE_SIZES.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </SelectField>
      </FilterBar>
      <DataTable
        caption="Customers, newest first"
        columns={columns}
        rows={rows}
        rowKey={(c) => c.id}
        loading={loading}
        loadingLabel="Loading customers…"
        error={failed ? CUSTOMERS_LOAD_FAILED : null}
        onRetry={() => void (searching ? searchWindow.refetch() : Promise.all([pageQuery.refetch(), count.refetch()]))}
        empty={searching ? NO_MATCHES : 'No customers yet.'}
        selectedKey={selectedId}
      />
      <nav className="row crm-pager" aria-label="Customer pages">
        <Button size="sm" variant="secondary" disabled={page <= 1} onClick={() => setPage((p) => Math.max(1, p - 1))}>
          Prev
        </Button>
        <span aria-live="polite">{pageOf(Math.min(page, pages), pages)}</span>
        <Button size="sm" variant="secondary" disabled={!hasNext} onClick={() => setPage((p) => p + 1)}>
          Next
        </Button>
      </nav>
    </section>
  );
}
