// Which colour a status badge has, per vocabulary, and the words it shows. One place so the dashboard, orders,
// purchase orders and finance agree.
import { ORDER_STATUS_SHORT_LABELS, PAYMENT_STATUS_LABELS } from '@aso/domain/orders/orders';
import type { OrderStatus, PaymentStatus, PoStatus } from '@aso/domain/shared/vocab';

export type BadgeTone = 'neutral' | 'info' | 'success' | 'warn' | 'danger' | 'dark';

export const ORDER_STATUS_TONE: Readonly<Record<OrderStatus, BadgeTone>> = {
  pending: 'neutral',
  in_production: 'info',
  ready: 'info',
  shipped: 'dark',
  completed: 'success',
  cancelled: 'danger',
  abandoned: 'neutral',
};

export const PAYMENT_STATUS_TONE: Readonly<Record<PaymentStatus, BadgeTone>> = {
  unpaid: 'warn',
  pending: 'warn',
  deposit_paid: 'info',
  paid: 'success',
  refunded: 'danger',
  partially_refunded: 'warn',
};

export const PO_STATUS_TONE: Readonly<Record<PoStatus, BadgeTone>> = {
  draft: 'neutral',
  ordered: 'info',
  received: 'success',
  cancelled: 'danger',
};

export const PO_STATUS_LABELS: Readonly<Record<PoStatus, string>> = {
  draft: 'Draft',
  ordered: 'Ordered',
  received: 'Received',
  cancelled: 'Cancelled',
};

export { ORDER_STATUS_SHORT_LABELS as ORDER_STATUS_LABELS, PAYMENT_STATUS_LABELS };
