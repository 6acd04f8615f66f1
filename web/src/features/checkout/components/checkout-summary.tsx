// The order as the cart shows it, priced by the same pipeline startCheckout charges with (promotions/price-order.ts):
// each piece at its sale price with what it was, delivery for the chosen zone (its ≈ foreign price too; free when a
// promotion makes it so), the code's and the referral's discount as their own lines, deposit now / balance later.
// Once the server has priced it, the server's figures — what the customer is actually charged — replace the estimate.
import type { CartOrderLine } from '@aso/domain/checkout/cart';
import { lineAmount } from '@aso/domain/shared/money';
import type { PricedOrder } from '@aso/domain/promotions/price-order';
import { ApproxNote } from '../../../components/approx-price';
import { DiscountRows, ShippingRow } from '../../../components/discount-rows';
import { MoneyRow, NairaAmount } from '../../../components/money-row';
import { WasPrice } from '../../../components/sale-price';
import type { StartedCheckout } from '../api/start-checkout';

export interface CheckoutSummaryProps {
  /** The cart priced with the zone's fee (none until a zone is chosen), the checked codes and the offers. */
  readonly priced: PricedOrder<CartOrderLine>;
  readonly shippingFee: number | null;
  /** The chosen zone's name ('UK & Ireland'), or null before one is chosen. */
  readonly zoneLabel: string | null;
  readonly server: StartedCheckout | null;
}

export function CheckoutSummary({ priced, shippingFee, zoneLabel, server }: CheckoutSummaryProps) {
  const estimate = priced.totals;
  const delivery = zoneLabel ? `Delivery (${zoneLabel})` : 'Delivery';
  return (
    <section className="card checkout__summary" aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title">Your order</h2>
      <ul className="checkout__lines" aria-label="Items">
        {priced.lines.map(({ line: l, unitPrice, listPrice, sale }) => (
          <li key={`${l.productId}:${l.size ?? ''}:${l.payMode ?? ''}`}>
            <span>
              {l.name}
              {l.size ? ` · ${l.size}` : ''}
              {l.payMode === 'deposit' ? ' · deposit' : ''} × {l.qty}
            </span>
            <span className="price line-price">
              <NairaAmount naira={lineAmount(unitPrice, l.qty)} />
              {sale && listPrice > unitPrice ? <WasPrice naira={lineAmount(listPrice, l.qty)} /> : null}
            </span>
          </li>
        ))}
      </ul>
      {server ? (
        <dl className="checkout__totals" aria-label="Total confirmed by the shop">
          <MoneyRow label="Subtotal" naira={server.subtotal} />
          <ShippingRow label={delivery} fee={server.shippingFee} discounts={server.discounts} />
          <DiscountRows discounts={server.discounts} discount={server.discount} />
          <MoneyRow label="Total" naira={server.total} className="checkout__total" />
          <MoneyRow label="To pay now" naira={server.amount} className="checkout__due" />
          {server.balanceDue > 0 ? <MoneyRow label="Balance later" naira={server.balanceDue} /> : null}
        </dl>
      ) : (
        <dl className="checkout__totals" aria-label="Estimated total">
          <MoneyRow label="Subtotal" naira={estimate.subtotal} />
          <ShippingRow
            label={delivery}
            fee={shippingFee === null ? 'Choose a zone' : estimate.shippingFee}
            discounts={priced.discounts}
          />
          <DiscountRows discounts={priced.discounts} />
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
