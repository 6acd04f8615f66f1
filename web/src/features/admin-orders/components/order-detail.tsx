// One order: customer and shipping, items (with MTO measurements), money, payment history and the timeline,
// a refund waiting to be released (docs/product.md#orders), and the status form.
import { errorDetail } from '@aso/domain/shared/errors';
import { discountLabel, type OrderDiscount } from '@aso/domain/promotions/price-order';
import { koboToNaira } from '@aso/domain/shared/money';
import { REFUND_STATE_WORDS, orderChannelWords, orderMoney, paidByWords } from '@aso/domain/orders/order-money';
import { timelineLines } from '@aso/domain/orders/order-timeline';
import type { Measurements } from '@aso/domain/catalogue/schemas/measurements';
import { shortId } from '@aso/domain/shared/text';
import { displayPhone } from '@aso/domain/marketing/whatsapp';
import { Button } from '../../../components/button';
import { ErrorState, LoadingState } from '../../../components/states';
import { formatDateTime, formatDayKey, formatNairaAdmin } from '../../../lib/format';
import { OrderStatusBadge, PaymentStatusBadge, StatusBadge, useRevealOnOpen } from '../../../components/admin-shell';
import { refundablePayments } from '@aso/domain/orders/refund-release';
import { ReleaseRefundButton, amountWithWords } from '../../../components/release-refund';
import { useOrderDetail, type OrderDetail } from '../api/get-order-detail';
import { StatusForm } from './status-form';
import { WhatsAppMessageLink } from './whatsapp-message';

const REFUND_TONE = { pending: 'warn', failed: 'danger', refunded: 'info' } as const;
const NEVER_PAID_FOR_STAFF =
  'This checkout was never paid, so it has no status to change. If its money arrives late, the shop takes it ' +
  'when the pieces are still there, or refunds it, by itself.';

function MeasurementsText({ m }: { readonly m: Measurements }) {
  const parts = [
    ['Bust', m.bust],
    ['Waist', m.waist],
    ['Hips', m.hips],
    ['Shoulder', m.shoulder],
    ['Sleeve', m.sleeve],
    ['Length', m.length],
    ['Height', m.height],
  ].filter((p): p is [string, number] => typeof p[1] === 'number');
  return (
    <span className="cell-sub">
      {parts.map(([label, value]) => `${label} ${value}`).join(' · ')} {m.unit}
      {m.notes ? ` — ${m.notes}` : ''}
    </span>
  );
}

/**
 * The order's money, line by line: a discount only when there is one (never 'Discount −₦0'), what was paid, what went
 * back or is going back, and what is still owed (nothing once cancelled, refunded or never paid).
 */
function moneyLines(order: OrderDetail['order']): [label: string, amount: string, strong?: boolean][] {
  const money = orderMoney(order);
  return [
    ['Subtotal', formatNairaAdmin(order.subtotal)],
    ['Shipping', formatNairaAdmin(order.shippingFee)],
    // Each discount as its own line with its promotion (docs/product.md#promotions); older orders: one line.
    ...discountLines(order),
    ['Total', formatNairaAdmin(order.total), true],
    ['Paid', formatNairaAdmin(money.paid)],
    ...(money.refund
      ? [[REFUND_STATE_WORDS[money.refund.state], formatNairaAdmin(money.refund.amount)] as [string, string]]
      : []),
    ['Balance due', formatNairaAdmin(money.balanceDue)],
  ];
}

function Body({ detail }: { readonly detail: OrderDetail }) {
  const { order, timeline, payments, customer } = detail;
  const paidBy = paidByWords(order.paymentChannel);
  // The number given at checkout for this order first, else the CRM's.
  const phone = order.shippingPhone || customer?.phone || '';
  const awaiting =
    order.status === 'cancelled' && order.refundRequest?.status === 'awaiting' ? order.refundRequest : null;
  // The customer's name now, else the one the order was placed under.
  const name = customer?.name || order.customerName;
  return (
    <>
      {awaiting ? (
        <div className="notice notice--warn stack" role="note" aria-label="Refund awaiting release">
          <p>
            {`Refund of ${amountWithWords(awaiting.amountKobo)} requested by ${awaiting.requestedByEmail ?? 'staff'} on ${formatDateTime(awaiting.requestedAt)}. No money has gone back yet.`}
          </p>
          <ReleaseRefundButton orderId={order.id} amountKobo={awaiting.amountKobo} />
        </div>
      ) : null}
      <div className="order-detail__grid">
        <div>
          <h3 className="order-detail__heading admin-eyebrow">Customer</h3>
          <p>
            {name ? <span className="cell-strong">{name}</span> : null}
            <span className="cell-sub">{order.email}</span>
            {phone ? <span className="cell-sub">{displayPhone(phone)}</span> : null}
          </p>
          <WhatsAppMessageLink order={order} customer={{ name, phone }} />
        </div>
        <div>
          <h3 className="order-detail__heading admin-eyebrow">Shipping</h3>
          <p>
            {order.shippingZone} · {formatNairaAdmin(order.shippingFee)}
            <span className="cell-sub">{order.shippingAddress}</span>
          </p>
        </div>
        <div>
          <h3 className="order-detail__heading admin-eyebrow">Status</h3>
          <p className="row">
            <OrderStatusBadge status={order.status} /> <PaymentStatusBadge status={order.paymentStatus} />
            {awaiting ? (
              <StatusBadge tone="warn">{`Refund awaiting release ${formatNairaAdmin(koboToNaira(awaiting.amountKobo))}`}</StatusBadge>
            ) : null}
            {order.refund ? (
              <StatusBadge tone={REFUND_TONE[order.refund.status]}>
                {`${REFUND_STATE_WORDS[order.refund.status]} ${formatNairaAdmin(koboToNaira(order.refund.amountKobo))}`}
              </StatusBadge>
            ) : null}
            {order.latePayment ? (
              <StatusBadge tone="warn">
                {order.latePayment === 'applied' ? 'Paid late, pieces still there' : 'Paid late, pieces sold'}
              </StatusBadge>
            ) : null}
          </p>
          {order.refund?.status === 'failed' && order.refund.failure ? (
            <p className="cell-sub" role="note">
              {order.refund.failure}
            </p>
          ) : null}
          <p className="cell-sub">
            {`Channel: ${orderChannelWords(order)}`}
            {order.referralCode ? ` · referral ${order.referralCode}` : ''}
            {paidBy ? ` · paid by ${paidBy}` : ''}
          </p>
        </div>
      </div>

      <div className="table-wrap admin-table">
        <table className="table">
          <caption className="visually-hidden">Items</caption>
          <thead>
            <tr>
              <th scope="col">Item</th>
              <th scope="col">Size</th>
              <th scope="col" className="num">
                Qty
              </th>
              <th scope="col" className="num">
                Unit price
              </th>
              <th scope="col" className="num">
                Line
              </th>
            </tr>
          </thead>
          <tbody>
            {order.items.map((item, i) => (
              <tr key={`${item.productId}-${item.size ?? ''}-${i}`}>
                <td>
                  <span className="cell-strong">{item.name}</span>
                  <span className="cell-sub mono">
                    {item.sku} · {item.type}
                    {item.payMode === 'deposit' ? ` · deposit ${item.depositPercent ?? ''}%` : ''}
                  </span>
                  {item.measurementProfile ? (
                    <span className="cell-sub">
                      Measurements of {item.measurementProfile.name}, taken{' '}
                      {formatDayKey(item.measurementProfile.takenOn)}
                    </span>
                  ) : null}
                  {item.measurements ? <MeasurementsText m={item.measurements} /> : null}
                </td>
                <td data-label="Size">{item.size ?? '—'}</td>
                <td className="num" data-label="Qty">
                  {item.qty}
                </td>
                <td className="num" data-label="Unit price">
                  {formatNairaAdmin(item.unitPrice)}
                  {item.sale && item.listPrice != null ? (
                    <span className="cell-sub">
                      {item.sale.name}, {item.sale.percent}% off {formatNairaAdmin(item.listPrice)}
                    </span>
                  ) : null}
                </td>
                <td className="num" data-label="Line">
                  {formatNairaAdmin(item.unitPrice * item.qty)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ul className="admin-list order-detail__money" aria-label="Money">
        {moneyLines(order).map(([label, amount, strong]) => (
          <li key={label}>
            <span className={strong ? 'cell-strong' : undefined}>{label}</span>
            <span className={strong ? 'cell-strong' : undefined}>{amount}</span>
          </li>
        ))}
      </ul>

      <h3 className="order-detail__heading admin-eyebrow">Payment history</h3>
      {payments.length === 0 ? (
        <p className="muted">No payments recorded.</p>
      ) : (
        <ul className="admin-list" aria-label="Payment history">
          {payments.map((p) => (
            <li key={p.id}>
              <span>
                <span className="mono">{p.id}</span>
                <span className="cell-sub">
                  {p.purpose === 'balance' ? 'Balance' : 'Order'} · {formatDateTime(p.createdAt)}
                  {p.refundRequired ? ` · refund ${p.refundedAt ? 'done' : 'due'}` : ''}
                </span>
              </span>
              <span className="row">
                {formatNairaAdmin(koboToNaira(p.amountKobo))}
                <StatusBadge tone={p.status === 'success' ? 'success' : p.status === 'failed' ? 'danger' : 'warn'}>
                  {p.status}
                </StatusBadge>
              </span>
            </li>
          ))}
        </ul>
      )}

      <h3 className="order-detail__heading admin-eyebrow">Timeline</h3>
      {timeline.length === 0 ? (
        <p className="muted">No timeline events yet.</p>
      ) : (
        <ol className="timeline" aria-label="Timeline">
          {timelineLines(timeline).map((line) => (
            <li key={line.id}>
              <span className="cell-strong">{line.heading}</span>
              <span className="cell-sub">
                {formatDateTime(line.at)} · {line.by === 'staff' ? 'staff' : 'the shop'}
              </span>
              {line.detail ? <span>{line.detail}</span> : null}
            </li>
          ))}
        </ol>
      )}

      <h3 className="order-detail__heading admin-eyebrow">Change status</h3>
      {order.status === 'abandoned' ? (
        <p className="muted">{NEVER_PAID_FOR_STAFF}</p>
      ) : (
        <StatusForm
          key={order.id}
          orderId={order.id}
          current={order.status}
          refundableKobo={refundablePayments(payments).reduce((sum, p) => sum + p.amountKobo, 0)}
        />
      )}
    </>
  );
}

export function OrderDetailPanel({ orderId, onClose }: { readonly orderId: string; readonly onClose: () => void }) {
  const detail = useOrderDetail(orderId);
  // The panel opens above the list (beside it only on very wide screens): an order opened low in the list comes
  // into view, with the focus.
  const heading = useRevealOnOpen(orderId);
  return (
    <section className="admin-panel admin-detail order-detail" aria-labelledby="order-detail-title">
      <header className="admin-detail__header order-detail__header">
        <h2 id="order-detail-title" ref={heading} tabIndex={-1} className="admin-panel__title">
          Order {shortId(orderId)}
        </h2>
        <Button variant="ghost" size="sm" onClick={onClose}>
          Close
        </Button>
      </header>
      {detail.isPending ? <LoadingState label="Loading order…" /> : null}
      {detail.error ? (
        <ErrorState
          message={`Could not load the order: ${errorDetail(detail.error)}`}
          onRetry={() => window.location.reload()}
        />
      ) : null}
      {detail.data === null ? <p className="muted">This order no longer exists.</p> : null}
      {detail.data ? <Body detail={detail.data} /> : null}
    </section>
  );
}

/** The order's discounts as money lines: a sale's savings, the code, the referral, free delivery; or 'Discount'. */
function discountLines(order: {
  readonly discount: number;
  readonly discounts?: readonly OrderDiscount[] | null;
}): [string, string][] {
  const discounts = order.discounts ?? [];
  if (discounts.length === 0) return order.discount > 0 ? [['Discount', `−${formatNairaAdmin(order.discount)}`]] : [];
  return discounts.map((d) => [
    d.kind === 'sale' ? `${discountLabel(d)} (in the prices)` : discountLabel(d),
    `−${formatNairaAdmin(d.amount)}`,
  ]);
}
