// Top referrers (docs/product.md#referrals): name and email, code, redemptions, revenue, last use; filtered by the
// screen's search.
import { NO_REDEMPTIONS, referralStatsLoadFailed } from '@aso/domain/referrals/messages';
import { matchesSearch } from '@aso/domain/shared/search';
import { formatDate, formatNairaAdmin } from '../../../lib/format';
import { DataTable, reasonOf } from '../../../components/admin-shell';
import { useTopReferrers } from '../api/get-top-referrers';

export function TopReferrers({ topN, search }: { readonly topN: number; readonly search: string }) {
  const top = useTopReferrers(topN);
  const rows = top.data?.filter((r) =>
    matchesSearch(search, [r.code, r.customerName, r.customerEmail, r.customerPhone]),
  );
  return (
    <DataTable
      caption={`Top ${topN} referrers by redemptions`}
      showCaption
      rows={rows}
      rowKey={(r) => r.code}
      loading={top.isPending}
      loadingLabel="Loading referral stats…"
      error={top.isError ? referralStatsLoadFailed(reasonOf(top.error)) : null}
      onRetry={() => void top.refetch()}
      empty={NO_REDEMPTIONS}
      columns={[
        {
          key: 'who',
          header: 'Customer',
          cell: (r) => (
            <>
              <span className="cell-strong">{r.customerName || '—'}</span>
              <span className="cell-sub">{r.customerEmail}</span>
            </>
          ),
        },
        { key: 'code', header: 'Code', cell: (r) => <span className="mono">{r.code}</span> },
        { key: 'count', header: 'Redemptions', numeric: true, cell: (r) => r.referredCount },
        { key: 'revenue', header: 'Revenue', numeric: true, cell: (r) => formatNairaAdmin(r.revenue) },
        { key: 'last', header: 'Last use', cell: (r) => formatDate(r.lastRedemptionAt, '—') },
      ]}
    />
  );
}
