// The order as the cart shows it, with shipping for the chosen zone, the checked referral discount and deposit
// now / balance later; once the server has priced it, the server's figures — what the customer is actually
// charged — replace the estimate.
import type { CartLine } from '@aso/domain/cart';
import { cartLineTotal } from '@aso/domain/cart';
import type { OrderTotals } from '@aso/domain/pricing';
import { ApproxNote, ApproxPrice } from '../../../components/approx-price';
import { formatNaira } from '../../../lib/format';
import type { StartedCheckout } from '../api/start-checkout';

export interface CheckoutSummaryProps {
  readonly lines: readonly CartLine[];
  /** The cart's totals with the zone's fee (0 until a zone is chosen). */
  readonly estimate: OrderTotals;
  /** The percent of a checked referral code, or null. */
  readonly discountPercent: number | null;
  readonly shippingFee: number | null;
  readonly server: StartedCheckout | null;
}

export function CheckoutSummary({ lines, estimate, discountPercent, shippingFee, server }: CheckoutSummaryProps) {
  return (
    <section className="card checkout__summary" aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title">Your order</h2>
      <ul className="checkout__lines" aria-label="Items">
        {lines.map((l) => (
          <li key={`${l.productId}:${l.size ?? ''}:${l.payMode ?? ''}`}>
            <span>
              {l.name}
              {l.size ? ` · ${l.size}` : ''}
              {l.payMode === 'deposit' ? ' · deposit' : ''} × {l.qty}
            </span>
            <span className="price">
              {formatNaira(cartLineTotal(l))}
              <ApproxPrice naira={cartLineTotal(l)} />
            </span>
          </li>
        ))}
      </ul>
      {server ? (
        <dl className="checkout__totals" aria-label="Total confirmed by the shop">
          <div>
            <dt>Subtotal</dt>
            <dd>
              {formatNaira(server.subtotal)}
              <ApproxPrice naira={server.subtotal} />
            </dd>
          </div>
          <div>
            <dt>Shipping</dt>
            <dd>{formatNaira(server.shippingFee)}</dd>
          </div>
          {server.discount > 0 ? (
            <div>
              <dt>Referral discount</dt>
              <dd>−{formatNaira(server.discount)}</dd>
            </div>
          ) : null}
          <div className="checkout__total">
            <dt>Total</dt>
            <dd>
              {formatNaira(server.total)}
              <ApproxPrice naira={server.total} />
            </dd>
          </div>
          <div className="checkout__due">
            <dt>To pay now</dt>
            <dd>
              {formatNaira(server.amount)}
              <ApproxPrice naira={server.amount} />
            </dd>
          </div>
          {server.balanceDue > 0 ? (
            <div>
              <dt>Balance later</dt>
              <dd>
                {formatNaira(server.balanceDue)}
                <ApproxPrice naira={server.balanceDue} />
              </dd>
            </div>
          ) : null}
        </dl>
      ) : (
        <dl className="checkout__totals" aria-label="Estimated total">
          <div>
            <dt>Subtotal</dt>
            <dd>
              {formatNaira(estimate.subtotal)}
              <ApproxPrice naira={estimate.subtotal} />
            </dd>
          </div>
          <div>
            <dt>Shipping</dt>
            <dd>{shippingFee === null ? 'Choose a zone' : formatNaira(shippingFee)}</dd>
          </div>
          {estimate.discount > 0 ? (
            <div>
              <dt>Referral discount ({discountPercent}%)</dt>
              <dd>−{formatNaira(estimate.discount)}</dd>
            </div>
          ) : null}
          <div className="checkout__total">
            <dt>Total</dt>
            <dd>
              {formatNaira(estimate.total)}
              <ApproxPrice naira={estimate.total} />
            </dd>
          </div>
          {estimate.balanceDue > 0 ? (
            <>
              <div className="checkout__due">
                <dt>To pay now</dt>
                <dd>
                  {formatNaira(estimate.amountDueNow)}
                  <ApproxPrice naira={estimate.amountDueNow} />
                </dd>
              </div>
              <div>
                <dt>Balance later</dt>
                <dd>
                  {formatNaira(estimate.balanceDue)}
                  <ApproxPrice naira={estimate.balanceDue} />
                </dd>
              </div>
            </>
          ) : null}
        </dl>
      )}
      <p className="muted checkout__note">
        {server
          ? 'Priced by the shop from the current catalogue.'
          : 'The shop confirms prices, discounts and deposits when you pay.'}
      </p>
      <ApproxNote />
    </section>
  );
}
