// The customer's latest orders, with their status and payment badges.
import { ORDERS_LOAD_FAILED } from '@aso/domain/orders/messages';
import { shortId } from '@aso/domain/shared/text';
import { formatDate, formatNairaAdmin } from '../../../lib/format';
import { DataTable, OrderStatusBadge, PaymentStatusBadge } from '../../../components/admin-shell';
import { ORDERS_SHOWN, useCustomerOrders } from '../api/get-customer-orders';

export function OrdersPanel({ customerId }: { readonly customerId: string }) {
  const orders = useCustomerOrders(customerId);
  return (
    <DataTable
      caption={`Latest ${ORDERS_SHOWN} orders`}
      rows={orders.data}
      rowKey={(o) => o.id}
      loading={orders.isPending}
      loadingLabel="Loading orders…"
      error={orders.isError ? ORDERS_LOAD_FAILED : null}
      onRetry={() => void orders.refetch()}
      empty="No orders yet."
      columns={[
        { key: 'id', header: 'Order', cell: (o) => <span className="mono">{shortId(o.id)}</span> },
        { key: 'date', header: 'Date', cell: (o) => formatDate(o.createdAt, '—') },
        { key: 'status', header: 'Status', cell: (o) => <OrderStatusBadge status={o.status} /> },
        { key: 'pay', header: 'Payment', cell: (o) => <PaymentStatusBadge status={o.paymentStatus} /> },
        { key: 'total', header: 'Total', numeric: true, cell: (o) => formatNairaAdmin(o.total) },
      ]}
    />
  );
}
