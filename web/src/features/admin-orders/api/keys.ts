import type { OrderFilters } from './order-filters';

export const adminOrderKeys = {
  all: ['admin', 'orders'] as const,
  list: (f: OrderFilters) => ['admin', 'orders', 'list', f.status, f.paymentStatus, f.from, f.to] as const,
  find: (text: string) => ['admin', 'orders', 'find', text] as const,
  detail: (orderId: string) => ['admin', 'orders', 'detail', orderId] as const,
};
