// What the customer sees once the server confirmed the payment: the spec's words, the order, and the way to it.
import { Link } from 'react-router';
import { PAYMENT_SUCCESS } from '@aso/domain/messages';
import { shortId } from '@aso/domain/text';
import { paths } from '../../../config/paths';
import { formatNaira } from '../../../lib/format';
import type { ConfirmedPayment } from '../../../lib/payments';

export function PaymentSuccess({ payment }: { readonly payment: ConfirmedPayment }) {
  return (
    <section className="card checkout__done" role="status" aria-live="polite">
      <h2>{PAYMENT_SUCCESS}</h2>
      <p>
        Order <strong>#{shortId(payment.orderId)}</strong>: {formatNaira(payment.amountPaid)} paid.
        {payment.balanceDue > 0 ? ` Balance of ${formatNaira(payment.balanceDue)} to pay later from My Orders.` : ''} A
        receipt is on its way to your email.
      </p>
      <p>
        <Link to={paths.orders.getHref()} className="btn btn--primary btn--md">
          View my orders
        </Link>{' '}
        <Link to={paths.shop.getHref()} className="btn btn--secondary btn--md">
          Continue shopping
        </Link>
      </p>
    </section>
  );
}
