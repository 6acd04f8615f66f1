// Finance (docs/product.md#finance): period, Export daily CSV, the cards (cost of goods and gross margin beside the
// purchasing proxy), daily bars, revenue by product type, margin per product and purchasing expenses (received, by
// day) with the open purchase orders' commitment — all from `stats/{day}` documents and the open and newest purchase
// orders (domain financeSummary), never every order.
import './finance.css';
import { useState } from 'react';
import { channelRows } from '@aso/domain/marketing/channel-sales';
import { dailyRevenueCsv } from '@aso/domain/shared/csv';
import { FINANCE_PERIODS, financeSummary, type FinancePeriod } from '@aso/domain/finance/finance';
import { lagosDayKey } from '@aso/domain/shared/lagos-time';
import { PRODUCT_TYPES } from '@aso/domain/shared/vocab';
import { Button } from '../../components/button';
import { SelectField } from '../../components/field';
import { ErrorState, LoadingState } from '../../components/states';
import { formatDayKey, formatNairaAdmin } from '../../lib/format';
import {
  ChannelSales,
  DataTable,
  PromotionDiscounts,
  PageHeader,
  StatCard,
  csvFileName,
  downloadCsv,
  reasonOf,
} from '../../components/admin-shell';
import { usePurchaseOrders } from './api/get-purchase-orders';
import { useStatsDays } from './api/get-stats-days';
import { ExpensesCard } from './components/expenses-card';
import { ProductMargins } from './components/product-margins';
import { RevenueChart } from './components/revenue-chart';

const TYPE_LABELS = { RTW: 'Ready-to-wear (RTW)', MTO: 'Made-to-order (MTO)', PREORDER: 'Pre-order' } as const;

/** Days left out of the figures because their record does not fit: said, never hidden (the sums would be wrong). */
function unreadableDaysMessage(dates: readonly string[]): string {
  const days = dates.length === 1 ? 'day' : 'days';
  return `These figures leave out ${dates.length} ${days} whose sales record could not be read: ${dates.map(formatDayKey).join(', ')}.`;
}

function FinanceScreen() {
  const [period, setPeriod] = useState<FinancePeriod>(30);
  const [now] = useState(() => new Date());
  const today = lagosDayKey(now);
  const days = useStatsDays(period, now, today);
  const pos = usePurchaseOrders(period, now, today);
  const summary = days.data
    ? financeSummary({ period, now, days: days.data.days, purchaseOrders: pos.isError ? null : (pos.data ?? []) })
    : null;
  const unreadable = days.data?.unreadable ?? [];
  const channels = channelRows((days.data?.days ?? []).map((d) => d.stats));

  return (
    <>
      <PageHeader
        title="Finance"
        description="Revenue from paid orders, by day and product type, against the cost of the goods sold and what purchasing cost."
        actions={
          <Button
            variant="secondary"
            disabled={!summary}
            onClick={() =>
              summary &&
              downloadCsv(csvFileName(`daily-revenue-${summary.from}-to`, summary.to), dailyRevenueCsv(summary.daily))
            }
          >
            Export daily CSV
          </Button>
        }
      />
      <div className="filter-bar">
        <SelectField
          label="Period"
          value={String(period)}
          onChange={(e) => setPeriod(e.target.value === 'all' ? 'all' : (Number(e.target.value) as FinancePeriod))}
        >
          {FINANCE_PERIODS.map((p) => (
            <option key={String(p.value)} value={String(p.value)}>
              {p.label}
            </option>
          ))}
        </SelectField>
        {summary ? (
          <p className="filter-bar__summary" aria-live="polite">
            {formatDayKey(summary.from)} to {formatDayKey(summary.to)}
          </p>
        ) : null}
      </div>
      {days.isError ? (
        <ErrorState message={`Could not load revenue: ${reasonOf(days.error)}`} onRetry={() => void days.refetch()} />
      ) : !summary ? (
        <LoadingState label="Loading finance…" />
      ) : (
        <div className="stack fin-screen">
          {unreadable.length > 0 ? (
            <p className="notice notice--warn" role="alert">
              {unreadableDaysMessage(unreadable)}
            </p>
          ) : null}
          <div className="stat-grid">
            <StatCard
              label="Revenue (paid)"
              value={formatNairaAdmin(summary.revenue)}
              hint={`${summary.orders} order${summary.orders === 1 ? '' : 's'}`}
            />
            <StatCard
              label="Discounts given"
              value={formatNairaAdmin(summary.discounts)}
              hint="Revenue and margins are after them"
            />
            <StatCard label="Avg order value" value={formatNairaAdmin(summary.averageOrderValue)} />
            <StatCard label="Referral revenue" value={formatNairaAdmin(summary.referralRevenue)} />
            <StatCard
              label="Cost of goods sold"
              value={formatNairaAdmin(summary.cogs)}
              hint="Bills of materials at material costs, plus labour"
            />
            <StatCard
              label="Gross margin"
              value={formatNairaAdmin(summary.grossMargin)}
              hint={
                summary.grossMarginPercent === null ? 'No revenue yet' : `${summary.grossMarginPercent}% of revenue`
              }
            />
            <StatCard
              label="Gross profit (proxy)"
              value={formatNairaAdmin(summary.grossProfit)}
              hint="Revenue minus stock received, never below 0"
            />
          </div>
          <section className="admin-panel">
            <h2 className="admin-panel__title">Daily revenue</h2>
            <RevenueChart days={summary.daily} />
          </section>
          {/* Five figures a type since cost of goods and margin joined revenue: the table takes the full width. */}
          <div className="stack">
            <section aria-labelledby="fin-types-title" className="stack">
              <h2 id="fin-types-title" className="admin-panel__title">
                By product type
              </h2>
              <DataTable
                caption="Revenue by product type"
                rows={PRODUCT_TYPES.map((t) => ({ type: t, ...summary.byType[t] }))}
                rowKey={(r) => r.type}
                empty="No sales in this period."
                columns={[
                  { key: 'type', header: 'Type', cell: (r) => TYPE_LABELS[r.type] },
                  { key: 'qty', header: 'Items', numeric: true, cell: (r) => r.qty },
                  { key: 'revenue', header: 'Revenue', numeric: true, cell: (r) => formatNairaAdmin(r.revenue) },
                  { key: 'cogs', header: 'Cost of goods', numeric: true, cell: (r) => formatNairaAdmin(r.cogs) },
                  {
                    key: 'margin',
                    header: 'Margin',
                    numeric: true,
                    cell: (r) =>
                      `${formatNairaAdmin(r.margin)}${r.marginPercent === null ? '' : ` (${r.marginPercent}%)`}`,
                  },
                ]}
              />
            </section>
            <PromotionDiscounts
              total={summary.discounts}
              promotions={summary.promotions}
              daily={summary.dailyDiscounts}
            />
            <ChannelSales rows={channels} from={summary.from} to={summary.to} />
            <ProductMargins products={summary.products} from={summary.from} to={summary.to} />
            <ExpensesCard
              total={summary.expenses}
              commitment={summary.commitment}
              recent={summary.recentPurchaseOrders}
              unavailable={pos.isError}
              loading={pos.isPending}
            />
          </div>
        </div>
      )}
    </>
  );
}

export { FinanceScreen as Component };
