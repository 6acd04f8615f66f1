import type { FinancePeriod } from '@aso/domain/finance/finance';

/** Query keys of the Finance screen. */
export const financeKeys = {
  all: ['admin-finance'] as const,
  days: (period: FinancePeriod, today: string) => ['admin-finance', 'days', period, today] as const,
  purchaseOrders: (period: FinancePeriod, today: string) =>
    ['admin-finance', 'purchase-orders', period, today] as const,
};
