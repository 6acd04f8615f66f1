// My Account's pre-order requests (docs/product.md#pre-order-alerts), beside the back-in-stock ones: the pieces the
// customer waits on, with Cancel, and the ones the shop has mailed about (or closed), each linking to the piece.
import { Link } from 'react-router';
import { PREORDER_ALERTS_NONE } from '@aso/domain/catalogue/messages';
import { Button } from '../../../components/button';
import { ErrorState } from '../../../components/states';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/format';
import { useCancelPreorderAlert, useMyPreorderAlerts, type MyPreorderAlert } from '../../../lib/stock-alerts';

const outcome = (a: MyPreorderAlert): string | null =>
  a.notifiedAt
    ? `Pre-orders opened: we mailed you on ${formatDate(a.notifiedAt)}`
    : a.closedAt
      ? 'No longer sold: closed without a mail'
      : null;

export function PreorderAlerts({ uid }: { readonly uid: string }) {
  const alerts = useMyPreorderAlerts(uid);
  const cancel = useCancelPreorderAlert(uid);
  return (
    <section className="stack" aria-labelledby="preorder-alerts-title">
      <h2 id="preorder-alerts-title">Pre-order requests</h2>
      {alerts.isError ? (
        <ErrorState message="Couldn’t load your requests." onRetry={() => void alerts.refetch()} />
      ) : null}
      {alerts.isSuccess && alerts.data.length === 0 ? <p className="muted">{PREORDER_ALERTS_NONE}</p> : null}
      {alerts.isSuccess && alerts.data.length > 0 ? (
        <ul className="stack" aria-label="Pre-order requests">
          {alerts.data.map((a) => (
            <li key={a.id} className="row">
              <Link to={paths.product.getHref(a.productSlug || a.productId)}>{a.productName}</Link>
              {outcome(a) ? (
                <span className="muted">{outcome(a)}</span>
              ) : (
                <>
                  <span className="muted">Waiting for pre-orders to open</span>
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={cancel.isPending}
                    onClick={() => cancel.cancel(a.id)}
                  >{`Cancel ${a.productName} pre-order request`}</Button>
                </>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
