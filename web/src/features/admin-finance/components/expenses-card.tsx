// Expenses (purchasing): the total and a collapsible list of the 8 most recent purchase orders; when purchase
// orders cannot be read, the note of docs/product.md#finance instead.
import { PURCHASING_UNAVAILABLE } from '@aso/domain/messages';
import type { PoForFinance } from '@aso/domain/finance';
import { shortId } from '@aso/domain/text';
import { formatDate, formatNairaAdmin } from '../../../lib/format';
import { PoStatusBadge } from '../../../components/admin-shell';

export function ExpensesCard({
  total,
  recent,
  unavailable,
  loading,
}: {
  readonly total: number;
  readonly recent: readonly PoForFinance[];
  readonly unavailable: boolean;
  readonly loading: boolean;
}) {
  return (
    <section className="admin-panel stack" aria-labelledby="fin-expenses-title">
      <h2 id="fin-expenses-title" className="admin-panel__title">
        Expenses (purchasing)
      </h2>
      {unavailable ? (
        <p className="notice notice--warn" role="note">
          {PURCHASING_UNAVAILABLE}
        </p>
      ) : loading ? (
        <p className="muted">Loading purchase orders…</p>
      ) : (
        <>
          <p className="fin-expenses__total">{formatNairaAdmin(total)}</p>
          <details className="fin-expenses__list">
            <summary>Recent purchase orders ({recent.length})</summary>
            {recent.length === 0 ? (
              <p className="muted">No purchase orders in this period.</p>
            ) : (
              <ul className="admin-list">
                {recent.map((po) => (
                  <li key={po.id}>
                    <span className="mono">{shortId(po.id)}</span>
                    <PoStatusBadge status={po.status} />
                    <span>{formatDate(po.createdAt, '—')}</span>
                    <span className="num">{formatNairaAdmin(po.totalCost)}</span>
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
