// My Account's back-in-stock requests (docs/product.md#back-in-stock): the sizes the customer waits for, with Cancel,
// and the ones the shop has mailed about, each linking to the piece with the size chosen.
import { Link } from 'react-router';
import { STOCK_ALERTS_NONE } from '@aso/domain/catalogue/messages';
import { Button } from '../../../components/button';
import { ErrorState } from '../../../components/states';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/format';
import { useCancelStockAlert, useMyStockAlerts } from '../../../lib/stock-alerts';

export function StockAlerts({ uid }: { readonly uid: string }) {
  const alerts = useMyStockAlerts(uid);
  const cancel = useCancelStockAlert(uid);
  return (
    <section className="stack" aria-labelledby="stock-alerts-title">
      <h2 id="stock-alerts-title">Back-in-stock requests</h2>
      {alerts.isError ? (
        <ErrorState message="Couldn’t load your requests." onRetry={() => void alerts.refetch()} />
      ) : null}
      {alerts.isSuccess && alerts.data.length === 0 ? <p className="muted">{STOCK_ALERTS_NONE}</p> : null}
      {alerts.isSuccess && alerts.data.length > 0 ? (
        <ul className="stack" aria-label="Back-in-stock requests">
          {alerts.data.map((a) => (
            <li key={a.id} className="row">
              <Link to={paths.product.getHref(a.productSlug || a.productId, a.size)}>
                {`${a.productName}, size ${a.size}`}
              </Link>
              {a.notifiedAt ? (
                <span className="muted">{`Back in stock: we mailed you on ${formatDate(a.notifiedAt)}`}</span>
              ) : (
                <>
                  <span className="muted">Waiting</span>
                  <Button variant="secondary" size="sm" disabled={cancel.isPending} onClick={() => cancel.cancel(a.id)}>
                    {`Cancel ${a.productName} size ${a.size}`}
                  </Button>
                </>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
