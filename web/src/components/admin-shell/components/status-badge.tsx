// A coloured status word. The colour is never the only signal: the word is always there.
import type { OrderStatus, PaymentStatus, PoStatus } from '@aso/domain/vocab';
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

export const PoStatusBadge = ({ status }: { readonly status: PoStatus }) => (
  <StatusBadge tone={PO_STATUS_TONE[status]}>{PO_STATUS_LABELS[status]}</StatusBadge>
);

export const ActiveBadge = ({ active }: { readonly active: boolean }) => (
  <StatusBadge tone={active ? 'success' : 'neutral'}>{active ? 'Active' : 'Inactive'}</StatusBadge>
);
