// The CRM list: search, tag filter, page size, the table and the pager. Server pages without a search; the
// bounded search window (api/get-customers.ts) with one.
import { useId, useMemo, useState } from 'react';
import { CUSTOMER_PAGE_SIZES } from '@aso/domain/shared/constants';
import { CUSTOMERS_LOAD_FAILED } from '@aso/domain/customers/messages';
import { NO_MATCHES } from '@aso/domain/shared/messages';
import { filterableTags } from '@aso/domain/customers/tags';
import { TextField } from '../../../components/field';
import { matchesSearch } from '@aso/domain/shared/search';
import { displayPhone } from '@aso/domain/marketing/whatsapp';
import { formatNairaAdmin } from '../../../lib/format';
import { useDebounced } from '../../../lib/use-debounced';
import {
  ChoiceSelect,
  DataTable,
  FilterBar,
  Pager,
  SearchField,
  openColumn,
  useCursorPages,
  type Column,
} from '../../../components/admin-shell';
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
  // Any tag, typed or picked from the ones in view, found in any case ('vip' is VIP).
  const [tagText, setTagText] = useState('');
  const typedTag = useDebounced(tagText.trim(), 250);
  const tag = typedTag === '' ? null : typedTag;
  const tagListId = useId();
  const [size, setSize] = useState<PageSize>(CUSTOMER_PAGE_SIZES[0]);
  const term = useDebounced(search.trim(), 250);
  const searching = term !== '';
  const count = useCustomerCount(tag, !searching);
  const searchWindow = useSearchWindow(tag, searching);

  const matches = useMemo(
    () =>
      searching && searchWindow.data
        ? searchWindow.data.rows.filter((c) => matchesSearch(term, searchFields(c)))
        : null,
    [searching, searchWindow.data, term],
  );
  const paging = useCursorPages({
    scope: `${tag ?? ''}|${size}`,
    size,
    pageKey: (page) => customerKeys.page(tag, size, page),
    readPage: (after) => getCustomersPage(tag, size, after),
    searching,
    matches,
    count: count.data,
  });
  const { pageQuery, total, rows, reset } = paging;
  const loading = searching ? searchWindow.isPending : pageQuery.isPending;
  const failed = searching ? searchWindow.isError : pageQuery.isError || count.isError;

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
    { key: 'phone', header: 'Phone', cell: (c) => (c.phone ? displayPhone(c.phone) : '—') },
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
    openColumn(selectedId, onSelect, (c) => `Open ${c.name || c.email || 'customer'}`),
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
        resetVisible={search !== '' || tagText !== ''}
        onReset={() =>
          reset(() => {
            setSearch('');
            setTagText('');
          })
        }
      >
        <SearchField
          placeholder="Name, email, phone or city"
          value={search}
          onChange={(text) => reset(() => setSearch(text))}
        />
        <TextField
          label="Tag"
          list={tagListId}
          value={tagText}
          placeholder="Any tag: VIP, Bridal…"
          autoComplete="off"
          onChange={(e) => reset(() => setTagText(e.target.value))}
        />
        <datalist id={tagListId}>
          {filterableTags((rows ?? []).flatMap((c) => c.tags)).map((t) => (
            <option key={t} value={t} />
          ))}
        </datalist>
        <ChoiceSelect
          label="Per page"
          value={size}
          onChange={(value) => reset(() => setSize(Number(value) as PageSize))}
          choices={CUSTOMER_PAGE_SIZES}
        />
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
      <Pager label="Customer pages" className="crm-pager" paging={paging} />
    </section>
  );
}
