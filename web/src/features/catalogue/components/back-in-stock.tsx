// 'Sold out in your size?' on the product page (docs/product.md#back-in-stock): a signed-in customer asks to be
// mailed when a sold-out size of a ready-to-wear piece returns, sees that they are waiting and can cancel; signed
// out, the button asks them to sign in and brings them back to the piece with the size chosen.
import { useState } from 'react';
import { Link } from 'react-router';
import { canAskWhenBack } from '@aso/domain/catalogue/back-in-stock';
import { sizesOf } from '@aso/domain/catalogue/catalogue';
import {
  STOCK_ALERT_ASK,
  STOCK_ALERT_FAILED,
  STOCK_ALERT_SIGN_IN,
  stockAlertWaiting,
} from '@aso/domain/catalogue/messages';
import { Button, buttonClass } from '../../../components/button';
import { SelectField } from '../../../components/field';
import { paths } from '../../../config/paths';
import type { ProductWithId } from '../../../lib/products';
import { useSession } from '../../../lib/session';
import { useAskWhenBack, useCancelStockAlert, useMyStockAlerts } from '../../../lib/stock-alerts';
import { useToast } from '../../../lib/toast';

export function BackInStock({
  product,
  preferredSize,
}: {
  readonly product: ProductWithId;
  readonly preferredSize?: string | null;
}) {
  const session = useSession();
  const user = session.user;
  const soldOut = sizesOf(product).filter((size) => canAskWhenBack(product, size));
  const mine = useMyStockAlerts(user?.uid ?? null);
  const ask = useAskWhenBack(user);
  const cancel = useCancelStockAlert(user?.uid ?? null);
  const toast = useToast();
  const [chosen, setChosen] = useState<string | null>(null);
  if (soldOut.length === 0) return null;

  const ofThis = (mine.data ?? []).filter((a) => a.productId === product.id);
  const waitingFor = ofThis.filter((a) => a.notifiedAt === null && soldOut.includes(a.size));
  const askable = soldOut.filter((s) => !waitingFor.some((a) => a.size === s));
  const size =
    chosen && askable.includes(chosen)
      ? chosen
      : preferredSize && askable.includes(preferredSize)
        ? preferredSize
        : (askable[0] ?? null);
  const back = paths.product.getHref(product.slug || product.id, size);

  return (
    <section className="notice back-in-stock" aria-labelledby="back-in-stock-title">
      <h2 id="back-in-stock-title" className="back-in-stock__title">
        Sold out in your size?
      </h2>
      {waitingFor.map((a) => (
        <p key={a.id} className="row">
          <span>{stockAlertWaiting(a.size)}</span>
          <Button variant="secondary" size="sm" disabled={cancel.isPending} onClick={() => cancel.cancel(a.id)}>
            {`Cancel size ${a.size} request`}
          </Button>
        </p>
      ))}
      {size ? (
        <div className="row">
          {askable.length > 1 ? (
            <SelectField label="Size to wait for" value={size} onChange={(e) => setChosen(e.target.value)}>
              {askable.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </SelectField>
          ) : (
            <p>{`Size ${size} is sold out.`}</p>
          )}
          {session.status === 'loading' ? null : user ? (
            <Button
              variant="secondary"
              disabled={ask.isPending || mine.isPending}
              onClick={() =>
                ask.mutate(
                  { product, size, again: ofThis.some((a) => a.size === size) },
                  {
                    onSuccess: () => toast(stockAlertWaiting(size), { tone: 'success' }),
                    onError: () => toast(STOCK_ALERT_FAILED, { tone: 'error' }),
                  },
                )
              }
            >
              {STOCK_ALERT_ASK}
            </Button>
          ) : (
            <Link className={buttonClass('secondary')} to={paths.login.getHref(back)}>
              {STOCK_ALERT_SIGN_IN}
            </Link>
          )}
        </div>
      ) : null}
    </section>
  );
}
