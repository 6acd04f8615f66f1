import { queryKeys } from '../../../lib/data/query-keys';

export const poKeys = {
  all: queryKeys.purchaseOrders,
  list: () => ['admin', 'purchase-orders', 'list'] as const,
  materials: () => ['admin', 'purchase-orders', 'materials'] as const,
};
