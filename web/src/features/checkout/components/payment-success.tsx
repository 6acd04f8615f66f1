// What the customer sees once the server confirmed the payment (the spec's words, the order, and the way to it), or
// once Paystack is waiting for their bank transfer or USSD payment.
import { Link } from 'react-router';
import { PAYMENT_AWAITING, PAYMENT_SUCCESS } from '@aso/domain/checkout/messages';
import { shortId } from '@aso/domain/shared/text';
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

/** Paystack waits for the customer's bank transfer or USSD payment: the order holds the pieces, My Orders follows it. */
export function PaymentAwaiting({ orderId }: { readonly orderId: string }) {
  return (
    <section className="card checkout__done" role="status" aria-live="polite">
      <h2>Waiting for your payment</h2>
      <p>
        Order <strong>#{shortId(orderId)}</strong>: {PAYMENT_AWAITING}
      </p>
      <p>
        <Link to={paths.orders.getHref()} className="btn btn--primary btn--md">
          View my orders
        </Link>
      </p>
    </section>
  );
}
