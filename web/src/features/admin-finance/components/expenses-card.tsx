// Expenses (purchasing): what the stock received in the period cost, by the day it arrived; apart from it, what open
// purchase orders still commit the shop to; and a collapsible list of the 8 most recent purchase orders. When purchase
// orders cannot be read, the note of docs/product.md#finance stands where the commitment and the list would.
import { PURCHASING_UNAVAILABLE } from '@aso/domain/finance/messages';
import type { FinanceSummary, PoForFinance } from '@aso/domain/finance/finance';
import { shortId } from '@aso/domain/shared/text';
import { formatDate, formatNairaAdmin } from '../../../lib/format';
import { PoStatusBadge } from '../../../components/admin-shell';

export function ExpensesCard({
  total,
  commitment,
  recent,
  unavailable,
  loading,
}: {
  readonly total: number;
  readonly commitment: FinanceSummary['commitment'];
  readonly recent: readonly PoForFinance[];
  readonly unavailable: boolean;
  readonly loading: boolean;
}) {
  return (
    <section className="admin-panel stack" aria-labelledby="fin-expenses-title">
      <h2 id="fin-expenses-title" className="admin-panel__title">
        Expenses (purchasing)
      </h2>
      <p className="fin-expenses__total">{formatNairaAdmin(total)}</p>
      <p className="muted">Stock received in this period, at what it cost, on the day it arrived.</p>
      {unavailable ? (
        <p className="notice notice--warn" role="note">
          {PURCHASING_UNAVAILABLE}
        </p>
      ) : loading || !commitment ? (
        <p className="muted">Loading purchase orders…</p>
      ) : (
        <>
          <p className="fin-expenses__commitment">
            <span>Ordered, not yet received</span>{' '}
            <span className="cell-strong">{formatNairaAdmin(commitment.amount)}</span>{' '}
            <span className="muted">
              ({commitment.openOrders} open purchase order{commitment.openOrders === 1 ? '' : 's'}; not an expense until
              it arrives)
            </span>
          </p>
          <details className="fin-expenses__list">
            <summary>Recent purchase orders ({recent.length})</summary>
            {recent.length === 0 ? (
              <p className="muted">No purchase orders in this period.</p>
            ) : (
              <ul className="admin-list">
                {recent.map((po) => (
                  <li key={po.id}>
                    <span className="mono">{shortId(po.id)}</span>
                    <PoStatusBadge po={po} />
                    <span>{formatDate(po.createdAt, '—')}</span>
                    <span className="num">
                      {formatNairaAdmin(po.receivedValue)} received of {formatNairaAdmin(po.totalCost)}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </details>
        </>
      )}
    </section>
  );
}
