// Sales by channel (docs/product.md#channels): checkouts started, paid orders, revenue and conversion (paid ÷
// started) per channel over the screen's period, from the stats days (domain channelRows), with its CSV. Shown on
// the Dashboard (its 7 days) and in Finance (any period).
import { channelCsv, type ChannelRow } from '@aso/domain/channelSales';
import { Button } from '../../button';
import { formatNairaAdmin } from '../../../lib/format';
import { csvFileName, downloadCsv } from '../lib/csv';
import { DataTable } from './data-table';

export function ChannelSales({
  rows,
  from,
  to,
}: {
  readonly rows: readonly ChannelRow[];
  readonly from: string;
  readonly to: string;
}) {
  return (
    <section aria-labelledby="channel-sales-title" className="stack admin-panel" data-testid="channel-sales">
      <div className="row">
        <h2 id="channel-sales-title" className="admin-panel__title">
          Sales by channel
        </h2>
        <Button
          variant="secondary"
          size="sm"
          disabled={rows.length === 0}
          onClick={() => downloadCsv(csvFileName(`sales-by-channel-${from}-to`, to), channelCsv(rows))}
        >
          Export channels CSV
        </Button>
      </div>
      <p className="muted">
        Where buyers came from (the link&apos;s campaign tags, a referral link or the site that sent them). Conversion
        is paid orders out of checkouts started.
      </p>
      <DataTable
        caption="Sales by channel"
        rows={rows}
        rowKey={(r) => r.channel}
        empty="No checkouts in this period."
        columns={[
          { key: 'channel', header: 'Channel', cell: (r) => <span className="cell-strong">{r.channel}</span> },
          { key: 'checkouts', header: 'Checkouts started', numeric: true, cell: (r) => r.checkouts },
          { key: 'orders', header: 'Paid orders', numeric: true, cell: (r) => r.orders },
          { key: 'revenue', header: 'Revenue', numeric: true, cell: (r) => formatNairaAdmin(r.revenue) },
          {
            key: 'conversion',
            header: 'Conversion',
            numeric: true,
            cell: (r) => (r.conversionPercent === null ? '—' : `${r.conversionPercent.toFixed(1)}%`),
          },
        ]}
      />
    </section>
  );
}
