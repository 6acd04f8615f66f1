// Orders (SPEC §2, §4, §7, §8): filter by status, payment status and created date; the list with customer,
// totals and short id; an order's detail with the status form; CSV export of the filtered list in the browser.
import './orders.css';
import { useState } from 'react';
import { errorDetail } from '@aso/domain/errors';
import { lagosDateTime, lagosDayKey } from '@aso/domain/lagosTime';
import { ORDER_STATUS_LABELS, PAYMENT_STATUS_LABELS } from '@aso/domain/orders';
import { shortId } from '@aso/domain/text';
import { ORDER_STATUSES, PAYMENT_STATUSES, type OrderStatus, type PaymentStatus } from '@aso/domain/vocab';
import { Button } from '../../components/button';
import { SelectField, TextField } from '../../components/field';
import { formatNairaAdmin } from '../../lib/format';
import { useToast } from '../../lib/toast';
import { DataTable, FilterBar, OrderStatusBadge, PageHeader, PaymentStatusBadge, csvFileName, downloadCsv, type Column } from '../admin-shell';
import { EXPORT_LIMIT, exportOrders } from './api/export-orders';
import { useAdminOrders } from './api/get-admin-orders';
import { NO_FILTERS, type OrderFilters } from './api/order-filters';
import type { AdminOrder } from './api/order-from-data';
import { OrderDetailPanel } from './components/order-detail';

function OrdersScreen() {
  const [filters, setFilters] = useState<OrderFilters>(NO_FILTERS);
  const [openId, setOpenId] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const orders = useAdminOrders(filters);
  const toast = useToast();
  const rows = orders.data?.pages.flatMap((p) => p.orders);
  const set = (patch: Partial<OrderFilters>) => setFilters((f) => ({ ...f, ...patch }));
  const filtered = filters.status !== null || filters.paymentStatus !== null || filters.from !== null || filters.to !== null;
  const badRange = filters.from !== null && filters.to !== null && filters.from > filters.to;

  async function onExport() {
    setExporting(true);
    try {
      const { table, truncated } = await exportOrders(filters);
      downloadCsv(csvFileName('orders', lagosDayKey(new Date())), table);
      toast(`Exported ${table.data.length} orders${truncated ? ` (the newest ${EXPORT_LIMIT})` : ''}.`, { tone: 'success' });
    } catch (error) {
      toast(`Could not export orders: ${errorDetail(error)}`, { tone: 'error' });
    } finally {
      setExporting(false);
    }
  }

  const columns: Array<Column<AdminOrder>> = [
    { key: 'id', header: 'Order', cell: (o) => <span className="mono cell-strong">{shortId(o.id)}</span> },
    { key: 'date', header: 'Created', cell: (o) => lagosDateTime(o.createdAt) },
    { key: 'customer', header: 'Customer', cell: (o) => <>{o.email || '—'}<span className="cell-sub">{o.shippingZone}{o.channel === 'event' ? ' · event' : ''}</span></> },
    { key: 'items', header: 'Items', numeric: true, cell: (o) => o.items.reduce((n, i) => n + i.qty, 0) },
    { key: 'total', header: 'Total', numeric: true, cell: (o) => formatNairaAdmin(o.total) },
    { key: 'paid', header: 'Paid', numeric: true, cell: (o) => formatNairaAdmin(o.amountPaid) },
    { key: 'status', header: 'Status', cell: (o) => <OrderStatusBadge status={o.status} /> },
    { key: 'payment', header: 'Payment', cell: (o) => <PaymentStatusBadge status={o.paymentStatus} /> },
    {
      key: 'open',
      header: '',
      srHeader: 'Actions',
      cell: (o) => (
        <Button size="sm" variant={o.id === openId ? 'primary' : 'secondary'} onClick={() => setOpenId(o.id)} aria-label={`Open order ${shortId(o.id)}`}>
          Open
        </Button>
      ),
    },
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
      <div className={openId ? 'orders-layout orders-layout--open' : 'orders-layout'}>
        {openId ? <OrderDetailPanel key={openId} orderId={openId} onClose={() => setOpenId(null)} /> : null}
        <div>
          <FilterBar label="Filter orders" resetVisible={filtered} onReset={() => setFilters(NO_FILTERS)} summary={rows ? `${rows.length}${orders.hasNextPage ? '+' : ''} orders` : null}>
            <SelectField label="Status" value={filters.status ?? ''} onChange={(e) => set({ status: e.target.value === '' ? null : (e.target.value as OrderStatus) })}>
              <option value="">All statuses</option>
              {ORDER_STATUSES.map((s) => <option key={s} value={s}>{ORDER_STATUS_LABELS[s]}</option>)}
            </SelectField>
            <SelectField label="Payment" value={filters.paymentStatus ?? ''} onChange={(e) => set({ paymentStatus: e.target.value === '' ? null : (e.target.value as PaymentStatus) })}>
              <option value="">All payments</option>
              {PAYMENT_STATUSES.map((s) => <option key={s} value={s}>{PAYMENT_STATUS_LABELS[s]}</option>)}
            </SelectField>
            <TextField label="Created from" type="date" value={filters.from ?? ''} onChange={(e) => set({ from: e.target.value || null })} />
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
            rows={badRange ? [] : rows}
            rowKey={(o) => o.id}
            selectedKey={openId}
            loading={orders.isPending && !badRange}
            loadingLabel="Loading orders…"
            error={orders.isError ? `Could not load orders: ${errorDetail(orders.error)}` : null}
            onRetry={() => void orders.refetch()}
            empty={filtered ? 'No orders match these filters.' : 'No orders yet.'}
          />
          {orders.hasNextPage ? (
            <div className="row load-more">
              <Button variant="secondary" onClick={() => void orders.fetchNextPage()} loading={orders.isFetchingNextPage}>Load more</Button>
            </div>
          ) : null}
        </div>
      </div>
    </>
  );
}

export { OrdersScreen as Component };
