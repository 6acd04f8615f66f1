// The orders list's filters (docs/product.md#orders): status, payment status and a created-at range of Lagos days,
// as Firestore conditions. Ordered newest first; composite indexes in firestore.indexes.json cover each mix. The
// conditions are plain triples because two SDKs apply them: the live list (full SDK) and the export (Lite).
import { addDays, isDayKey, startOfLagosDay, type DayKey } from '@aso/domain/shared/lagos-time';
import type { OrderStatus, PaymentStatus } from '@aso/domain/shared/vocab';

export interface OrderFilters {
  readonly status: OrderStatus | null;
  readonly paymentStatus: PaymentStatus | null;
  /** Lagos days, both included; null = open-ended. */
  readonly from: DayKey | null;
  readonly to: DayKey | null;
}

export const NO_FILTERS: OrderFilters = { status: null, paymentStatus: null, from: null, to: null };

export type OrderCondition = readonly [
  field: 'status' | 'paymentStatus' | 'createdAt',
  op: '==' | '>=' | '<',
  value: unknown,
];

/** The filters' conditions; the list is then ordered by `createdAt` descending. */
export function filterConditions(f: OrderFilters): OrderCondition[] {
  const out: OrderCondition[] = [];
  if (f.status) out.push(['status', '==', f.status]);
  if (f.paymentStatus) out.push(['paymentStatus', '==', f.paymentStatus]);
  if (f.from && isDayKey(f.from)) out.push(['createdAt', '>=', startOfLagosDay(f.from)]);
  if (f.to && isDayKey(f.to)) out.push(['createdAt', '<', startOfLagosDay(addDays(f.to, 1))]);
  return out;
}
