// Up to 20 recent redemptions of the saved code: order short id, amount, discount, date.
import { RECENT_REDEMPTIONS } from '@aso/domain/shared/constants';
import { redemptionsLoadFailed } from '@aso/domain/referrals/messages';
import { shortId } from '@aso/domain/shared/text';
import { formatDate, formatNairaAdmin } from '../../../lib/format';
import { DataTable, reasonOf } from '../../../components/admin-shell';
import { useRedemptions } from '../api/get-redemptions';

export function Redemptions({ code }: { readonly code: string }) {
  const redemptions = useRedemptions(code);
  return (
    <DataTable
      caption={`Recent redemptions of ${code} (up to ${RECENT_REDEMPTIONS})`}
      showCaption
      rows={redemptions.data}
      rowKey={(r) => r.orderId}
      loading={redemptions.isPending}
      loadingLabel="Loading redemptions…"
      error={redemptions.isError ? redemptionsLoadFailed(reasonOf(redemptions.error)) : null}
      onRetry={() => void redemptions.refetch()}
      empty="No redemptions of this code yet."
      columns={[
        { key: 'order', header: 'Order', cell: (r) => <span className="mono">{shortId(r.orderId)}</span> },
        { key: 'amount', header: 'Amount', numeric: true, cell: (r) => formatNairaAdmin(r.total) },
        { key: 'discount', header: 'Discount', numeric: true, cell: (r) => formatNairaAdmin(r.discount) },
        { key: 'date', header: 'Date', cell: (r) => formatDate(r.createdAt, '—') },
      ]}
    />
  );
}
