// A coloured status word. The colour is never the only signal: the word is always there.
import { poStatusLabel, type PoLike } from '@aso/domain/purchase-orders/purchase-orders';
import type { OrderStatus, PaymentStatus } from '@aso/domain/shared/vocab';
import {
  ORDER_STATUS_LABELS,
  ORDER_STATUS_TONE,
  PAYMENT_STATUS_LABELS,
  PAYMENT_STATUS_TONE,
  PO_STATUS_LABELS,
  PO_STATUS_TONE,
  type BadgeTone,
} from '../lib/status-tones';

export function StatusBadge({ tone = 'neutral', children }: { readonly tone?: BadgeTone; readonly children: string }) {
  return <span className={`status-badge status-badge--${tone}`}>{children}</span>;
}

export const OrderStatusBadge = ({ status }: { readonly status: OrderStatus }) => (
  <StatusBadge tone={ORDER_STATUS_TONE[status]}>{ORDER_STATUS_LABELS[status]}</StatusBadge>
);

export const PaymentStatusBadge = ({ status }: { readonly status: PaymentStatus }) => (
  <StatusBadge tone={PAYMENT_STATUS_TONE[status]}>{PAYMENT_STATUS_LABELS[status]}</StatusBadge>
);

/** A PO's state; with its lines, 'Part received' or 'Closed short' where they apply (domain poStatusLabel). */
export const PoStatusBadge = ({ po }: { readonly po: PoLike & { readonly closedShort?: boolean } }) => {
  const label = poStatusLabel(po);
  return (
    <StatusBadge tone={label === 'Part received' ? 'warn' : PO_STATUS_TONE[po.status]}>
      {label ?? PO_STATUS_LABELS[po.status]}
    </StatusBadge>
  );
};

export const ActiveBadge = ({ active }: { readonly active: boolean }) => (
  <StatusBadge tone={active ? 'success' : 'neutral'}>{active ? 'Active' : 'Inactive'}</StatusBadge>
);
