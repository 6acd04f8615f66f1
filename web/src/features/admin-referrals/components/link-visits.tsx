// Link visits (docs/product.md#referrals): how many visits each code's `?ref=` link brought in the last 30 days.
import { DataTable, reasonOf } from '../../../components/admin-shell';
import { LINK_VISIT_DAYS, useLinkVisits } from '../api/get-link-visits';

export function LinkVisits({ search }: { readonly search: string }) {
  const visits = useLinkVisits();
  const needle = search.toUpperCase();
  const rows = visits.data?.filter((r) => needle === '' || r.code.includes(needle));
  return (
    <DataTable
      caption={`Link visits, last ${LINK_VISIT_DAYS} days`}
      showCaption
      rows={rows}
      rowKey={(r) => r.code}
      loading={visits.isPending}
      loadingLabel="Loading link visits…"
      error={visits.isError ? `Couldn’t load link visits: ${reasonOf(visits.error)}` : null}
      onRetry={() => void visits.refetch()}
      empty="No visits through referral links yet."
      columns={[
        { key: 'code', header: 'Code', cell: (r) => <span className="mono">{r.code}</span> },
        { key: 'visits', header: 'Visits', numeric: true, cell: (r) => r.visits },
      ]}
    />
  );
}
