// 'Pre-orders are closed for this piece.' on the product page (docs/product.md#pre-order-alerts): for a pre-order
// piece whose window is not open now (ended, not yet open, or none), a signed-in customer asks to be mailed when
// pre-orders open, sees that they are waiting and can cancel; signed out, the button asks them to sign in and brings
// them back to the piece.
import { Link } from 'react-router';
import { canAskWhenOpen, type WindowForAlerts } from '@aso/domain/catalogue/preorder-alerts';
import {
  PREORDER_ALERT_ASK,
  PREORDER_ALERT_SIGN_IN,
  PREORDER_ALERT_TITLE,
  PREORDER_ALERT_WAITING,
  STOCK_ALERT_FAILED,
} from '@aso/domain/catalogue/messages';
import { Button, buttonClass } from '../../../components/button';
import { paths } from '../../../config/paths';
import type { ProductWithId } from '../../../lib/products';
import { useSession } from '../../../lib/session';
import { useAskWhenOpen, useCancelPreorderAlert, useMyPreorderAlerts } from '../../../lib/stock-alerts';
import { useToast } from '../../../lib/toast';

export function PreorderAlert({
  product,
  window,
}: {
  readonly product: ProductWithId;
  /** The piece's window if it is switched on; undefined when it has none or it is off. */
  readonly window: WindowForAlerts | undefined;
}) {
  const session = useSession();
  const user = session.user;
  const mine = useMyPreorderAlerts(user?.uid ?? null);
  const ask = useAskWhenOpen(user);
  const cancel = useCancelPreorderAlert(user?.uid ?? null);
  const toast = useToast();
  if (!canAskWhenOpen(product, window)) return null;

  const asked = (mine.data ?? []).find((a) => a.productId === product.id);
  const waiting = asked?.notifiedAt === null && asked.closedAt === null;

  return (
    <section className="notice back-in-stock" aria-labelledby="preorder-alert-title">
      <h2 id="preorder-alert-title" className="back-in-stock__title">
        {PREORDER_ALERT_TITLE}
      </h2>
      {waiting ? (
        <p className="row">
          <span>{PREORDER_ALERT_WAITING}</span>
          <Button variant="secondary" size="sm" disabled={cancel.isPending} onClick={() => cancel.cancel(asked.id)}>
            Cancel pre-order request
          </Button>
        </p>
      ) : session.status === 'loading' ? null : user ? (
        <Button
          variant="secondary"
          disabled={ask.isPending || mine.isPending}
          onClick={() =>
            ask.mutate(
              { product, again: asked !== undefined },
              {
                onSuccess: () => toast(PREORDER_ALERT_WAITING, { tone: 'success' }),
                onError: () => toast(STOCK_ALERT_FAILED, { tone: 'error' }),
              },
            )
          }
        >
          {PREORDER_ALERT_ASK}
        </Button>
      ) : (
        <Link
          className={buttonClass('secondary')}
          to={paths.login.getHref(paths.product.getHref(product.slug || product.id))}
        >
          {PREORDER_ALERT_SIGN_IN}
        </Link>
      )}
    </section>
  );
}
