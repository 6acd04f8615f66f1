// Discount given per promotion and per day (docs/product.md#promotions): for the period of the screen, each
// promotion's orders, the discount they got and their revenue, and each day's discount, from the stats days
// (domain promotionFigures / dailyDiscounts). Revenue everywhere is after these discounts. Shown on the Dashboard (its
// 7 days) and in Finance (any period).
import type { PromotionFigures } from '@aso/domain/finance/finance';
import { dayKeyWords } from '@aso/domain/shared/lagos-time';
import { formatNairaAdmin } from '../../../lib/format';
import { DataTable } from './data-table';

export function PromotionDiscounts({
  total,
  promotions,
  daily,
}: {
  readonly total: number;
  readonly promotions: readonly PromotionFigures[];
  readonly daily: readonly { readonly date: string; readonly discount: number }[];
}) {
  const days = daily.filter((d) => d.discount !== 0);
  return (
    <section
      aria-labelledby="promotion-discounts-title"
      className="stack admin-panel"
      data-testid="promotion-discounts"
    >
      <h2 id="promotion-discounts-title" className="admin-panel__title">
        Discounts given
      </h2>
      <p className="muted">
        {formatNairaAdmin(total)} in all: sale prices, discount codes, free delivery and referral codes. Revenue is what
        customers paid after them.
      </p>
      <DataTable
        caption="Discount given per promotion"
        rows={promotions}
        rowKey={(r) => r.key}
        empty="No discounts in this period."
        columns={[
          { key: 'name', header: 'Promotion', cell: (r) => <span className="cell-strong">{r.name}</span> },
          { key: 'orders', header: 'Orders', numeric: true, cell: (r) => r.orders },
          { key: 'discount', header: 'Discount given', numeric: true, cell: (r) => formatNairaAdmin(r.discount) },
          { key: 'revenue', header: 'Revenue', numeric: true, cell: (r) => formatNairaAdmin(r.revenue) },
        ]}
      />
      {days.length > 0 ? (
        <DataTable
          caption="Discount given per day"
          rows={days}
          rowKey={(r) => r.date}
          empty=""
          columns={[
            { key: 'date', header: 'Day', cell: (r) => dayKeyWords(r.date) },
            { key: 'discount', header: 'Discount given', numeric: true, cell: (r) => formatNairaAdmin(r.discount) },
          ]}
        />
      ) : null}
    </section>
  );
}
