// Said on a cart or checkout left open while one of the customer's orders was paid (a bank transfer landing from
// another tab's checkout): the paid pieces left the cart, and this says why, with the way to the order
// (docs/architecture.md#live-carts). Nothing for a guest or when nothing was paid meanwhile.
import { Link } from 'react-router';
import { orderPaidWhileOpen } from '@aso/domain/checkout/messages';
import { shortId } from '@aso/domain/shared/text';
import { paths } from '../config/paths';
import { usePaidWhileOpen } from '../lib/paid-orders';

export function PaidWhileOpen({
  uid,
  except = null,
}: {
  readonly uid: string | null;
  /** The order this screen itself paid and already shows as paid (the checkout's receipt): not said twice. */
  readonly except?: string | null;
}) {
  const paid = usePaidWhileOpen(uid).filter((order) => order.id !== except);
  if (paid.length === 0) return null;
  return (
    <div className="notice paid-while-open" role="status" aria-live="polite">
      {paid.map((order) => (
        <p key={order.id}>{orderPaidWhileOpen(shortId(order.id))}</p>
      ))}
      <p>
        <Link to={paths.orders.getHref()}>View my orders</Link>
      </p>
    </div>
  );
}
