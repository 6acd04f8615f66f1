// The dashboard's lists: top SKUs, the referral leaderboard, low-stock alerts and the active event.
import { Link } from 'react-router';
import { moreAlertsWords, type LowStockAlert } from '@aso/domain/finance/dashboard';
import { paths } from '../../../config/paths';
import { formatDate, formatNairaAdmin } from '../../../lib/format';
import { DataTable, StatusBadge } from '../../../components/admin-shell';
import type { ActiveEvent, DashboardData, Referrer } from '../api/get-dashboard';

export function TopSkus({ rows }: { readonly rows: DashboardData['topSkus'] }) {
  return (
    <section className="admin-panel" aria-labelledby="top-skus">
      <h2 id="top-skus" className="admin-panel__title">
        Top 5 SKUs (7 days)
      </h2>
      <DataTable
        caption="Best-selling SKUs over the last 7 days"
        rows={rows}
        rowKey={(r) => r.sku}
        empty="No sales in the last 7 days."
        columns={[
          { key: 'sku', header: 'SKU', cell: (r) => <span className="mono">{r.sku}</span> },
          {
            key: 'name',
            header: 'Product',
            cell: (r) => r.name ?? <span className="muted">Not in the catalogue</span>,
          },
          { key: 'qty', header: 'Units', numeric: true, cell: (r) => r.qty },
        ]}
      />
    </section>
  );
}

export function Leaderboard({ rows }: { readonly rows: readonly Referrer[] }) {
  return (
    <section className="admin-panel" aria-labelledby="leaderboard">
      <h2 id="leaderboard" className="admin-panel__title">
        Referral leaderboard
      </h2>
      <DataTable
        caption="Top 5 referrers by reward accrued"
        rows={rows}
        rowKey={(r) => r.code}
        empty="No redemptions yet."
        columns={[
          { key: 'code', header: 'Code', cell: (r) => <span className="mono">{r.code}</span> },
          {
            key: 'who',
            header: 'Customer',
            cell: (r) => (
              <>
                {r.customerName || '—'}
                <span className="cell-sub">{r.customerEmail}</span>
              </>
            ),
          },
          { key: 'orders', header: 'Orders', numeric: true, cell: (r) => r.referredCount },
          { key: 'revenue', header: 'Revenue', numeric: true, cell: (r) => formatNairaAdmin(r.revenue) },
          { key: 'reward', header: 'Reward', numeric: true, cell: (r) => formatNairaAdmin(r.totalRewardAccrued) },
        ]}
      />
    </section>
  );
}

/** The dashboard shows the lowest few; Inventory and Catalog have the full lists. */
export const LOW_STOCK_SHOWN = 10;

export function LowStock({
  alerts,
  total,
}: {
  readonly alerts: readonly LowStockAlert[];
  /** Every alert, including the ones not read here. */
  readonly total: number;
}) {
  const shown = alerts.slice(0, LOW_STOCK_SHOWN);
  const more = moreAlertsWords(shown.length, Math.max(total, alerts.length));
  return (
    <section className="admin-panel" aria-labelledby="low-stock">
      <h2 id="low-stock" className="admin-panel__title">
        Low-stock alerts
      </h2>
      <DataTable
        caption="Product sizes and materials at or below their reorder level"
        rows={shown}
        rowKey={(a) => `${a.kind}-${a.id}-${a.label}`}
        empty="Nothing is low on stock."
        columns={[
          {
            key: 'item',
            header: 'Item',
            cell: (a) => (
              <>
                {a.label}
                {a.offSale ? <span className="muted"> · not on sale</span> : null}
                {a.constraint ? (
                  <>
                    <br />
                    <span className="muted">{a.constraint}</span>
                  </>
                ) : null}
              </>
            ),
          },
          {
            key: 'kind',
            header: 'Kind',
            cell: (a) => (
              <StatusBadge tone={a.kind === 'product' ? 'info' : 'neutral'}>
                {a.kind === 'product' ? 'Product' : 'Material'}
              </StatusBadge>
            ),
          },
          {
            key: 'onHand',
            header: 'On hand',
            numeric: true,
            cell: (a) => <StatusBadge tone={a.onHand <= 0 ? 'danger' : 'warn'}>{String(a.onHand)}</StatusBadge>,
          },
          { key: 'level', header: 'Reorder level', numeric: true, cell: (a) => a.reorderLevel },
        ]}
      />
      <p className="muted">
        {more ? `${more} ` : ''}
        <Link to={paths.admin.inventory.getHref()}>Open inventory</Link> ·{' '}
        <Link to={paths.admin.catalog.getHref()}>Open catalog</Link>
      </p>
    </section>
  );
}

export function EventCard({ event }: { readonly event: ActiveEvent | null }) {
  return (
    <section className="admin-panel" aria-labelledby="active-event">
      <h2 id="active-event" className="admin-panel__title">
        Active event
      </h2>
      {event ? (
        <>
          <p className="cell-strong">{event.name}</p>
          <p className="muted">{[event.venue, formatDate(event.date, '')].filter(Boolean).join(' · ')}</p>
          <ul className="admin-list">
            <li>
              <span>Checked in</span>
              <strong>
                {event.checkedIn} of {event.guests}
              </strong>
            </li>
            <li>
              <span>Event sales (7 days)</span>
              <strong>
                {event.orders} {event.orders === 1 ? 'order' : 'orders'}
              </strong>
            </li>
            <li>
              <span>Event revenue (7 days)</span>
              <strong>{formatNairaAdmin(event.revenue)}</strong>
            </li>
          </ul>
          <p>
            <Link to={paths.admin.events.getHref()}>Open check-in</Link>
          </p>
        </>
      ) : (
        <p className="muted">No active event.</p>
      )}
    </section>
  );
}
