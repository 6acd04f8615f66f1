// The orders list's filters (docs/product.md#orders): status, payment status and a created-at range of Lagos days,
// as Firestore conditions. Ordered newest first; composite indexes in firestore.indexes.json cover each mix. The
// conditions are plain triples because two SDKs apply them: the live list (full SDK) and the export (Lite).
import { addDays, isDayKey, startOfLagosDay, type DayKey } from '@aso/domain/shared/lagos-time';
import { REVENUE_PAYMENT_STATUSES } from '@aso/domain/orders/orders';
import { MONEY_IN_PAYMENT } from '../../../config/paths';
import {
  ORDER_STATUSES,
  PAYMENT_STATUSES,
  isOneOf,
  type OrderStatus,
  type PaymentStatus,
} from '@aso/domain/shared/vocab';

/**
 * A payment state, or 'money_in': paid in full, by a deposit or partly refunded (what counts as revenue) — with
 * "Order received" it lists the orders not started, as the Dashboard's "To act on" counts them.
 */
export type PaymentFilter = PaymentStatus | typeof MONEY_IN_PAYMENT;
export const MONEY_IN = MONEY_IN_PAYMENT;

export interface OrderFilters {
  readonly status: OrderStatus | null;
  readonly paymentStatus: PaymentFilter | null;
  /** Lagos days, both included; null = open-ended. */
  readonly from: DayKey | null;
  readonly to: DayKey | null;
}

export const NO_FILTERS: OrderFilters = { status: null, paymentStatus: null, from: null, to: null };

export type OrderCondition = readonly [
  field: 'status' | 'paymentStatus' | 'createdAt',
  op: '==' | '>=' | '<' | 'in',
  value: unknown,
];

/** The filters' conditions; the list is then ordered by `createdAt` descending. */
export function filterConditions(f: OrderFilters): OrderCondition[] {
  const out: OrderCondition[] = [];
  if (f.status) out.push(['status', '==', f.status]);
  if (f.paymentStatus === MONEY_IN) out.push(['paymentStatus', 'in', [...REVENUE_PAYMENT_STATUSES]]);
  else if (f.paymentStatus) out.push(['paymentStatus', '==', f.paymentStatus]);
  if (f.from && isDayKey(f.from)) out.push(['createdAt', '>=', startOfLagosDay(f.from)]);
  if (f.to && isDayKey(f.to)) out.push(['createdAt', '<', startOfLagosDay(addDays(f.to, 1))]);
  return out;
}

/** The filters a link carries (`?status=pending&payment=money_in`, paths.admin.orders); anything else is ignored. */
export function filtersFromSearch(params: URLSearchParams): OrderFilters {
  const status = params.get('status');
  const payment = params.get('payment');
  return {
    ...NO_FILTERS,
    status: isOneOf(ORDER_STATUSES, status) ? status : null,
    paymentStatus: payment === MONEY_IN ? MONEY_IN : isOneOf(PAYMENT_STATUSES, payment) ? payment : null,
  };
}
