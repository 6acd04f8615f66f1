// The orders list's filters (docs/product.md#orders): status, payment status and a created-at range of Lagos days,
// turned into Firestore constraints. Ordered newest first; composite indexes in firestore.indexes.json cover each mix.
import { where, orderBy, type QueryConstraint } from 'firebase/firestore/lite';
import { addDays, isDayKey, startOfLagosDay, type DayKey } from '@aso/domain/lagosTime';
import type { OrderStatus, PaymentStatus } from '@aso/domain/vocab';

export interface OrderFilters {
  readonly status: OrderStatus | null;
  readonly paymentStatus: PaymentStatus | null;
  /** Lagos days, both included; null = open-ended. */
  readonly from: DayKey | null;
  readonly to: DayKey | null;
}

export const NO_FILTERS: OrderFilters = { status: null, paymentStatus: null, from: null, to: null };

export function filterConstraints(f: OrderFilters): QueryConstraint[] {
  const out: QueryConstraint[] = [];
  if (f.status) out.push(where('status', '==', f.status));
  if (f.paymentStatus) out.push(where('paymentStatus', '==', f.paymentStatus));
  if (f.from && isDayKey(f.from)) out.push(where('createdAt', '>=', startOfLagosDay(f.from)));
  if (f.to && isDayKey(f.to)) out.push(where('createdAt', '<', startOfLagosDay(addDays(f.to, 1))));
  out.push(orderBy('createdAt', 'desc'));
  return out;
}
