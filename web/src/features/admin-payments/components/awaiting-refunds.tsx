// Refunds awaiting release: cancelled paid orders whose money an admin has not yet given back, oldest request first,
// each with who asked, when, the amount in figures and words, and the release (which asks first).
import { formatDateTime } from '../../../lib/format';
import { Link } from 'react-router';
import { shortId } from '@aso/domain/shared/text';
import { paths } from '../../../config/paths';
import { DataTable, reasonOf } from '../../../components/admin-shell';
import { ReleaseRefundButton, amountWithWords } from '../../../components/release-refund';
import { useAwaitingRefunds } from '../api/awaiting-refunds';

export function AwaitingRefunds() {
  const orders = useAwaitingRefunds();
  const rows = orders.data
    ?.flatMap((o) => (o.refundRequest ? [{ ...o, request: o.refundRequest }] : []))
    .sort((a, b) => a.request.requestedAt.getTime() - b.request.requestedAt.getTime());
  return (
    <section className="stack" aria-labelledby="awaiting-refunds-title">
      <h2 id="awaiting-refunds-title" className="admin-panel__title">
        Refunds awaiting release
      </h2>
      <DataTable
        caption="Refunds awaiting release"
        rows={rows}
        rowKey={(o) => o.id}
        error={orders.error ? `Could not load the refunds awaiting release: ${reasonOf(orders.error)}` : null}
        empty="No refund is waiting to be released."
        columns={[
          {
            key: 'order',
            header: 'Order',
            cell: (o) => (
              <>
                <Link className="cell-strong" to={paths.admin.orders.getHref({ order: o.id })}>
                  {`Order ${shortId(o.id)}`}
                </Link>
                <span className="cell-sub">{o.email}</span>
              </>
            ),
          },
          { key: 'amount', header: 'Refund', cell: (o) => amountWithWords(o.request.amountKobo) },
          {
            key: 'requested',
            header: 'Requested',
            cell: (o) => (
              <>
                <span>{o.request.requestedByEmail ?? o.request.requestedBy}</span>
                <span className="cell-sub">{formatDateTime(o.request.requestedAt)}</span>
              </>
            ),
          },
          {
            key: 'actions',
            header: '',
            srHeader: 'Actions',
            cell: (o) => <ReleaseRefundButton orderId={o.id} amountKobo={o.request.amountKobo} />,
          },
        ]}
      />
    </section>
  );
}
