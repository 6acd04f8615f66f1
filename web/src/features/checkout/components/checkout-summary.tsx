// The order as the cart shows it, with delivery for the chosen zone (its ≈ foreign price too), the checked referral discount and deposit
// now / balance later; once the server has priced it, the server's figures — what the customer is actually
// charged — replace the estimate.
import type { CartLine } from '@aso/domain/checkout/cart';
import { cartLineTotal } from '@aso/domain/checkout/cart';
import type { OrderTotals } from '@aso/domain/checkout/pricing';
import { ApproxNote } from '../../../components/approx-price';
import { DiscountRow, MoneyRow, NairaAmount, TextRow } from '../../../components/money-row';
import type { StartedCheckout } from '../api/start-checkout';

export interface CheckoutSummaryProps {
  readonly lines: readonly CartLine[];
  /** The cart's totals with the zone's fee (0 until a zone is chosen). */
  readonly estimate: OrderTotals;
  /** The percent of a checked referral code, or null. */
  readonly discountPercent: number | null;
  readonly shippingFee: number | null;
  /** The chosen zone's name ('UK & Ireland'), or null before one is chosen. */
  readonly zoneLabel: string | null;
  readonly server: StartedCheckout | null;
}

export function CheckoutSummary({
  lines,
  estimate,
  discountPercent,
  shippingFee,
  zoneLabel,
  server,
}: CheckoutSummaryProps) {
  const delivery = zoneLabel ? `Delivery (${zoneLabel})` : 'Delivery';
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
              <NairaAmount naira={cartLineTotal(l)} />
            </span>
          </li>
        ))}
      </ul>
      {server ? (
        <dl className="checkout__totals" aria-label="Total confirmed by the shop">
          <MoneyRow label="Subtotal" naira={server.subtotal} />
          <MoneyRow label={delivery} naira={server.shippingFee} />
          {server.discount > 0 ? <DiscountRow label="Referral discount" naira={server.discount} /> : null}
          <MoneyRow label="Total" naira={server.total} className="checkout__total" />
          <MoneyRow label="To pay now" naira={server.amount} className="checkout__due" />
          {server.balanceDue > 0 ? <MoneyRow label="Balance later" naira={server.balanceDue} /> : null}
        </dl>
      ) : (
        <dl className="checkout__totals" aria-label="Estimated total">
          <MoneyRow label="Subtotal" naira={estimate.subtotal} />
          {shippingFee === null ? (
            <TextRow label="Delivery">Choose a zone</TextRow>
          ) : (
            <MoneyRow label={delivery} naira={shippingFee} />
          )}
          {estimate.discount > 0 ? (
            <DiscountRow label={`Referral discount (${discountPercent}%)`} naira={estimate.discount} />
          ) : null}
          <MoneyRow label="Total" naira={estimate.total} className="checkout__total" />
          {estimate.balanceDue > 0 ? (
            <>
              <MoneyRow label="To pay now" naira={estimate.amountDueNow} className="checkout__due" />
              <MoneyRow label="Balance later" naira={estimate.balanceDue} />
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
