// One order in My Orders: short id, date, items, totals, progress, timeline, and what is owed: the balance with
// Pay balance, an unpaid checkout's Pay / Cancel, or a cancelled order's refund (never a balance due).
import { customerMoneyView } from '@aso/domain/customerOrders';
import { canPayBalance, ORDER_STATUS_LABELS } from '@aso/domain/orders';
import { shortId } from '@aso/domain/text';
import { lineAmount } from '@aso/domain/money';
import { DiscountRow, MoneyRow, NairaAmount, TextRow } from '../../../components/money-row';
import { formatDate, formatDateTime, formatNaira } from '../../../lib/format';
import type { MyOrder } from '../api/get-my-orders';
import { AskAboutOrderLink } from './ask-about-order';
import { AwaitingPaymentActions } from './awaiting-payment-actions';
import { OrderProgressBar } from './order-progress';
import { PayBalanceButton } from './pay-balance-button';

export function OrderCard({ order }: { readonly order: MyOrder }) {
  const code = shortId(order.id);
  const money = customerMoneyView(order, new Date());
  return (
    <article className="card order" aria-labelledby={`order-${order.id}`}>
      <header className="order__header">
        <div>
          <h2 id={`order-${order.id}`} className="order__id">
            Order #{code}
          </h2>
          <p className="muted order__date">Placed {formatDate(order.createdAt)}</p>
        </div>
        {money.badge ? (
          <span className={money.tone === 'neutral' ? 'badge' : `badge badge--${money.tone}`}>{money.badge}</span>
        ) : null}
      </header>
      <OrderProgressBar status={order.status} timeline={order.timeline} />
      <ul className="order__items" aria-label={`Items in order ${code}`}>
        {order.items.map((item) => (
          <li key={`${item.productId}:${item.size ?? ''}`}>
            <span>
              {item.name}
              {item.size ? ` · ${item.size}` : ''} × {item.qty}
              {item.payMode === 'deposit' ? ' (deposit)' : ''}
            </span>
            <span className="price">
              <NairaAmount naira={lineAmount(item.unitPrice, item.qty)} />
            </span>
          </li>
        ))}
      </ul>
      <dl className="order__totals">
        <MoneyRow label="Subtotal" naira={order.subtotal} />
        <TextRow label="Shipping">{formatNaira(order.shippingFee)}</TextRow>
        {order.discount > 0 ? <DiscountRow label="Discount" naira={order.discount} /> : null}
        <MoneyRow label="Total" naira={order.total} className="order__total" />
        <MoneyRow label="Paid" naira={order.amountPaid} />
        {money.balanceDue !== null ? (
          <MoneyRow label="Balance due" naira={money.balanceDue} className="order__balance" />
        ) : null}
        {money.awaiting ? <MoneyRow label="To pay now" naira={money.awaiting.amount} /> : null}
      </dl>
      {money.refundLine ? (
        <p className="order__refund" role="status">
          {money.refundLine}
        </p>
      ) : null}
      {money.awaiting ? (
        <AwaitingPaymentActions
          orderId={order.id}
          reference={order.paystackReference}
          amount={money.awaiting.amount}
          canPay={money.awaiting.canPay}
        />
      ) : null}
      {canPayBalance(order) ? <PayBalanceButton orderId={order.id} amount={order.balanceDue} /> : null}
      <AskAboutOrderLink orderId={order.id} />
      {order.timeline.length > 0 ? (
        <details className="order__timeline">
          <summary>Timeline</summary>
          <ol>
            {order.timeline.map((e) => (
              <li key={e.id}>
                <strong>{ORDER_STATUS_LABELS[e.status]}</strong>
                {e.note && e.note !== ORDER_STATUS_LABELS[e.status] ? ` — ${e.note}` : ''}
                <span className="muted"> · {formatDateTime(e.createdAt)}</span>
              </li>
            ))}
          </ol>
        </details>
      ) : null}
    </article>
  );
}
