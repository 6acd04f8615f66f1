// Orders (docs/product.md#orders): filter by status, payment status and created date; the list with customer,
// totals and short id; a search by order number, customer name, email, phone or payment reference
// (api/find-orders.ts); an order's detail with the status form; CSV export of the filtered list in the browser.
import './orders.css';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorDetail } from '@aso/domain/shared/errors';
import { lagosDayKey } from '@aso/domain/shared/lagos-time';
import { ORDER_STATUS_LABELS, PAYMENT_STATUS_LABELS } from '@aso/domain/orders/orders';
import { ORDER_SEARCH_LIMIT } from '@aso/domain/orders/order-reference';
import { orderChannelWords, orderMoney } from '@aso/domain/orders/order-money';
import { shortId } from '@aso/domain/shared/text';
import { ORDER_STATUSES, PAYMENT_STATUSES, type OrderStatus } from '@aso/domain/shared/vocab';
import { Button } from '../../components/button';
import { TextField } from '../../components/field';
import { formatDateTime, formatNairaAdmin } from '../../lib/format';
import { useToast } from '../../lib/toast';
import { useDebounced } from '../../lib/use-debounced';
import {
  ChoiceSelect,
  DataTable,
  FilterBar,
  OrderStatusBadge,
  SearchField,
  openColumn,
  PageHeader,
  PaymentStatusBadge,
  csvFileName,
  downloadCsv,
  type Column,
} from '../../components/admin-shell';
import { EXPORT_LIMIT, exportOrders } from './api/export-orders';
import { useFindOrders } from './api/find-orders';
import { useLiveFound } from './api/live-found';
import { useLiveOrders } from './api/live-orders';
import { MONEY_IN, NO_FILTERS, filtersFromSearch, type OrderFilters, type PaymentFilter } from './api/order-filters';
import type { AdminOrder } from './api/order-from-data';
import { OrderDetailPanel } from './components/order-detail';

const NO_ORDER_FOUND = 'No order matches this number, name, email or phone.';
const PAYMENT_FILTERS: readonly PaymentFilter[] = [MONEY_IN, ...PAYMENT_STATUSES];

/** '1 order' — a search ignores the other filters, and shows the newest ORDER_SEARCH_LIMIT matches. */
function foundSummary(count: number, more: boolean, filtered: boolean): string {
  const notes = [
    more ? `the newest ${ORDER_SEARCH_LIMIT}; type more to narrow` : null,
    filtered ? 'other filters not applied' : null,
  ].filter(Boolean);
  return `${count} order${count === 1 ? '' : 's'}${notes.length ? ` (${notes.join('; ')})` : ''}`;
}

function OrdersScreen() {
  // A link may open an order (`?order=`, from Payments to review) or set the filters (the Dashboard's To act on).
  const [params, setParams] = useSearchParams();
  const [filters, setFilters] = useState<OrderFilters>(() => filtersFromSearch(params));
  const openId = params.get('order');
  const setOpenId = (id: string | null) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (id) next.set('order', id);
        else next.delete('order');
        return next;
      },
      { replace: true },
    );
  const [exporting, setExporting] = useState(false);
  const [reference, setReference] = useState('');
  const term = useDebounced(reference.trim(), 250);
  const orders = useLiveOrders(filters);
  const found = useFindOrders(term);
  const searching = found.isEnabled;
  const toast = useToast();
  const liveFound = useLiveFound(found.data?.orders);
  const rows = searching ? liveFound : orders.orders;
  const set = (patch: Partial<OrderFilters>) => setFilters((f) => ({ ...f, ...patch }));
  const filtered =
    filters.status !== null || filters.paymentStatus !== null || filters.from !== null || filters.to !== null;
  const badRange = filters.from !== null && filters.to !== null && filters.from > filters.to;

  async function onExport() {
    setExporting(true);
    try {
      const { table, truncated } = await exportOrders(filters);
      downloadCsv(csvFileName('orders', lagosDayKey(new Date())), table);
      toast(
        `Exported ${table.data.length} order${table.data.length === 1 ? '' : 's'}${truncated ? ` (the newest ${EXPORT_LIMIT})` : ''}.`,
        {
          tone: 'success',
        },
      );
    } catch (error) {
      toast(`Could not export orders: ${errorDetail(error)}`, { tone: 'error' });
    } finally {
      setExporting(false);
    }
  }

  const columns: Column<AdminOrder>[] = [
    { key: 'id', header: 'Order', cell: (o) => <span className="mono cell-strong">{shortId(o.id)}</span> },
    { key: 'date', header: 'Created', cell: (o) => formatDateTime(o.createdAt) },
    {
      key: 'customer',
      header: 'Customer',
      cell: (o) => (
        <>
          <span className="cell-wrap">{o.customerName || o.email || '—'}</span>
          {o.customerName && o.email ? <span className="cell-sub cell-wrap">{o.email}</span> : null}
          <span className="cell-sub">
            {o.shippingZone} · {orderChannelWords(o)}
          </span>
        </>
      ),
    },
    { key: 'items', header: 'Items', numeric: true, cell: (o) => o.items.reduce((n, i) => n + i.qty, 0) },
    {
      key: 'total',
      header: 'Total / paid',
      numeric: true,
      cell: (o) => {
        const money = orderMoney(o);
        return (
          <>
            {formatNairaAdmin(o.total)}
            <span className="cell-sub">paid {formatNairaAdmin(money.paid)}</span>
            {money.refunded > 0 ? <span className="cell-sub">refunded {formatNairaAdmin(money.refunded)}</span> : null}
            {money.balanceDue > 0 ? <span className="cell-sub">due {formatNairaAdmin(money.balanceDue)}</span> : null}
          </>
        );
      },
    },
    {
      key: 'status',
      header: 'Status',
      cell: (o) => (
        <span className="cell-badges">
          <OrderStatusBadge status={o.status} />
          <PaymentStatusBadge status={o.paymentStatus} />
        </span>
      ),
    },
    openColumn(openId, setOpenId, (o) => `Open order ${shortId(o.id)}`),
  ];

  return (
    <>
      <PageHeader
        title="Orders"
        description="Newest first. Dates are Lagos days."
        actions={
          <Button variant="secondary" onClick={() => void onExport()} loading={exporting} disabled={badRange}>
            Export CSV
          </Button>
        }
      />
      <div className={`admin-split admin-split--roomy orders-layout${openId ? ' orders-layout--open' : ''}`}>
        {openId ? <OrderDetailPanel key={openId} orderId={openId} onClose={() => setOpenId(null)} /> : null}
        <div>
          <FilterBar
            label="Filter orders"
            resetVisible={filtered || reference !== ''}
            onReset={() => {
              setFilters(NO_FILTERS);
              setReference('');
            }}
            summary={
              rows
                ? searching
                  ? foundSummary(rows.length, found.data?.more === true, filtered)
                  : `${rows.length}${orders.hasMore ? '+' : ''} order${rows.length === 1 && !orders.hasMore ? '' : 's'}`
                : null
            }
          >
            <SearchField
              label="Find an order"
              placeholder="#AB12CD34, name, email, phone or ASO-…"
              value={reference}
              onChange={setReference}
            />
            <ChoiceSelect
              label="Status"
              value={filters.status ?? ''}
              onChange={(value) => set({ status: value === '' ? null : (value as OrderStatus) })}
              choices={ORDER_STATUSES}
              allLabel="All statuses"
              labelOf={(s) => ORDER_STATUS_LABELS[s]}
            />
            <ChoiceSelect
              label="Payment"
              value={filters.paymentStatus ?? ''}
              onChange={(value) => set({ paymentStatus: value === '' ? null : (value as PaymentFilter) })}
              choices={PAYMENT_FILTERS}
              allLabel="All payments"
              labelOf={(s) => (s === MONEY_IN ? 'Paid (in full or a deposit)' : PAYMENT_STATUS_LABELS[s])}
            />
            <TextField
              label="Created from"
              type="date"
              value={filters.from ?? ''}
              onChange={(e) => set({ from: e.target.value || null })}
            />
            <TextField
              label="Created to"
              type="date"
              value={filters.to ?? ''}
              error={badRange ? 'The end date is before the start date.' : null}
              onChange={(e) => set({ to: e.target.value || null })}
            />
          </FilterBar>
          <DataTable
            caption="Orders, newest first"
            columns={columns}
            rows={badRange && !searching ? [] : rows}
            rowKey={(o) => o.id}
            selectedKey={openId}
            loading={searching ? found.isPending : orders.isPending && !badRange}
            loadingLabel="Loading orders…"
            error={
              searching
                ? found.isError
                  ? `Could not look up the order: ${errorDetail(found.error)}`
                  : null
                : orders.error
                  ? `Could not load orders: ${errorDetail(orders.error)}`
                  : null
            }
            // A live list that failed (denied, or the listener was refused) starts again with the page.
            onRetry={() => (searching ? void found.refetch() : window.location.reload())}
            empty={searching ? NO_ORDER_FOUND : filtered ? 'No orders match these filters.' : 'No orders yet.'}
          />
          {!searching && orders.hasMore ? (
            <div className="row load-more">
              <Button variant="secondary" onClick={orders.loadMore} loading={orders.loadingMore}>
                Load more
              </Button>
            </div>
          ) : null}
        </div>
      </div>
    </>
  );
}

export { OrdersScreen as Component };
