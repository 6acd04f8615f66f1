// What the customer sees once the server confirmed the payment — in this tab, or when the bank transfer this tab
// waited for landed (docs/architecture.md#live-carts): a greeting, the order, where and how it is delivered and when
// it should arrive, and the way to it; or, while Paystack waits for their transfer or USSD payment, that it waits.
import { Link } from 'react-router';
import { PAYMENT_AWAITING, PAYMENT_SUCCESS } from '@aso/domain/checkout/messages';
import { balanceDueSentence } from '@aso/domain/catalogue/preorder-terms';
import { dayKeyWords } from '@aso/domain/shared/lagos-time';
import { countryName } from '@aso/domain/shipping/countries';
import { shortId } from '@aso/domain/shared/text';
import { paths } from '../../../config/paths';
import { formatNaira } from '../../../lib/format';
import { useWatchedOrder } from '../../../lib/paid-orders';
import { useSettings } from '../../../lib/settings';
import type { ConfirmedPayment } from '../../../lib/payments';

const firstName = (name: string): string => name.trim().split(/\s+/)[0] ?? '';

export function PaymentSuccess({
  payment,
  name,
}: {
  readonly payment: ConfirmedPayment;
  /** The customer's name as the account knows it ('' when none). */
  readonly name: string;
}) {
  const order = useWatchedOrder(payment.orderId);
  const settings = useSettings();
  const greet = firstName(name || order?.customerName || '');
  return (
    <section className="card checkout__done" role="status" aria-live="polite">
      <h2>{PAYMENT_SUCCESS}</h2>
      <p>{greet ? `Thank you, ${greet}!` : 'Thank you!'}</p>
      <p>
        Order <strong>#{shortId(payment.orderId)}</strong>: {formatNaira(payment.amountPaid)} paid.
        {payment.balanceDue > 0 ? ` Balance of ${formatNaira(payment.balanceDue)} to pay later from My Orders.` : ''} A
        receipt is on its way to your email.
      </p>
      {order ? (
        <dl className="checkout__delivery" aria-label="Delivery">
          <div>
            <dt>Delivering to</dt>
            <dd>
              {order.shippingAddress}, {countryName(order.shippingCountry)}
            </dd>
          </div>
          <div>
            <dt>Delivery</dt>
            <dd>
              {settings.shipping.zones[order.shippingZone].label}, {order.shippingLeadTimeDays} day
              {order.shippingLeadTimeDays === 1 ? '' : 's'} from dispatch
            </dd>
          </div>
          <div>
            <dt>Expected</dt>
            <dd>
              {order.deliveryBy
                ? `by ${dayKeyWords(order.deliveryBy)}`
                : 'once the pre-order window closes and the piece is made'}
            </dd>
          </div>
          {payment.balanceDue > 0 ? (
            <div>
              <dt>Balance</dt>
              <dd>{balanceDueSentence(order.balanceDueOn)}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
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

/** Paystack waits for the customer's bank transfer or USSD payment: the order holds the pieces, and this screen
 * follows the order, so it turns into the receipt the moment the money lands. */
export function PaymentAwaiting({ orderId }: { readonly orderId: string }) {
  return (
    <section className="card checkout__done" role="status" aria-live="polite">
      <h2>Waiting for your payment</h2>
      <p>
        Order <strong>#{shortId(orderId)}</strong>: {PAYMENT_AWAITING} This page changes by itself when it arrives.
      </p>
      <p>
        <Link to={paths.orders.getHref()} className="btn btn--primary btn--md">
          View my orders
        </Link>
      </p>
    </section>
  );
}
