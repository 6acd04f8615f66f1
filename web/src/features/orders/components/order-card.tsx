// One order in My Orders: short id, date, items, totals, progress, timeline, and what is owed: the balance with
// Pay balance, an unpaid checkout's Pay / Cancel, a transfer still on its way, or a refund (never a balance due
// on a cancelled order); money that landed after the checkout closed says what became of it. A checkout never paid
// is not a card: it is folded away (NotCompletedList).
import { PAYMENT_NOT_COMPLETED, customerMoneyView } from '@aso/domain/orders/customer-orders';
import { canPayBalance, ORDER_STATUS_LABELS } from '@aso/domain/orders/orders';
import { shortId } from '@aso/domain/shared/text';
import { balanceDueSentence } from '@aso/domain/catalogue/preorder-terms';
import { dayKeyWords } from '@aso/domain/shared/lagos-time';
import { lineAmount } from '@aso/domain/shared/money';
import { MoneyRow, NairaAmount } from '../../../components/money-row';
import { DiscountRows, ShippingRow } from '../../../components/discount-rows';
import { WasPrice } from '../../../components/sale-price';
import { formatDate, formatDateTime, formatNaira } from '../../../lib/format';
import type { MyOrder } from '../api/get-my-orders';
import { AskAboutOrderLink } from './ask-about-order';
import { AwaitingPaymentActions } from './awaiting-payment-actions';
import { OrderProgressBar } from './order-progress';
import { PayBalanceButton } from './pay-balance-button';

/** An order on its way to the customer, whose expected day still means something. */
const ACTIVE = new Set(['pending', 'in_production', 'ready', 'shipped']);

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
              {/* Only while the balance is owed: once it is paid the order is paid in full. */}
              {item.payMode === 'deposit' && money.balanceDue !== null && money.balanceDue > 0 ? ' (deposit)' : ''}
            </span>
            <span className="price line-price">
              <NairaAmount naira={lineAmount(item.unitPrice, item.qty)} />
              {item.listPrice !== null && item.listPrice > item.unitPrice ? (
                <WasPrice naira={lineAmount(item.listPrice, item.qty)} />
              ) : null}
            </span>
          </li>
        ))}
      </ul>
      <dl className="order__totals">
        <MoneyRow label="Subtotal" naira={order.subtotal} />
        <ShippingRow fee={order.shippingFee} discounts={order.discounts} />
        <DiscountRows discounts={order.discounts} discount={order.discount} />
        <MoneyRow label="Total" naira={order.total} className="order__total" />
        <MoneyRow label="Paid" naira={order.amountPaid} />
        {money.balanceDue !== null ? (
          <MoneyRow label="Balance due" naira={money.balanceDue} className="order__balance" />
        ) : null}
        {money.awaiting ? <MoneyRow label="To pay now" naira={money.awaiting.amount} /> : null}
      </dl>
      {money.balanceDue !== null && money.balanceDue > 0 ? (
        <p className="order__balance-due">{balanceDueSentence(order.balanceDueOn)}</p>
      ) : null}
      {order.deliveryBy &&
      ACTIVE.has(order.status) &&
      (order.paymentStatus === 'paid' || order.paymentStatus === 'deposit_paid') ? (
        <p className="muted order__expected">Expected by {dayKeyWords(order.deliveryBy)}.</p>
      ) : null}
      {money.lateLine ? <p className="order__late">{money.lateLine}</p> : null}
      {money.refundLine ? (
        <p className="order__refund" role="status">
          {money.refundLine}
        </p>
      ) : null}
      {money.awaitingPayment ? (
        <p className="order__awaiting muted" role="status">
          {`We are waiting for your ${money.awaitingPayment.how} of ${formatNaira(money.awaitingPayment.amount)} to arrive. `}
          Your pieces are held, and we will email you as soon as Paystack confirms it.
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

/** Checkouts never paid that owe nothing back: folded under the orders, "Payment not completed", never cancelled. */
export function NotCompletedList({ orders }: { readonly orders: readonly MyOrder[] }) {
  if (orders.length === 0) return null;
  return (
    <details className="orders__not-completed">
      <summary>{`${orders.length} checkout${orders.length === 1 ? '' : 's'} not completed`}</summary>
      <p className="muted">These were never paid, so nothing was charged and the pieces went back on sale.</p>
      <ul aria-label="Checkouts not completed">
        {orders.map((order) => (
          <li key={order.id} id={`order-${order.id}`}>
            <span className="mono">#{shortId(order.id)}</span>
            {` · ${formatDate(order.createdAt)} · ${order.items.map((i) => i.name).join(', ')} · `}
            {formatNaira(order.total)}
            {' — '}
            <span className="badge">{PAYMENT_NOT_COMPLETED}</span>
          </li>
        ))}
      </ul>
    </details>
  );
}
